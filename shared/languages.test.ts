import { describe, expect, it } from 'vitest';

import { directionOf, isSupportedLanguage, LANGUAGES, localeOf, SUPPORTED_CODES, toSupportedLanguage } from './languages';

describe('languages', () => {
  it('lists the 35 codes of the spec in order', () => {
    expect(SUPPORTED_CODES).toEqual('en ar hi bn te mr ta ur gu kn ml pa or as sd sa ks brx es fr de zh ja ru pt ko it nl tr pl sv vi th id he'.split(' '));
    expect(new Set(LANGUAGES.map((l) => l.nativeName)).size).toBe(35);
  });

  it('writes ar, he, ur, sd and ks right to left and nothing else', () => {
    expect(SUPPORTED_CODES.filter((c) => directionOf(c) === 'rtl').sort()).toEqual(['ar', 'he', 'ks', 'sd', 'ur']);
    expect(directionOf('unknown')).toBe('ltr');
  });

  it('reduces visitor input to a supported code or null', () => {
    expect(toSupportedLanguage('hi')).toBe('hi');
    expect(toSupportedLanguage('hi-IN')).toBe('hi');
    expect(toSupportedLanguage('PT_br')).toBe('pt');
    expect(toSupportedLanguage('brx')).toBe('brx');
    expect(toSupportedLanguage('xx')).toBeNull();
    expect(toSupportedLanguage('<script>alert(1)</script>')).toBeNull();
    expect(toSupportedLanguage('')).toBeNull();
    expect(toSupportedLanguage(['en'])).toBeNull();
    expect(toSupportedLanguage('e'.repeat(100))).toBeNull();
    expect(isSupportedLanguage('EN')).toBe(false);
  });

  it('gives every language an Intl locale', () => {
    for (const code of SUPPORTED_CODES) expect(() => new Intl.NumberFormat(localeOf(code))).not.toThrow();
    expect(localeOf('en')).toBe('en-IN');
  });
});
