// How a language's edition of the corporate pages compares with English
// (locales/<lng>/content/*.json against locales/en/content/): the same files,
// the same blocks and items in the same order, the fixed fields (kinds, dates,
// ids, links, form names) unchanged, the same {{placeholders}} in every text,
// and the text translated: a text left as the English one counts as copied
// unless it has no words to translate (a figure, a name, a link).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { PLACEHOLDER } from '../../shared/content/facts';
import { contentFileProblems } from '../../shared/content/schema';
import { DELIVERY_HOURS, HINDI_FACTS, MAILBOXES } from '../../shared/copy-facts';
import { formatINRShort } from '../../shared/money';
import { COUPON_CODE, COUPON_PERCENT, FREE_SHIPPING_FROM, SHIPPING_FEE } from '../../shared/pricing';
import { COMPANY, DELIVERY } from '../../shared/site';

const FACT_LITERALS = [
  COMPANY.email,
  ...Object.values(MAILBOXES),
  COMPANY.legalName,
  COMPANY.street,
  COMPANY.phone,
  COMPANY.postalCode,
  DELIVERY.pinCode,
  DELIVERY.city,
  DELIVERY_HOURS,
  HINDI_FACTS.street,
  HINDI_FACTS.city,
  HINDI_FACTS.hours,
  COUPON_CODE,
  formatINRShort(SHIPPING_FEE, 'en'), // '₹50' ('50' alone is too common a number)
  formatINRShort(FREE_SHIPPING_FROM, 'en'),
  formatINRShort(FREE_SHIPPING_FROM, 'en').replace('₹', ''),
  String(FREE_SHIPPING_FROM / 100),
  '07:00',
  '09:00',
  '@',
];

/**
 * The facts a content file types instead of naming them with a placeholder
 * (an address, an email, the fee, the threshold, the coupon and its percent,
 * the city, the PIN, the hours): each is data in code, and a typed copy would
 * go stale. A number counts only where it stands alone ('5,000', not '85,000');
 * the percent not in a range ('20–30%').
 */
export function typedFacts(json: string): string[] {
  const typed = (literal: string) => new RegExp(`(?<![\\d,.])${literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\d])`);
  const found = FACT_LITERALS.filter((literal) => typed(literal).test(json));
  if (new RegExp(`(?<![\\d–-])${String(COUPON_PERCENT)}\\s?%`).test(json)) found.push(`${String(COUPON_PERCENT)}%`);
  return found;
}

/** Fields that are data, not copy: identical in every edition. */
const FIXED = new Set(['routeId', 'kind', 'date', 'type', 'form', 'id', 'href', 'sampleNotice']);

export interface ContentAudit {
  problems: string[];
  /** Text fields still as in English, by file. */
  copied: string[];
  texts: number;
}

// By name: a formatter (lowercase) may not apply in a script without case.
const placeholders = (s: string) => [...s.matchAll(PLACEHOLDER)].map((m) => `{{${m[1] ?? ''}}}`).sort();

/** Whether a text needs translating at all: it has a word of three letters or more once placeholders, figures and links are gone. */
export function hasWords(s: string): boolean {
  return /\p{L}{3,}/u.test(s.replace(PLACEHOLDER, ' ').replace(/https?:\/\/\S+|\S+@\S+/g, ' '));
}

function compare(en: unknown, other: unknown, at: string, out: ContentAudit): void {
  if (typeof en === 'string') {
    if (typeof other !== 'string') {
      out.problems.push(`${at}: must be text`);
      return;
    }
    const key =
      at
        .split('.')
        .at(-1)
        ?.replace(/\[\d+\]$/, '') ?? '';
    if (FIXED.has(key)) {
      if (other !== en) out.problems.push(`${at}: must stay "${en}" (data, not copy)`);
      return;
    }
    out.texts++;
    if (JSON.stringify(placeholders(en)) !== JSON.stringify(placeholders(other))) {
      out.problems.push(`${at}: placeholders ${placeholders(other).join(' ') || 'none'} instead of ${placeholders(en).join(' ') || 'none'}`);
    }
    if (other === en && hasWords(en)) out.copied.push(at);
    return;
  }
  if (Array.isArray(en)) {
    if (!Array.isArray(other) || other.length !== en.length) {
      out.problems.push(`${at}: must be a list of ${String(en.length)} like English`);
      return;
    }
    en.forEach((item, i) => compare(item, other[i], `${at}[${String(i)}]`, out));
    return;
  }
  if (en && typeof en === 'object') {
    if (!other || typeof other !== 'object' || Array.isArray(other)) {
      out.problems.push(`${at}: must be an object`);
      return;
    }
    const a = Object.keys(en).sort();
    const b = Object.keys(other).sort();
    if (JSON.stringify(a) !== JSON.stringify(b)) out.problems.push(`${at}: fields ${b.join(',')} instead of ${a.join(',')}`);
    for (const k of a) compare((en as Record<string, unknown>)[k], (other as Record<string, unknown>)[k], `${at}.${k}`, out);
    return;
  }
  if (other !== en) out.problems.push(`${at}: must stay ${JSON.stringify(en)}`);
}

/** The audit of one language's edition under `localesDir`. */
export function auditContent(localesDir: string, lng: string): ContentAudit {
  const out: ContentAudit = { problems: [], copied: [], texts: 0 };
  const enDir = path.join(localesDir, 'en', 'content');
  const dir = path.join(localesDir, lng, 'content');
  const files = readdirSync(enDir).filter((f) => f.endsWith('.json'));
  const have = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')) : [];
  for (const extra of have.filter((f) => !files.includes(f))) out.problems.push(`${lng}/content/${extra}: no such English page`);
  for (const file of files) {
    const shown = `${lng}/content/${file}`;
    if (!have.includes(file)) {
      out.problems.push(`${shown}: missing`);
      continue;
    }
    let json: unknown;
    try {
      json = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
    } catch (error) {
      out.problems.push(`${shown}: not JSON: ${(error as Error).message}`);
      continue;
    }
    out.problems.push(...contentFileProblems(`locales/${shown}`, json));
    for (const fact of typedFacts(readFileSync(path.join(dir, file), 'utf8'))) out.problems.push(`${shown}: types "${fact}": name it with its placeholder, as English does`);
    compare(JSON.parse(readFileSync(path.join(enDir, file), 'utf8')), json, shown, out);
  }
  return out;
}
