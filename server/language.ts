// The language a page request renders in: the URL's /<lng>/ prefix fixes it;
// a bare path negotiates ?lng, then the i18next cookie, then Accept-Language,
// by i18next-http-middleware's LanguageDetector with the path and the cookie
// jar as detectors of our own. Only the 35 codes are ever returned (anything
// else: English).
// see docs/decisions/004-languages-and-direction.md
import type { Request, Response } from 'express';
import i18next from 'i18next';
import { LanguageDetector } from 'i18next-http-middleware';

import type { CookieJar } from '../client/router/app-context';
import { CONSENT_COOKIE, decodeConsent } from '../shared/consent';
import { LANGUAGE_COOKIE } from '../shared/cookie-names';
import { splitLanguagePrefix } from '../shared/language-path';
import { DEFAULT_LANGUAGE, SUPPORTED_CODES, toSupportedLanguage } from '../shared/languages';

export interface RequestLanguage {
  /** What the page renders in. */
  lng: string;
  /** Whether the URL named it (/hi/...): such a page answers the same to everyone. */
  fromPath: boolean;
  /** What Accept-Language alone asks for (the browser's last resort on bare paths). */
  header: string;
}

// One negotiator for every request: i18next-http-middleware's detector over
// an i18next instance that knows only the 35 codes (a regional tag such as
// ta-IN reads as ta; anything else is dropped, and the fallback is English).
const negotiator = i18next.createInstance();
void negotiator.init({ supportedLngs: [...SUPPORTED_CODES], fallbackLng: DEFAULT_LANGUAGE, load: 'languageOnly', initAsync: false, resources: {} });

/** The render's cookie jar of a request being negotiated, for the cookie detector. */
const jars = new WeakMap<Request, Pick<CookieJar, 'get'>>();

const detector = new LanguageDetector(
  negotiator.services,
  {
    order: ['languagePath', 'querystring', 'languageCookie', 'header'],
    lookupQuerystring: 'lng',
    caches: false,
    // A regional tag reads as its language before the ranking, so 'fr-CA, hi;q=0.9' is French, as the header ranks it.
    convertDetectedLanguage: (lng: string) => toSupportedLanguage(lng) ?? lng,
  },
  { fallbackLng: DEFAULT_LANGUAGE },
);
// The /<lng>/ prefix of a page URL (shared/language-path.ts): it fixes the language.
detector.addDetector({ name: 'languagePath', lookup: (req) => splitLanguagePrefix(req.path).lng ?? undefined });
// The choice kept in the i18next cookie, read through the render's cookie jar.
detector.addDetector({ name: 'languageCookie', lookup: (req) => jars.get(req)?.get(LANGUAGE_COOKIE) });

/** The detector's answer (its typings say void; it answers the language found, or the fallback) and which detector found it. */
function detect(req: Request, res: Response, order: string[]): { lng: string; by: string | undefined } {
  const found = (detector.detect as (req: Request, res: Response, order: string[]) => unknown).call(detector, req, res, order);
  const by = (req as Request & { i18nextLookupName?: string }).i18nextLookupName;
  delete (req as Request & { i18nextLookupName?: string }).i18nextLookupName;
  return { lng: toSupportedLanguage(found) ?? DEFAULT_LANGUAGE, by };
}

export function requestLanguage(req: Request, res: Response, cookies: Pick<CookieJar, 'get'>): RequestLanguage {
  // An over-long Accept-Language is not read at all: the last resort is then English.
  const readsHeader = (req.get('accept-language')?.length ?? 0) <= 1000;
  jars.set(req, cookies);
  const found = detect(req, res, ['languagePath', 'querystring', 'languageCookie', ...(readsHeader ? ['header'] : [])]);
  const header = readsHeader ? detect(req, res, ['header']).lng : DEFAULT_LANGUAGE;
  jars.delete(req);
  return { lng: found.lng, fromPath: found.by === 'languagePath', header };
}

const A_YEAR_IN_SECONDS = 365 * 24 * 3600;

/** A valid ?lng is a choice: kept in the cookie the next visit reads, when the shopper allows preference cookies. */
export function rememberExplicitLanguage(req: Request, cookies: Pick<CookieJar, 'get' | 'set'>, lng: string): void {
  const asked = typeof req.query.lng === 'string' ? req.query.lng : undefined;
  if (!asked || asked.toLowerCase() !== lng) return;
  if (!decodeConsent(cookies.get(CONSENT_COOKIE)).preferences) return;
  cookies.set(LANGUAGE_COOKIE, lng, { maxAge: A_YEAR_IN_SECONDS, httpOnly: false });
}
