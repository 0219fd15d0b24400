// The heading face's Latin file cut in two (scripts/fonts/subset-plugin.ts):
// the two ranges, and the faces client/styles/fonts.css declares with them.
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { FONT_SUBSETS } from '../../scripts/fonts/subset-plugin';
import { codePointsOf, LATIN_BASIC_RANGE, LATIN_RANGE, LATIN_REST_RANGE } from '../../scripts/fonts/unicode-range';

const fontsCss = readFileSync(path.resolve(import.meta.dirname, '../../client/styles/fonts.css'), 'utf8');

/** The unicode-range of the @font-face whose src names the subset. */
function declaredRange(subset: string): string {
  const face = [...fontsCss.matchAll(/@font-face\s*\{([^}]*)\}/g)].map((m) => m[1]!).find((body) => body.includes(`font-subset:${subset}.woff2`));
  const range = face && /unicode-range:\s*([^;]+);/.exec(face)?.[1];
  if (!range) throw new Error(`fonts.css declares no face for ${subset}`);
  return range.replace(/\s+/g, ' ').trim();
}

const isControl = (c: number) => c < 0x20 || (c >= 0x7f && c <= 0x9f);

describe('the heading face cut in two', () => {
  it('splits Fontsource’s Latin range, without control characters, into two ranges that do not overlap', () => {
    const basic = new Set(codePointsOf(LATIN_BASIC_RANGE));
    const rest = codePointsOf(LATIN_REST_RANGE);
    expect(rest.filter((c) => basic.has(c))).toEqual([]);
    const latin = codePointsOf(LATIN_RANGE).filter((c) => !isControl(c));
    expect([...basic, ...rest].sort((a, b) => a - b)).toEqual([...new Set(latin)].sort((a, b) => a - b));
  });

  it('keeps the space and every printable ASCII character in the basic file only', () => {
    // A face whose range holds the space is fetched for any heading at all.
    expect(FONT_SUBSETS['baloo-2-latin-basic']).toContain(0x20);
    expect(FONT_SUBSETS['baloo-2-latin-rest']).not.toContain(0x20);
    for (let c = 0x21; c <= 0x7e; c++) expect(FONT_SUBSETS['baloo-2-latin-basic']).toContain(c);
  });

  it('declares each subset in fonts.css with the range it was cut to', () => {
    for (const [name, codePoints] of Object.entries(FONT_SUBSETS)) expect(codePointsOf(declaredRange(name))).toEqual(codePoints);
  });

  it('rejects what is not a unicode-range', () => {
    expect(() => codePointsOf('U+00FF-0020')).toThrow();
    expect(() => codePointsOf('latin')).toThrow();
  });
});
