// The company facts the shop shows (footer, Organization JSON-LD, contact
// forms): the one place they live. An operator sets the real ones through
// environment variables (README, Configuration); without them the shop shows
// the SAMPLE values below, which are illustrative, not a registered office or
// a real FSSAI licence. Indian food e-commerce must display the FSSAI licence
// number, so it is part of the facts rather than of any page's copy.

import { isEmail } from './email';

export interface SocialLink {
  id: string;
  label: string;
  href: string;
}

export interface CompanyFacts {
  legalName: string;
  street: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
  email: string;
  /** As dialled from abroad ('+91 …'); the footer links it with tel:. */
  phone: string;
  /** FSSAI licence number: 14 digits. */
  fssaiLicence: string;
  /** GST identification number: 15 characters, the first two the state code (24 is Gujarat). */
  gstin: string;
  /** The grievance officer the e-commerce rules require a seller to name. */
  grievanceOfficerName: string;
  grievanceOfficerDesignation: string;
  grievanceOfficerEmail: string;
  grievanceOfficerPhone: string;
  mapsUrl: string;
  social: SocialLink[];
}

/** SAMPLE values: replace them with the COMPANY_* variables before going live. */
export const SAMPLE_COMPANY: CompanyFacts = {
  legalName: 'Too More Beverages Pvt. Ltd.',
  street: 'Plot 14, GIDC Industrial Estate, Dhoraji Road',
  city: 'Jetpur',
  region: 'Gujarat',
  postalCode: '360370',
  country: 'India',
  email: 'care@toomore.example',
  phone: '+91 00000 00000',
  fssaiLicence: '00000000000000',
  gstin: '24AAAAA0000A1Z8',
  grievanceOfficerName: 'Meera Shah',
  grievanceOfficerDesignation: 'Grievance Officer',
  grievanceOfficerEmail: 'grievance@toomore.example',
  grievanceOfficerPhone: '+91 00000 00001',
  mapsUrl: 'https://www.google.com/maps/search/?api=1&query=Jetpur+Gujarat+360370',
  social: [
    { id: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/' },
    { id: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/' },
    { id: 'youtube', label: 'YouTube', href: 'https://www.youtube.com/' },
    { id: 'whatsapp', label: 'WhatsApp', href: 'https://wa.me/' },
    { id: 'x', label: 'X', href: 'https://x.com/' },
  ],
};

/** The social networks the footer has a translated label for (footer.social.<id>). */
export const SOCIAL_IDS = ['facebook', 'instagram', 'youtube', 'whatsapp', 'x'] as const;

const TEXT_FIELDS = {
  COMPANY_LEGAL_NAME: 'legalName',
  COMPANY_STREET: 'street',
  COMPANY_CITY: 'city',
  COMPANY_REGION: 'region',
  COMPANY_POSTAL_CODE: 'postalCode',
  COMPANY_EMAIL: 'email',
  COMPANY_PHONE: 'phone',
  COMPANY_FSSAI_LICENCE: 'fssaiLicence',
  COMPANY_GSTIN: 'gstin',
  COMPANY_GRIEVANCE_OFFICER_NAME: 'grievanceOfficerName',
  COMPANY_GRIEVANCE_OFFICER_DESIGNATION: 'grievanceOfficerDesignation',
  COMPANY_GRIEVANCE_OFFICER_EMAIL: 'grievanceOfficerEmail',
  COMPANY_GRIEVANCE_OFFICER_PHONE: 'grievanceOfficerPhone',
} as const;

/**
 * The facts with the operator's COMPANY_* overrides; every problem goes to
 * `problems` (the server then refuses to start with all of them listed).
 */
export function readCompanyFacts(env: Record<string, string | undefined>, problems: string[]): CompanyFacts {
  const facts: CompanyFacts = { ...SAMPLE_COMPANY, social: [...SAMPLE_COMPANY.social] };
  for (const [name, field] of Object.entries(TEXT_FIELDS)) {
    const value = env[name]?.trim();
    if (!value) continue;
    if (value.length > 200) problems.push(`${name} must be at most 200 characters`);
    facts[field] = value;
  }
  if (env.COMPANY_FSSAI_LICENCE?.trim() && !/^\d{14}$/.test(facts.fssaiLicence)) problems.push('COMPANY_FSSAI_LICENCE must be the 14-digit FSSAI licence number');
  if (env.COMPANY_PHONE?.trim() && !/^\+?[\d\s()-]{6,20}$/.test(facts.phone)) problems.push('COMPANY_PHONE must be a phone number such as +91 98765 43210');
  if (env.COMPANY_EMAIL?.trim() && !isEmail(facts.email)) problems.push('COMPANY_EMAIL must be an email address');
  // The GSTIN is checked to its check character by the backend's settings (shared/gstin.ts, sellerGstinProblem): kept out of this module, which the browser loads.
  if (env.COMPANY_GRIEVANCE_OFFICER_EMAIL?.trim() && !isEmail(facts.grievanceOfficerEmail)) problems.push('COMPANY_GRIEVANCE_OFFICER_EMAIL must be an email address');
  if (env.COMPANY_GRIEVANCE_OFFICER_PHONE?.trim() && !/^\+?[\d\s()-]{6,20}$/.test(facts.grievanceOfficerPhone)) {
    problems.push('COMPANY_GRIEVANCE_OFFICER_PHONE must be a phone number such as +91 98765 43210');
  }
  const social = env.COMPANY_SOCIAL_LINKS?.trim();
  if (social) facts.social = readSocialLinks(social, problems);
  if (env.COMPANY_CITY?.trim() || env.COMPANY_POSTAL_CODE?.trim()) {
    facts.mapsUrl = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${facts.street}, ${facts.city} ${facts.postalCode}`)}`;
  }
  return facts;
}

/** 'facebook=https://…,instagram=https://…': known networks only, https only. */
function readSocialLinks(raw: string, problems: string[]): SocialLink[] {
  const links: SocialLink[] = [];
  for (const part of raw.split(',')) {
    const [id = '', ...rest] = part.split('=');
    const href = rest.join('=').trim();
    const known = SAMPLE_COMPANY.social.find((s) => s.id === id.trim());
    if (!known || !/^https:\/\/[^\s"<>]+$/.test(href)) {
      problems.push(`COMPANY_SOCIAL_LINKS: "${part.trim()}" must be <${SOCIAL_IDS.join('|')}>=https://…`);
      continue;
    }
    links.push({ ...known, href });
  }
  return links;
}

/** tel: link of a phone number as written. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
