// Keeps the 34 translation files in step with English:
// - language names (the `language` map) come from CLDR through Intl.DisplayNames
//   where the file has none yet (Sanskrit, which CLDR barely covers, borrows the
//   Devanagari names of Hindi);
// - the core strings of scripts/i18n/core-translations.tsv fill missing keys;
// - keys English no longer has are removed; order follows English.
// Prints the keys each language still lacks. `npx tsx scripts/i18n/sync-locales.ts`
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { DEFAULT_LANGUAGE, SUPPORTED_CODES } from '../../shared/languages';

type Dict = { [key: string]: string | Dict };
const root = path.resolve(import.meta.dirname, '../..');
const file = (lng: string) => path.join(root, 'locales', lng, 'translation.json');
const english = JSON.parse(readFileSync(file(DEFAULT_LANGUAGE), 'utf8')) as Dict;

const [headerLine = '', ...rows] = readFileSync(path.join(import.meta.dirname, 'core-translations.tsv'), 'utf8')
  .trim()
  .split('\n');
const header = headerLine.split('\t').slice(1);
const core = new Map<string, Map<string, string>>();
for (const line of rows) {
  const [key = '', ...values] = line.split('\t');
  header.forEach((lng, i) => {
    let texts = core.get(lng);
    if (!texts) {
      texts = new Map();
      core.set(lng, texts);
    }
    const value = values[i];
    if (value) texts.set(key, value);
  });
}

function languageName(lng: string, code: string): string | undefined {
  const name = new Intl.DisplayNames([lng], { type: 'language', fallback: 'none' }).of(code);
  if (name && name !== code) return name.charAt(0).toLocaleUpperCase(lng) + name.slice(1);
  return lng === 'sa' ? languageName('hi', code) : undefined;
}

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** English's shape, filled from the existing file, then the core table, then CLDR. */
function rebuild(en: Dict, existing: Dict, lng: string, prefix = ''): Dict {
  const out: Dict = {};
  for (const [key, value] of Object.entries(en)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') {
      const base = key.replace(PLURAL, '');
      if (PLURAL.test(key)) {
        // Plural forms follow the language's own categories: keep whatever it has.
        for (const [k, v] of Object.entries(existing)) if (k.replace(PLURAL, '') === base && typeof v === 'string') out[k] = v;
        continue;
      }
      const own = existing[key];
      const fill = typeof own === 'string' ? own : (core.get(lng)?.get(full) ?? (prefix === 'language' ? languageName(lng, key) : undefined));
      if (fill !== undefined) out[key] = fill;
    } else {
      const sub = rebuild(value, (existing[key] as Dict | undefined) ?? {}, lng, full);
      if (Object.keys(sub).length) out[key] = sub;
    }
  }
  return out;
}

function missing(en: Dict, dict: Dict, prefix = ''): string[] {
  return Object.entries(en).flatMap(([key, value]) => {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value !== 'string') return missing(value, (dict[key] as Dict | undefined) ?? {}, full);
    if (PLURAL.test(key)) return Object.keys(dict).some((k) => k.replace(PLURAL, '') === key.replace(PLURAL, '')) ? [] : [full];
    return typeof dict[key] === 'string' ? [] : [full];
  });
}

for (const lng of SUPPORTED_CODES.filter((c) => c !== DEFAULT_LANGUAGE)) {
  const existing = existsSync(file(lng)) ? (JSON.parse(readFileSync(file(lng), 'utf8')) as Dict) : {};
  const next = rebuild(english, existing, lng);
  mkdirSync(path.dirname(file(lng)), { recursive: true });
  writeFileSync(file(lng), `${JSON.stringify(next, null, 2)}\n`);
  const gaps = missing(english, next);
  console.log(`${lng.padEnd(4)} ${gaps.length ? `${gaps.length} missing` : 'complete'}`);
}
