import { describe, expect, it } from 'vitest';

import { readCompanyFacts, SAMPLE_COMPANY, telHref } from './company';
import { gstStateCode, isGstin } from './gstin';

const read = (env: Record<string, string>) => {
  const problems: string[] = [];
  return { facts: readCompanyFacts(env, problems), problems };
};

describe('company facts', () => {
  it('are the samples when the operator sets nothing', () => {
    expect(read({})).toEqual({ facts: SAMPLE_COMPANY, problems: [] });
    expect(SAMPLE_COMPANY.fssaiLicence).toMatch(/^\d{14}$/);
  });

  it('take the operator’s COMPANY_* values', () => {
    const { facts, problems } = read({
      COMPANY_FSSAI_LICENCE: '10020042007183',
      COMPANY_PHONE: '+91 98765 43210',
      COMPANY_EMAIL: 'hello@toomore.in',
      COMPANY_CITY: 'Rajkot',
      COMPANY_SOCIAL_LINKS: 'instagram=https://www.instagram.com/toomore, x=https://x.com/toomore',
    });
    expect(problems).toEqual([]);
    expect(facts).toMatchObject({ fssaiLicence: '10020042007183', phone: '+91 98765 43210', email: 'hello@toomore.in', city: 'Rajkot', street: SAMPLE_COMPANY.street });
    expect(facts.social).toEqual([
      { id: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/toomore' },
      { id: 'x', label: 'X', href: 'https://x.com/toomore' },
    ]);
    expect(facts.mapsUrl).toContain('Rajkot');
  });

  it('list every bad value', () => {
    const { problems } = read({
      COMPANY_FSSAI_LICENCE: '1234',
      COMPANY_PHONE: 'call us',
      COMPANY_EMAIL: 'nope',
      COMPANY_SOCIAL_LINKS: 'myspace=https://myspace.com,facebook=javascript:alert(1)',
    });
    expect(problems).toHaveLength(5);
    expect(problems[0]).toContain('COMPANY_FSSAI_LICENCE');
  });

  it('dials a phone number as written', () => {
    expect(telHref('+91 98765-43210')).toBe('tel:+919876543210');
  });
});

describe('the GST and grievance-officer facts', () => {
  it('take the operator values and refuse malformed ones', () => {
    const ok = read({ COMPANY_GSTIN: '27AAPFU0939F1ZV', COMPANY_GRIEVANCE_OFFICER_NAME: 'R. Iyer', COMPANY_GRIEVANCE_OFFICER_EMAIL: 'officer@shop.in' });
    expect(ok.problems).toEqual([]);
    expect(ok.facts.gstin).toBe('27AAPFU0939F1ZV');
    expect(gstStateCode(ok.facts.gstin)).toBe('27');
    expect(ok.facts.grievanceOfficerName).toBe('R. Iyer');
    const bad = read({ COMPANY_GRIEVANCE_OFFICER_EMAIL: 'nobody', COMPANY_GRIEVANCE_OFFICER_PHONE: 'call me' });
    expect(bad.problems).toHaveLength(2);
    // The sample passes its own check character (the backend's settings check an operator's: test/unit/backend-config.test.ts).
    expect(isGstin(SAMPLE_COMPANY.gstin)).toBe(true);
  });
});
