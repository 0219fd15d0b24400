// The language of a navigation in the browser: the detector library in the
// server's order (prefix, ?lng, the remembered cookie, the server's reading of
// Accept-Language), over the URL being loaded rather than the address bar's.
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { detectPageLanguage } from '../../client/router/browser-language';
import { SUPPORTED_CODES } from '../../shared/languages';

const i18n = i18next.createInstance();
beforeAll(() => i18n.init({ supportedLngs: [...SUPPORTED_CODES], fallbackLng: 'en', resources: {} }));

const withCookie = (cookie: string) => Object.assign(globalThis, { document: { cookie } });
afterEach(() => Reflect.deleteProperty(globalThis, 'document'));

const detect = (url: string, lng: string | undefined, headerLanguage = 'en') =>
  detectPageLanguage(new Request(`https://shop.example${url}`), lng === undefined ? {} : { lng }, { i18n, headerLanguage });

describe('a navigation’s language in the browser', () => {
  it('takes the path prefix first, whatever else says', () => {
    withCookie('i18next=ta');
    expect(detect('/hi/mango?lng=ar', 'hi', 'de')).toBe('hi');
  });

  it('takes ?lng on a bare path, then the remembered choice, then the server’s header language', () => {
    withCookie('i18next=ta');
    expect(detect('/mango?lng=ar', 'mango', 'de')).toBe('ar');
    expect(detect('/mango', 'mango', 'de')).toBe('ta');
    withCookie('other=1');
    expect(detect('/mango', 'mango', 'de')).toBe('de');
    expect(detect('/', undefined)).toBe('en');
  });

  it('reads a regional or hostile value as its language or not at all', () => {
    withCookie('i18next=%3Cscript%3E');
    expect(detect('/mango?lng=fr-CA', 'mango')).toBe('fr');
    expect(detect('/mango?lng=<script>', 'mango', 'ko')).toBe('ko');
  });
});
