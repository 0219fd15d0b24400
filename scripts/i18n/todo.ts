// Writes what a language still lacks as flat JSON files a translator fills in:
// `npx tsx scripts/i18n/todo.ts <lng> <outDir> [parts=4]` → <outDir>/todo-1.json ...
// Each file maps a full key to the English text. Plural keys are listed once per
// category the language's own plural rules need (ru: _one, _few, _many, _other),
// each with the English text closest to it. Fill the values in place, then run
// scripts/i18n/apply.ts.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { audit, flatten, loadLocale, PLURAL, pluralCategories } from '../../tools/i18n/audit';

const [lng, outDir, partsArg] = process.argv.slice(2);
if (!lng || !outDir) {
  console.error('usage: todo.ts <lng> <outDir> [parts]');
  process.exit(2);
}
const english = flatten(loadLocale('en'));
const a = audit(lng);
const wanted = new Set([...a.missing, ...a.copied, ...a.placeholders]);
const pluralBases = new Set(a.plurals.map((p) => p.split(' ')[0] ?? p));
for (const key of a.placeholders) if (PLURAL.test(key)) pluralBases.add(key.replace(PLURAL, ''));

const todo: [string, string][] = [];
const seenPlural = new Set<string>();
for (const [key, value] of english) {
  if (PLURAL.test(key)) {
    const base = key.replace(PLURAL, '');
    if (!pluralBases.has(base) || seenPlural.has(base)) continue;
    seenPlural.add(base);
    for (const cat of pluralCategories(lng)) {
      const source = english.get(`${base}_${cat}`) ?? english.get(`${base}_${cat === 'one' ? 'one' : 'other'}`) ?? value;
      todo.push([`${base}_${cat}`, source]);
    }
  } else if (wanted.has(key)) todo.push([key, value]);
}

const parts = Math.max(1, Number(partsArg ?? 4));
const size = Math.ceil(todo.length / parts);
mkdirSync(outDir, { recursive: true });
for (let i = 0; i < parts; i++) {
  const slice = todo.slice(i * size, (i + 1) * size);
  if (!slice.length) break;
  writeFileSync(path.join(outDir, `todo-${i + 1}.json`), `${JSON.stringify(Object.fromEntries(slice), null, 1)}\n`);
}
console.log(`${lng}: ${todo.length} strings to translate in ${Math.min(parts, Math.ceil(todo.length / size))} files under ${outDir}`);
