import { describe, expect, it } from 'vitest';

import { languageAlternates, languageUrl, splitLanguagePrefix, withLanguagePrefix } from './language-path';

describe('language prefixes', () => {
  it('splits a supported first segment off the path', () => {
    expect(splitLanguagePrefix('/hi/mango')).toEqual({ lng: 'hi', rest: '/mango' });
    expect(splitLanguagePrefix('/hi')).toEqual({ lng: 'hi', rest: '/' });
    expect(splitLanguagePrefix('/hi/')).toEqual({ lng: 'hi', rest: '/' });
    expect(splitLanguagePrefix('/brx/account/orders/7')).toEqual({ lng: 'brx', rest: '/account/orders/7' });
  });

  it('leaves bare paths and unknown segments alone', () => {
    expect(splitLanguagePrefix('/mango')).toEqual({ lng: null, rest: '/mango' });
    expect(splitLanguagePrefix('/')).toEqual({ lng: null, rest: '/' });
    expect(splitLanguagePrefix('/xx/mango')).toEqual({ lng: null, rest: '/xx/mango' });
    expect(splitLanguagePrefix('/HI/mango')).toEqual({ lng: null, rest: '/HI/mango' });
  });

  it('puts a path under a language, replacing any prefix it had', () => {
    expect(withLanguagePrefix('/mango', 'ta')).toBe('/ta/mango');
    expect(withLanguagePrefix('/', 'ta')).toBe('/ta');
    expect(withLanguagePrefix('/hi/juices?filter=berry', 'ta')).toBe('/ta/juices?filter=berry');
    expect(withLanguagePrefix('/search?q=x', 'ar')).toBe('/ar/search?q=x');
    expect(withLanguagePrefix('/hi?tab=x', 'ta')).toBe('/ta?tab=x');
    expect(withLanguagePrefix('/?q=1#top', 'ta')).toBe('/ta?q=1#top');
    expect(withLanguagePrefix('/mango', null)).toBe('/mango');
  });

  it('never prefixes what is not a local path', () => {
    expect(withLanguagePrefix('https://x.com/', 'hi')).toBe('https://x.com/');
    expect(withLanguagePrefix('//evil.example/x', 'hi')).toBe('//evil.example/x');
    expect(withLanguagePrefix('mailto:a@b.in', 'hi')).toBe('mailto:a@b.in');
  });

  it('gives English the bare URL and every other language its prefix', () => {
    expect(languageUrl('https://shop.example', '/hi/mango', 'en')).toBe('https://shop.example/mango');
    expect(languageUrl('https://shop.example', '/mango', 'hi')).toBe('https://shop.example/hi/mango');
    expect(languageUrl('https://shop.example', '/', 'ar')).toBe('https://shop.example/ar');
    expect(languageUrl('https://shop.example', '/', 'en')).toBe('https://shop.example/');
  });

  it('lists 35 languages and x-default as alternates', () => {
    const alternates = languageAlternates('https://shop.example', '/ta/mango');
    expect(alternates).toHaveLength(36);
    expect(alternates.find((a) => a.hreflang === 'x-default')?.href).toBe('https://shop.example/mango');
    expect(alternates.find((a) => a.hreflang === 'en')?.href).toBe('https://shop.example/mango');
    expect(alternates.find((a) => a.hreflang === 'ta')?.href).toBe('https://shop.example/ta/mango');
    expect(new Set(alternates.map((a) => a.href)).size).toBe(35);
  });
});
