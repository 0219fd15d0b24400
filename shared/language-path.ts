// A URL per language: /<lng>/<path> always shows that language; the bare path
// negotiates (?lng, the i18next cookie, Accept-Language) and is English's own
// URL. Pure helpers shared by the router, the metadata and the sitemap.
// see docs/decisions/015-route-modules-and-language-urls.md
import { DEFAULT_LANGUAGE, isSupportedLanguage, SUPPORTED_CODES } from './languages';

export interface LanguagePath {
  /** The language named by the first segment, or null for a bare path. */
  lng: string | null;
  /** The path without that segment ('/' at least). */
  rest: string;
}

/** '/hi/mango' → { lng: 'hi', rest: '/mango' }; '/mango' → { lng: null, rest: '/mango' }. */
export function splitLanguagePrefix(pathname: string): LanguagePath {
  const [, first, rest] = /^\/([^/]+)(\/.*)?$/.exec(pathname) ?? [];
  if (first && isSupportedLanguage(first)) return { lng: first, rest: rest || '/' };
  return { lng: null, rest: pathname || '/' };
}

/** A local path under a language prefix (null keeps it bare): ('/mango', 'hi') → '/hi/mango'. */
export function withLanguagePrefix(path: string, lng: string | null): string {
  if (!lng || !path.startsWith('/') || path.startsWith('//')) return path;
  const cut = path.search(/[?#]/);
  const { rest } = splitLanguagePrefix(cut < 0 ? path : path.slice(0, cut));
  return `${rest === '/' ? `/${lng}` : `/${lng}${rest}`}${cut < 0 ? '' : path.slice(cut)}`;
}

/** The one URL of a page in a language: English is the bare path, the others carry their prefix. */
export function languageUrl(publicUrl: string, path: string, lng: string): string {
  const { rest } = splitLanguagePrefix(path);
  if (lng === DEFAULT_LANGUAGE) return `${publicUrl}${rest}`;
  return `${publicUrl}${rest === '/' ? `/${lng}` : `/${lng}${rest}`}`;
}

export interface Alternate {
  hreflang: string;
  href: string;
}

/** hreflang alternates of a page: every language's URL, plus x-default (the bare path). */
export function languageAlternates(publicUrl: string, path: string): Alternate[] {
  const { rest } = splitLanguagePrefix(path);
  return [...SUPPORTED_CODES.map((code) => ({ hreflang: code, href: languageUrl(publicUrl, rest, code) })), { hreflang: 'x-default', href: `${publicUrl}${rest}` }];
}
