// The facts the corporate copy names with {{placeholders}} (docs/content.md),
// built from the modules where they live, and the resolution of a content file
// against them. Node only: the server resolves every file with the operator's
// company facts at start and serves them (server/content-route.ts); the schema
// check uses it too; the browser's code never carries it.
import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { CARD_BRAND_NAMES } from '../card';
import type { CompanyFacts } from '../company';
import { DELIVERY_HOURS, deliveryHoursIn, HINDI_FACTS, mailboxes } from '../copy-facts';
import { NAMED_INVOICE_FROM, RETENTION_MONTHS } from '../data-retention';
import { deliverySpan } from '../delivery';
import { cutoffTimeText } from '../delivery-day';
import { RESET_CODE_MINUTES, SESSION_DAYS, SIGN_UP_CODE_HOURS } from '../lifetimes';
import { formatINRShort } from '../money';
import { COUPON_CODE, COUPON_PERCENT, FREE_SHIPPING_FROM, SHIPPING_FEE } from '../pricing';
import { COMPANY, DELIVERY } from '../site';
import { contentLanguage, type ContentReader } from './index';

/**
 * The facts the copy may name, as `lng` writes them, for `company` (the
 * operator's COMPANY_* facts; the sample's by default). The Hindi edition
 * writes the sample's place names in Devanagari; a place the operator set is
 * shown as set.
 */
export function contentFacts(lng: string, company: CompanyFacts = COMPANY): Record<string, string> {
  const hindi = contentLanguage(lng) === 'hi';
  const word = (field: 'street' | 'city' | 'region') => (hindi && company[field] === COMPANY[field] ? HINDI_FACTS[field] : company[field]);
  const place = { street: word('street'), city: word('city'), region: word('region') };
  return {
    'company.legalName': company.legalName,
    'company.email': company.email,
    'company.phone': company.phone,
    'company.street': place.street,
    'company.city': place.city,
    'company.region': place.region,
    'company.postalCode': company.postalCode,
    'company.address': `${place.street}, ${place.city}, ${place.region} ${company.postalCode}`,
    'company.grievanceOfficerName': company.grievanceOfficerName,
    'company.grievanceOfficerDesignation': company.grievanceOfficerDesignation,
    'company.grievanceOfficerEmail': company.grievanceOfficerEmail,
    'company.grievanceOfficerPhone': company.grievanceOfficerPhone,
    ...Object.fromEntries(Object.entries(mailboxes(company.email)).map(([name, address]) => [`email.${name}`, address])),
    'delivery.city': hindi ? HINDI_FACTS.city : DELIVERY.city,
    'delivery.pinCode': DELIVERY.pinCode,
    'delivery.hours': hindi ? HINDI_FACTS.hours : contentLanguage(lng) === 'en' ? DELIVERY_HOURS : deliveryHoursIn(lng),
    'delivery.daysFrom': String(deliverySpan().from),
    'delivery.daysTo': String(deliverySpan().to),
    'delivery.cutoff': cutoffTimeText(lng),
    'shipping.fee': formatINRShort(SHIPPING_FEE, lng),
    'shipping.freeFrom': formatINRShort(FREE_SHIPPING_FROM, lng),
    'coupon.code': COUPON_CODE,
    'coupon.percent': `${COUPON_PERCENT}%`,
    'payment.cardBrands': Object.values(CARD_BRAND_NAMES).join(', '),
    'invoice.namedFrom': formatINRShort(NAMED_INVOICE_FROM, lng),
    'invoice.retentionMonths': String(RETENTION_MONTHS),
    'lifetime.sessionDays': String(SESSION_DAYS),
    'lifetime.signUpCodeHours': String(SIGN_UP_CODE_HOURS),
    'lifetime.resetCodeMinutes': String(RESET_CODE_MINUTES),
  };
}

export const FACT_NAMES: readonly string[] = Object.keys(contentFacts('en'));
/** {{name}} or {{name, formatter}}. */
export const PLACEHOLDER = /\{\{\s*([\w.]+)\s*(?:,\s*(\w+)\s*)?\}\}/g;
// Only the first letter: a fact in mid-sentence ("…, everyday 07:00 AM"), not its nouns (German "Uhr").
const FORMAT: Record<string, (value: string) => string> = { lowercase: (value) => value.charAt(0).toLowerCase() + value.slice(1) };
export const FORMATTERS: readonly string[] = Object.keys(FORMAT);

/** Every string in a parsed file with its placeholders replaced by the facts. */
export function resolveFacts<T>(value: T, facts: Record<string, string>, where: string): T {
  if (typeof value === 'string') {
    return value.replace(PLACEHOLDER, (whole, name: string, format?: string) => {
      const fact = facts[name];
      const formatter = format ? FORMAT[format] : (v: string) => v;
      if (fact === undefined || !formatter) throw new Error(`${where}: unknown placeholder ${whole}`);
      return formatter(fact);
    }) as T;
  }
  if (Array.isArray(value)) return value.map((v: unknown) => resolveFacts(v, facts, where)) as T;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveFacts(v, facts, where)])) as T;
  return value;
}

/** A content file's facts resolved for the edition it belongs to: locales/<lng>/content/<file>.json. */
export function resolveContentFile(json: unknown, lng: string, where: string, company: CompanyFacts = COMPANY): unknown {
  return resolveFacts(json, contentFacts(lng, company), where);
}

/** The server's reader: the files under `localesDir`, read with fs and resolved. */
export function readContentFiles(localesDir: string, company: CompanyFacts = COMPANY): ContentReader {
  return async (lng, file) => {
    const where = path.join(localesDir, lng, 'content', `${file}.json`);
    return resolveContentFile(JSON.parse(await readFile(where, 'utf8')), lng, where, company);
  };
}
