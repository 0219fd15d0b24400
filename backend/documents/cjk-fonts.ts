// Chinese, Japanese and Korean on an invoice: Noto Sans SC, JP and KR as
// Fontsource ships them, each cut into about a hundred WOFF2 files by Unicode
// range (unicode.json names each file's characters), so a document embeds only
// the files its buyer's words need, and of those only the glyphs used. A Han
// character prints in the Simplified Chinese design unless the words are
// Japanese (kana beside it) or only the Japanese or Korean file has it.
// docs/decisions/028-every-word-in-the-shoppers-language.md
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

type Family = 'sc' | 'jp' | 'kr';
const PACKAGES: Record<Family, string> = { sc: 'noto-sans-sc', jp: 'noto-sans-jp', kr: 'noto-sans-kr' };

interface Range {
  from: number;
  to: number;
  chunk: string;
}

/** Whether a character is one these fonts are for: Han, kana, Hangul, and the CJK punctuation and full-width forms. */
export const CJK = /[\p{Script_Extensions=Han}\p{Script_Extensions=Hiragana}\p{Script_Extensions=Katakana}\p{Script_Extensions=Hangul}\u3000-\u303F\uFF00-\uFFEF]/u;
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const HANGUL = /\p{Script=Hangul}/u;

const ranges = new Map<Family, Range[]>();

/** A family's files and the characters each has, read once. */
function rangesOf(family: Family): Range[] {
  let found = ranges.get(family);
  if (found) return found;
  const dir = path.dirname(require.resolve(`@fontsource-variable/${PACKAGES[family]}/package.json`));
  const unicode = JSON.parse(readFileSync(path.join(dir, 'unicode.json'), 'utf8')) as Record<string, string>;
  found = Object.entries(unicode).flatMap(([key, list]) =>
    list.split(',').map((part) => {
      const [from = '0', to = from] = part.trim().replace(/^U\+/i, '').split('-');
      return { from: parseInt(from, 16), to: parseInt(to, 16), chunk: key.replace(/[[\]]/g, '') };
    }),
  );
  ranges.set(family, found);
  return found;
}

export const isCjkFont = (name: string) => name.startsWith('cjk-');

export interface CjkFont {
  name: string;
  file: string;
}

/** The file that draws `char`, in the design the words around it want (`words`: the whole text). */
export function cjkFontOf(char: string, words: string): CjkFont | null {
  const code = char.codePointAt(0) ?? 0;
  const order: Family[] = HANGUL.test(char) ? ['kr', 'sc', 'jp'] : KANA.test(words) ? ['jp', 'sc', 'kr'] : ['sc', 'jp', 'kr'];
  for (const family of order) {
    const range = rangesOf(family).find((r) => code >= r.from && code <= r.to);
    if (!range) continue;
    const pkg = PACKAGES[family];
    const file = require.resolve(`@fontsource-variable/${pkg}/files/${pkg}-${range.chunk}-wght-normal.woff2`);
    return { name: `cjk-${family}-${range.chunk}`, file };
  }
  return null;
}
