// The facts the corporate copy names (locales/<lng>/content/*.json, as
// {{placeholders}}: docs/content.md) that the shop's interface does not, kept
// apart from shared/site.ts so the first page's JavaScript does not carry them.
import { dateTimeFormat } from './intl';
import { localeOf } from './languages';
import { COMPANY } from './site';

/** Delivery hours, every day: from OPENS in the morning to CLOSES in the evening. */
const OPENS = '07:00';
const CLOSES = '09:00';
export const DELIVERY_HOURS = `Everyday ${OPENS} AM - ${CLOSES} PM`;

/**
 * The delivery hours as a language writes a span of time (Intl: '07:00–21:00',
 * '7:00 – 21:00 Uhr', '上午7:00至晚上9:00'): English and Hindi have their own
 * sentence (DELIVERY_HOURS, HINDI_FACTS.hours); the others' copy introduces it.
 */
export function deliveryHoursIn(lng: string): string {
  const at = (time: string, pm: boolean) => {
    const [hours = 0, minutes = 0] = time.split(':').map(Number);
    return new Date(Date.UTC(2026, 0, 1, (hours % 12) + (pm ? 12 : 0), minutes));
  };
  return dateTimeFormat(localeOf(lng), { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).formatRange(at(OPENS, false), at(CLOSES, true));
}

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
