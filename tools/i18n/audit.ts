// What a language file lacks or breaks compared with English: missing keys,
// extra keys, plural forms the language's own plural rules need, changed
// {{placeholders}} and strings copied from English. Used by the locale test
// and by `npx tsx scripts/i18n/check.ts <lng...>`.
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { ADMIN_LANGUAGES } from '../../shared/admin-routes';

export type Dict = { [key: string]: string | Dict };

export const LOCALES_DIR = path.resolve(import.meta.dirname, '../../locales');
export const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Strings that may read the same as English: brand and product names, social networks, language names. */
export const SAME_EVERYWHERE = /^(products\.[\w-]+\.(displayName|name)|footer\.social\.\w+|language\.\w+|brand\.content\..*)$/;

/**
 * Keys that may fall back to English (documented in docs/content.md): none today;
 * the long-form corporate text lives in shared/content, not in these files.
 */
export const FALLBACK_KEYS: RegExp | null = null;

/** The back office's words: in English and Hindi (shared/admin-routes.ts ADMIN_LANGUAGES), the languages its staff read; it shows no other. */
const BACK_OFFICE_KEYS = /^admin\./;
const needsKey = (lng: string, key: string) => !BACK_OFFICE_KEYS.test(key) || ADMIN_LANGUAGES.includes(lng);

export function loadLocale(lng: string): Dict {
  return JSON.parse(readFileSync(path.join(LOCALES_DIR, lng, 'translation.json'), 'utf8')) as Dict;
}

export function flatten(d: Dict, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(d)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else for (const [kk, vv] of flatten(v, key)) out.set(kk, vv);
  }
  return out;
}

export const placeholders = (s: string) => [...s.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1] ?? '').sort();

export function pluralCategories(lng: string): string[] {
  return [...new Intl.PluralRules(lng).resolvedOptions().pluralCategories].sort();
}

export interface Audit {
  missing: string[];
  extra: string[];
  plurals: string[];
  placeholders: string[];
  copied: string[];
  total: number;
}

export function audit(lng: string, english = flatten(loadLocale('en')), dict = flatten(loadLocale(lng))): Audit {
  const enBases = new Set([...english.keys()].map((k) => k.replace(PLURAL, '')));
  const pluralBases = new Set([...english.keys()].filter((k) => PLURAL.test(k)).map((k) => k.replace(PLURAL, '')));
  const result: Audit = { missing: [], extra: [], plurals: [], placeholders: [], copied: [], total: dict.size };
  for (const key of english.keys()) {
    if (PLURAL.test(key)) continue;
    if (!dict.has(key) && !FALLBACK_KEYS?.test(key) && needsKey(lng, key)) result.missing.push(key);
  }
  const wanted = pluralCategories(lng);
  for (const base of pluralBases) {
    if (!needsKey(lng, base)) continue;
    const have = wanted.filter((c) => dict.has(`${base}_${c}`));
    if (have.length !== wanted.length) result.plurals.push(`${base} needs _${wanted.join(', _')}`);
  }
  for (const [key, value] of dict) {
    const base = key.replace(PLURAL, '');
    if (!enBases.has(base) || (PLURAL.test(key) && !pluralBases.has(base))) {
      result.extra.push(key);
      continue;
    }
    const category = PLURAL.exec(key)?.[1];
    if (category !== undefined && !wanted.includes(category)) result.extra.push(key);
    const source = english.get(key) ?? english.get(`${base}_other`);
    if (source === undefined) continue;
    const expected = placeholders(source).filter((p) => p !== 'count');
    const got = placeholders(value).filter((p) => p !== 'count');
    // {{count}} may be written out as a word in some forms ("one item"); everything else must stay.
    if (JSON.stringify([...new Set(expected)]) !== JSON.stringify([...new Set(got)])) result.placeholders.push(key);
    if (!SAME_EVERYWHERE.test(key) && source === value && /[a-z]{3}/i.test(value)) result.copied.push(key);
  }
  return result;
}
