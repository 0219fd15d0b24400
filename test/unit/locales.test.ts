// Every language file has exactly English's keys, keeps every {{placeholder}}
// and is a translation, not a copy. Plural keys (_one, _other, ...) follow each
// language's own plural categories, so they are compared by base key.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, SUPPORTED_CODES } from '../../shared/languages';
import { COMPLETE_LANGUAGES, audit, placeholders } from '../../scripts/i18n/audit';

type Dict = { [key: string]: string | Dict };
const dir = path.resolve('locales');
const load = (lng: string) => JSON.parse(readFileSync(path.join(dir, lng, 'translation.json'), 'utf8')) as Dict;

const PLURAL = /_(zero|one|two|few|many|other)$/;

function flatten(d: Dict, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(d)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else for (const [kk, vv] of flatten(v, key)) out.set(kk, vv);
  }
  return out;
}

const baseKeys = (m: Map<string, string>) => new Set([...m.keys()].map((k) => k.replace(PLURAL, '')));

/** Strings that may read the same as English: brand and product names, and language names (Hindi is "Hindi" in many languages). */
const SAME_EVERYWHERE = /^(products\.[\w-]+\.displayName|footer\.social\.(facebook|instagram|youtube|whatsapp|x)|language\.\w+)$/;

/**
 * The spec's keys (welcome, navbar, language names, login, signup, logout, the
 * settings texts) plus the loading and offline texts: every language has them.
 * Other keys fall back to English until the translation issue completes them.
 */
const CORE_KEYS = /^(welcome|navbar\.\w+|language\.\w+|login|signup|logout|settings\.\w+|i18n\.loading|offline\.\w+)$/;

const english = flatten(load(DEFAULT_LANGUAGE));
const others = SUPPORTED_CODES.filter((c) => c !== DEFAULT_LANGUAGE);

describe('locale files', () => {
  it('exist for exactly the 35 supported languages', () => {
    expect(readdirSync(dir).sort()).toEqual([...SUPPORTED_CODES].sort());
  });

  describe.each(others)('%s', (lng) => {
    const dict = flatten(load(lng));

    it('has the core keys of the spec and no key English lacks', () => {
      const mine = baseKeys(dict);
      const theirs = baseKeys(english);
      const core = [...theirs].filter((k) => CORE_KEYS.test(k));
      expect(core.length).toBeGreaterThan(50);
      expect(core.filter((k) => !mine.has(k)), 'missing core keys').toEqual([]);
      expect([...mine].filter((k) => !theirs.has(k)), 'extra keys').toEqual([]);
    });

    it('keeps every interpolation placeholder', () => {
      for (const [key, value] of dict) {
        const source = english.get(key) ?? english.get(key.replace(PLURAL, '_other'));
        if (source === undefined) continue;
        // A plural form may spell its number out ("منتجان", two products) instead of {{count}}.
        const drop = (list: string[]) => (PLURAL.test(key) ? list.filter((p) => p !== 'count') : list);
        expect(drop(placeholders(value)), `${lng}:${key}`).toEqual(drop(placeholders(source)));
      }
    });

    it('is translated, not English copied', () => {
      const copied = [...dict].filter(([key, value]) => !SAME_EVERYWHERE.test(key) && english.get(key) === value && /[a-z]{3}/i.test(value));
      // A few strings are legitimately identical (e.g. "Menu" in German); the bulk must differ.
      expect(copied.length / dict.size, copied.map(([k]) => k).join(', ')).toBeLessThan(0.08);
    });
  });

  // Languages whose translation is finished must stay finished: every key English
  // has, the plural forms their own rules need, the same placeholders, no copies.
  describe.each(COMPLETE_LANGUAGES.map((l) => [l]))('%s (complete)', (lng) => {
    it('lacks nothing English has and breaks nothing', () => {
      const a = audit(lng);
      expect({ missing: a.missing, extra: a.extra, plurals: a.plurals, placeholders: a.placeholders, copied: a.copied }).toEqual({
        missing: [],
        extra: [],
        plurals: [],
        placeholders: [],
        copied: [],
      });
    });
  });
});
