// The facts the corporate copy names with {{placeholders}} (docs/content.md),
// built from the modules where they live, and the resolution of a content file
// against them. Node only at run time: the server's reader, the build (which
// resolves the browser's chunks) and the schema use it; the browser's code
// never carries it.
import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { CARD_BRAND_NAMES } from '../card';
import { DELIVERY_HOURS, HINDI_FACTS, MAILBOXES } from '../copy-facts';
import { NAMED_INVOICE_FROM, RETENTION_MONTHS } from '../data-retention';
import { formatINRShort } from '../money';
import { COUPON_CODE, COUPON_PERCENT, FREE_SHIPPING_FROM, SHIPPING_FEE } from '../pricing';
import { COMPANY, DELIVERY, DELIVERY_DAYS } from '../site';
import { contentLanguage, type ContentReader } from './index';

/** The facts the copy may name, as `lng` writes them. */
export function contentFacts(lng: string): Record<string, string> {
  const hindi = contentLanguage(lng) === 'hi';
  const place = hindi ? HINDI_FACTS : COMPANY;
  return {
    'company.legalName': COMPANY.legalName,
    'company.email': COMPANY.email,
    'company.phone': COMPANY.phone,
    'company.street': place.street,
    'company.city': place.city,
    'company.region': place.region,
    'company.postalCode': COMPANY.postalCode,
    'company.address': `${place.street}, ${place.city}, ${place.region} ${COMPANY.postalCode}`,
    'company.grievanceOfficerName': COMPANY.grievanceOfficerName,
    'company.grievanceOfficerDesignation': COMPANY.grievanceOfficerDesignation,
    'company.grievanceOfficerEmail': COMPANY.grievanceOfficerEmail,
    'company.grievanceOfficerPhone': COMPANY.grievanceOfficerPhone,
    ...Object.fromEntries(Object.entries(MAILBOXES).map(([name, address]) => [`email.${name}`, address])),
    'delivery.city': hindi ? HINDI_FACTS.city : DELIVERY.city,
    'delivery.pinCode': DELIVERY.pinCode,
    'delivery.hours': hindi ? HINDI_FACTS.hours : DELIVERY_HOURS,
    'delivery.daysFrom': String(DELIVERY_DAYS.from),
    'delivery.daysTo': String(DELIVERY_DAYS.to),
    'shipping.fee': formatINRShort(SHIPPING_FEE, lng),
    'shipping.freeFrom': formatINRShort(FREE_SHIPPING_FROM, lng),
    'coupon.code': COUPON_CODE,
    'coupon.percent': `${COUPON_PERCENT}%`,
    'payment.cardBrands': Object.values(CARD_BRAND_NAMES).join(', '),
    'invoice.namedFrom': formatINRShort(NAMED_INVOICE_FROM, lng),
    'invoice.retentionMonths': String(RETENTION_MONTHS),
  };
}

export const FACT_NAMES: readonly string[] = Object.keys(contentFacts('en'));
/** {{name}} or {{name, formatter}}. */
export const PLACEHOLDER = /\{\{\s*([\w.]+)\s*(?:,\s*(\w+)\s*)?\}\}/g;
const FORMAT: Record<string, (value: string) => string> = { lowercase: (value) => value.toLowerCase() };
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
export function resolveContentFile(json: unknown, lng: string, where: string): unknown {
  return resolveFacts(json, contentFacts(lng), where);
}

/** The server's reader: the files under `localesDir`, read with fs and resolved. */
export function readContentFiles(localesDir: string): ContentReader {
  return async (lng, file) => {
    const where = path.join(localesDir, lng, 'content', `${file}.json`);
    return resolveContentFile(JSON.parse(await readFile(where, 'utf8')), lng, where);
  };
}
