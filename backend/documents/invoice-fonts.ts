// The fonts a buyer's own words print in on an invoice or credit note: their
// name, address and business name, as typed, in any script of India's
// languages and the shop's others (Noto Sans for Latin, Cyrillic and Greek;
// Noto Sans for each Indian script; Noto Naskh Arabic for Urdu, Sindhi,
// Kashmiri and Arabic; Noto Sans Hebrew and Thai; Noto Sans SC, JP and KR,
// ./cjk-fonts.ts). pdfkit embeds only the glyphs a document uses, so each PDF
// carries a subset. The fixed text of the invoice stays in Helvetica.
// docs/decisions/028-every-word-in-the-shoppers-language.md
import { createRequire } from 'node:module';

import { CJK, cjkFontOf, isCjkFont } from './cjk-fonts';

const require = createRequire(import.meta.url);
const ttf = (pkg: string, family: string) => require.resolve(`@expo-google-fonts/${pkg}/400Regular/${family}_400Regular.ttf`);

interface ScriptFont {
  /** The font's name in a document. */
  name: string;
  file: string;
  /** The script's letters and marks. */
  letters: RegExp;
  rtl?: boolean;
}

/** A character shared by scripts (the danda, Arabic's comma) takes the first font here that has it. */
const SCRIPTS: readonly ScriptFont[] = [
  { name: 'deva', file: ttf('noto-sans-devanagari', 'NotoSansDevanagari'), letters: /\p{Script_Extensions=Devanagari}/u },
  { name: 'beng', file: ttf('noto-sans-bengali', 'NotoSansBengali'), letters: /\p{Script_Extensions=Bengali}/u },
  { name: 'guru', file: ttf('noto-sans-gurmukhi', 'NotoSansGurmukhi'), letters: /\p{Script_Extensions=Gurmukhi}/u },
  { name: 'gujr', file: ttf('noto-sans-gujarati', 'NotoSansGujarati'), letters: /\p{Script_Extensions=Gujarati}/u },
  { name: 'orya', file: ttf('noto-sans-oriya', 'NotoSansOriya'), letters: /\p{Script_Extensions=Oriya}/u },
  { name: 'taml', file: ttf('noto-sans-tamil', 'NotoSansTamil'), letters: /\p{Script_Extensions=Tamil}/u },
  { name: 'telu', file: ttf('noto-sans-telugu', 'NotoSansTelugu'), letters: /\p{Script_Extensions=Telugu}/u },
  { name: 'knda', file: ttf('noto-sans-kannada', 'NotoSansKannada'), letters: /\p{Script_Extensions=Kannada}/u },
  { name: 'mlym', file: ttf('noto-sans-malayalam', 'NotoSansMalayalam'), letters: /\p{Script_Extensions=Malayalam}/u },
  { name: 'thai', file: ttf('noto-sans-thai', 'NotoSansThai'), letters: /\p{Script_Extensions=Thai}/u },
  { name: 'arab', file: ttf('noto-naskh-arabic', 'NotoNaskhArabic'), letters: /\p{Script_Extensions=Arabic}/u, rtl: true },
  { name: 'hebr', file: ttf('noto-sans-hebrew', 'NotoSansHebrew'), letters: /\p{Script_Extensions=Hebrew}/u, rtl: true },
];

/** Latin (with its accents), Cyrillic, Greek, digits, punctuation and the ₹ sign: Noto Sans. */
const LATIN: ScriptFont = { name: 'latn', file: ttf('noto-sans', 'NotoSans'), letters: /[\u0020-\u024F\u0370-\u03FF\u0400-\u04FF\u1E00-\u1EFF\u2000-\u206F\u20B9]/u };

/** Characters that belong to the script around them (spaces, punctuation), not a script of their own. */
const NEUTRAL = /[\s.,;:!?'"()\-/&#]/u;

export interface Run {
  font: string;
  text: string;
  rtl: boolean;
}

/** The font of a character; `words` (the whole text) chooses a Han character's design. */
function scriptOf(char: string, words: string): Pick<ScriptFont, 'name' | 'rtl'> | null {
  if (CJK.test(char)) return cjkFontOf(char, words);
  return SCRIPTS.find((s) => s.letters.test(char)) ?? (LATIN.letters.test(char) ? LATIN : null);
}

/** Whether every character of `text` has a font here (else the invoice prints a dash and says so). */
export function isPrintable(text: string): boolean {
  // eslint-disable-next-line @typescript-eslint/no-misused-spread -- by code point, as fonts map them
  return [...text].every((char) => NEUTRAL.test(char) || /[\u200C\u200D]/u.test(char) || scriptOf(char, text) !== null);
}

/**
 * `text` cut into runs of one script each, in the order they are drawn left to
 * right: a line with right-to-left script in it reads from the right, so its
 * runs are reversed (each right-to-left run's glyphs are put in visual order by
 * the font's shaping); spaces and punctuation stay with the run they are in.
 */
export function runsOf(text: string): Run[] {
  const runs: Run[] = [];
  for (const char of text) {
    const last = runs.at(-1);
    // A Chinese, Japanese or Korean file has only its own characters: spaces, punctuation and digits beside them print in Noto Sans.
    const afterCjk = last !== undefined && isCjkFont(last.font);
    const neutral = NEUTRAL.test(char) || /[\u200C\u200D]/u.test(char);
    const script = neutral ? (afterCjk ? LATIN : null) : /\d/u.test(char) && afterCjk ? LATIN : scriptOf(char, text);
    // Digits go with the left-to-right script around them (every other font here has them); in a right-to-left run they would be reversed.
    const digit = /\d/u.test(char) && last !== undefined && !last.rtl && !afterCjk;
    if (last && (script === null || digit || script.name === last.font)) {
      last.text += char;
      continue;
    }
    const font = script ?? LATIN;
    // What a line starts with before its first letter (a house number) takes the font of the letters after it.
    if (last && runs.length === 1 && !font.rtl && !isCjkFont(font.name) && /^[\d\s.,;:!?'"()\-/&#]*$/u.test(last.text)) {
      last.font = font.name;
      last.text += char;
      continue;
    }
    runs.push({ font: font.name, text: char, rtl: font.rtl === true });
  }
  return runs.some((run) => run.rtl) ? runs.reverse() : runs;
}

/** Registers the fonts a document's words use (pdfkit reads a file only when it is drawn with). */
export function registerScriptFonts(doc: PDFKit.PDFDocument, words: readonly string[]): void {
  for (const font of [LATIN, ...SCRIPTS]) doc.registerFont(font.name, font.file);
  for (const text of words) {
    for (const char of text) {
      const cjk = CJK.test(char) ? cjkFontOf(char, text) : null;
      if (cjk) doc.registerFont(cjk.name, cjk.file);
    }
  }
}
