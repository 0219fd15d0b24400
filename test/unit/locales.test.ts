// Every language file has exactly English's keys, keeps every {{placeholder}}
// and is a translation, not a copy. Plural keys (_one, _other, ...) follow each
// language's own plural categories, so they are compared by base key.
import { readdirSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { ADMIN_LANGUAGES } from '../../shared/admin-routes';
import { DEFAULT_LANGUAGE, SUPPORTED_CODES } from '../../shared/languages';
import { type Audit, audit, flatten, loadLocale } from '../../tools/i18n/audit';

const dir = path.resolve('locales');
const PLURAL = /_(zero|one|two|few|many|other)$/;
const baseKeys = (m: Map<string, string>) => new Set([...m.keys()].map((k) => k.replace(PLURAL, '')));
/** English's keys a language must have: the back office's (admin.*) only in the back office's languages. */
const requiredOf = (lng: string) => new Set([...baseKeys(english)].filter((k) => !k.startsWith('admin.') || ADMIN_LANGUAGES.includes(lng)));

const english = flatten(loadLocale(DEFAULT_LANGUAGE));
const others = SUPPORTED_CODES.filter((c) => c !== DEFAULT_LANGUAGE);

describe('locale files', () => {
  it('exist for exactly the 35 supported languages', () => {
    expect(readdirSync(dir).sort()).toEqual([...SUPPORTED_CODES].sort());
  });

  // Every language is translated in full and must stay so: every key English
  // has, the plural forms its own rules need, the same placeholders, no copies.
  describe.each(others)('%s', (lng) => {
    it('lacks nothing English has and breaks nothing', () => {
      const a = audit(lng);
      expect({ missing: a.missing, extra: a.extra, plurals: a.plurals, placeholders: a.placeholders, copied: a.copied }).toEqual({
        missing: [],
        extra: [],
        plurals: [],
        placeholders: [],
        copied: [],
      });
      expect(a.total).toBeGreaterThanOrEqual(requiredOf(lng).size);
    });
  });
});

describe('the locale audit', () => {
  const source = new Map([
    ['cart.title', 'Your Cart'],
    ['search.found_one', 'Found {{count}} juice for "{{query}}"'],
    ['search.found_other', 'Found {{count}} juices for "{{query}}"'],
    ['products.mango.displayName', 'Sun-Kissed Mango Bliss'],
  ]);
  const good = new Map([
    ['cart.title', 'Votre panier'],
    ['search.found_one', '{{count}} jus trouvé pour « {{query}} »'],
    ['search.found_many', '{{count}} de jus trouvés pour « {{query}} »'],
    ['search.found_other', '{{count}} jus trouvés pour « {{query}} »'],
    ['products.mango.displayName', 'Sun-Kissed Mango Bliss'],
  ]);
  /** The audit without its count of keys: what it found wrong. */
  const problems = (dict: Map<string, string>) => {
    const report: Partial<Audit> = audit('fr', source, dict);
    delete report.total;
    return report;
  };

  it('passes a complete translation (brand names may stay English)', () => {
    expect(problems(good)).toEqual({ missing: [], extra: [], plurals: [], placeholders: [], copied: [] });
  });

  it('reports a missing key, an extra key, a missing plural form, a broken placeholder and a copy', () => {
    const bad = new Map(good);
    bad.delete('cart.title');
    bad.set('cart.titel', 'Panier');
    bad.delete('search.found_many');
    bad.set('search.found_other', '{{count}} jus trouvés pour « {{requete}} »');
    bad.set('products.mango.description', 'Sweet mango juice');
    source.set('products.mango.description', 'Sweet mango juice');
    const found = problems(bad);
    source.delete('products.mango.description');
    expect(found).toEqual({
      missing: ['cart.title'],
      extra: ['cart.titel'],
      plurals: ['search.found needs _many, _one, _other'],
      placeholders: ['search.found_other'],
      copied: ['products.mango.description'],
    });
  });

  it('asks for the back office’s words in its languages only (English and Hindi)', () => {
    const withAdmin = new Map([...source, ['admin.title', 'Too More back office']]);
    expect(audit('fr', withAdmin, good).missing).toEqual([]);
    expect(audit('hi', withAdmin, new Map([...good])).missing).toContain('admin.title');
  });
});
