// Merges flat translations (full key → text, as written by todo.ts) into
// locales/<lng>/translation.json, in English's key order; plural keys follow the
// language's own categories. `npx tsx scripts/i18n/apply.ts <lng> <file.json...>`
// Then check with `npx tsx scripts/i18n/check.ts <lng>`.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { type Dict, flatten, loadLocale, LOCALES_DIR, PLURAL, pluralCategories } from '../../tools/i18n/audit';

const [lng, ...files] = process.argv.slice(2);
if (!lng || !files.length) {
  console.error('usage: apply.ts <lng> <file.json...>');
  process.exit(2);
}
const current = flatten(loadLocale(lng));
for (const file of files) {
  const flat = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  for (const [key, value] of Object.entries(flat)) if (typeof value === 'string' && value.trim()) current.set(key, value);
}

const categories = pluralCategories(lng);
function rebuild(en: Dict, prefix = ''): Dict {
  const out: Dict = {};
  for (const [key, value] of Object.entries(en)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value !== 'string') {
      const sub = rebuild(value, full);
      if (Object.keys(sub).length) out[key] = sub;
    } else if (PLURAL.test(key)) {
      const base = key.replace(PLURAL, '');
      const localBase = base.split('.').at(-1) ?? base;
      for (const cat of categories) {
        const text = current.get(`${prefix ? `${prefix}.` : ''}${localBase}_${cat}`);
        if (text !== undefined && !(`${localBase}_${cat}` in out)) out[`${localBase}_${cat}`] = text;
      }
    } else {
      const text = current.get(full);
      if (text !== undefined) out[key] = text;
    }
  }
  return out;
}
const next = rebuild(loadLocale('en'));
writeFileSync(path.join(LOCALES_DIR, lng, 'translation.json'), `${JSON.stringify(next, null, 2)}\n`);
console.log(`${lng}: ${flatten(next).size} strings written`);
