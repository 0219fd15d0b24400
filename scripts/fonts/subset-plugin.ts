// The heading face's Latin file, cut in two at build time with harfbuzz
// (subset-font): the basic file (ASCII and the common typographic
// punctuation) that an English page needs alone, and the rest of the Latin
// range (accented letters, symbols) that a French or German heading adds.
// client/styles/fonts.css names them `font-subset:<name>.woff2`; the files are
// cached in .cache/fonts, keyed by their source, characters and options.
// see docs/decisions/024-photos-and-brand-face.md §5
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import type { Plugin } from 'esbuild';
import subsetFont from 'subset-font';

import { codePointsOf, LATIN_BASIC_RANGE, LATIN_REST_RANGE } from './unicode-range';

const SOURCE = 'node_modules/@fontsource-variable/baloo-2/files/baloo-2-latin-wght-normal.woff2';

/** The features browsers apply by default; the others (small caps, old-style figures, ...) only add glyphs nobody sees. */
const KEPT_FEATURES = ['kern', 'liga', 'calt', 'ccmp', 'locl', 'mark', 'mkmk', 'rlig', 'clig', 'rvrn'];

export const FONT_SUBSETS: Record<string, number[]> = {
  'baloo-2-latin-basic': codePointsOf(LATIN_BASIC_RANGE),
  'baloo-2-latin-rest': codePointsOf(LATIN_REST_RANGE),
};

export function fontSubsetPlugin(root: string): Plugin {
  return {
    name: 'font-subset',
    setup(build) {
      build.onResolve({ filter: /^font-subset:/ }, (args) => ({ path: args.path.slice('font-subset:'.length), namespace: 'font-subset' }));
      build.onLoad({ filter: /.*/, namespace: 'font-subset' }, async (args) => {
        const codePoints = FONT_SUBSETS[path.basename(args.path, '.woff2')];
        if (!codePoints) return { errors: [{ text: `no font subset named ${args.path}` }] };
        return { contents: await subsetOf(root, codePoints), loader: 'file' };
      });
    },
  };
}

async function subsetOf(root: string, codePoints: number[]): Promise<Buffer> {
  const source = readFileSync(path.join(root, SOURCE));
  const text = String.fromCodePoint(...codePoints);
  const version = (JSON.parse(readFileSync(path.join(root, 'node_modules/subset-font/package.json'), 'utf8')) as { version: string }).version;
  const key = createHash('sha256').update(source).update(text).update(KEPT_FEATURES.join()).update(version).digest('hex').slice(0, 16);
  const cached = path.join(root, '.cache', 'fonts', `${key}.woff2`);
  try {
    return readFileSync(cached);
  } catch {
    const font = await subsetFont(source, text, { targetFormat: 'woff2', keepFeatures: KEPT_FEATURES, noHinting: true });
    mkdirSync(path.dirname(cached), { recursive: true });
    writeFileSync(cached, font);
    return font;
  }
}
