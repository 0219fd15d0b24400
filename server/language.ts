// The language a page request renders in: the URL's /<lng>/ prefix fixes it;
// a bare path negotiates ?lng, then the i18next cookie, then Accept-Language.
// Only the 35 codes are ever returned (anything else: English).
// see docs/decisions/004-languages-and-direction.md
import type { Request } from 'express';

import type { CookieJar } from '../client/router/app-context';
import { CONSENT_COOKIE, decodeConsent } from '../shared/consent';
import { LANGUAGE_COOKIE } from '../shared/cookie-names';
import { splitLanguagePrefix } from '../shared/language-path';
import { DEFAULT_LANGUAGE, toSupportedLanguage } from '../shared/languages';

export interface RequestLanguage {
  /** What the page renders in. */
  lng: string;
  /** Whether the URL named it (/hi/...): such a page answers the same to everyone. */
  fromPath: boolean;
  /** What Accept-Language alone asks for (the browser's last resort on bare paths). */
  header: string;
}

/** The best supported language of an Accept-Language header, by q-value then order. */
export function fromAcceptLanguage(header: string | undefined): string | null {
  if (!header || header.length > 1000) return null;
  const ranked = header
    .split(',')
    .slice(0, 30)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([01](?:\.\d{1,3})?)\s*$/.exec(p)?.[1]).find(Boolean);
      return { code: toSupportedLanguage(tag.trim()), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((c) => c.code && c.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked[0]?.code ?? null;
}

export function requestLanguage(req: Request, cookies: Pick<CookieJar, 'get'>): RequestLanguage {
  const header = fromAcceptLanguage(req.get('accept-language')) ?? DEFAULT_LANGUAGE;
  const prefix = splitLanguagePrefix(req.path).lng;
  if (prefix) return { lng: prefix, fromPath: true, header };
  const query = typeof req.query.lng === 'string' ? toSupportedLanguage(req.query.lng) : null;
  const cookie = toSupportedLanguage(cookies.get(LANGUAGE_COOKIE));
  return { lng: query ?? cookie ?? header, fromPath: false, header };
}

const A_YEAR_IN_SECONDS = 365 * 24 * 3600;

/** A valid ?lng is a choice: kept in the cookie the next visit reads, when the shopper allows preference cookies. */
export function rememberExplicitLanguage(req: Request, cookies: Pick<CookieJar, 'get' | 'set'>, lng: string): void {
  const asked = typeof req.query.lng === 'string' ? req.query.lng : undefined;
  if (!asked || asked.toLowerCase() !== lng) return;
  if (!decodeConsent(cookies.get(CONSENT_COOKIE)).preferences) return;
  cookies.set(LANGUAGE_COOKIE, lng, { maxAge: A_YEAR_IN_SECONDS, httpOnly: false });
}
