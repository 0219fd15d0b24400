// CSS unicode-range values of the heading face's Latin files, and their code points.

/** Fontsource's range for Baloo 2's Latin file. */
export const LATIN_RANGE =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';

/** What an English heading uses: ASCII, the no-break space, the middle dot, dashes, curly quotes and the ellipsis (the "basic" face). */
export const LATIN_BASIC_RANGE = 'U+0020-007E, U+00A0, U+00B7, U+2010-2014, U+2018-2019, U+201C-201D, U+2026';

/** The rest of the Latin range, without control characters (the "rest" face). */
export const LATIN_REST_RANGE =
  'U+00A1-00B6, U+00B8-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-200F, U+2015-2017, U+201A-201B, U+201E-2025, U+2027-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';

export function codePointsOf(range: string): number[] {
  return range.split(',').flatMap((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-') as [string, string?];
    const start = parseInt(from, 16);
    const end = parseInt(to, 16);
    if (!Number.isInteger(start) || !Number.isInteger(end) || end < start) throw new Error(`not a unicode-range part: ${part}`);
    return Array.from({ length: end - start + 1 }, (_, i) => start + i);
  });
}
