// The facts the corporate copy names (locales/<lng>/content/*.json, as
// {{placeholders}}: docs/content.md) that the shop's interface does not, kept
// apart from shared/site.ts so the first page's JavaScript does not carry them.
import { COMPANY } from './site';

/** Delivery hours, every day: from OPENS in the morning to CLOSES in the evening. */
const OPENS = '07:00';
const CLOSES = '09:00';
export const DELIVERY_HOURS = `Everyday ${OPENS} AM - ${CLOSES} PM`;

/** The company's mailboxes besides its care address, named in the corporate copy ({{email.<name>}}): at the domain of that address. */
export function mailboxes(careEmail: string) {
  const domain = careEmail.slice(careEmail.indexOf('@') + 1);
  return {
    privacy: `privacy@${domain}`,
    distributors: `distributors@${domain}`,
    investors: `investors@${domain}`,
    press: `press@${domain}`,
    shares: `shares@${domain}`,
    foundation: `foundation@${domain}`,
  };
}

/** The sample company's mailboxes. */
export const MAILBOXES = mailboxes(COMPANY.email);

/** The sample company's facts that are words, as the Hindi edition of the corporate copy writes them (the same placeholders resolve to these there while the operator keeps the sample's). */
export const HINDI_FACTS = {
  street: 'प्लॉट 14, जीआईडीसी औद्योगिक क्षेत्र, धोराजी रोड',
  /** The company's city, which is also the delivery city. */
  city: 'जेतपुर',
  region: 'गुजरात',
  hours: `प्रतिदिन सुबह ${OPENS} बजे से रात ${CLOSES} बजे तक`,
} as const;
