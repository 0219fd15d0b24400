// Loaded after hydration, on a bare path only (a /<lng>/ URL names its
// language): the browser's own detection in the spec's order (querystring lng,
// cookie, localStorage i18nextLng, sessionStorage, navigator, html tag). When
// it disagrees with the language the server rendered (a choice kept only in
// this browser's storage), switch to it and remember it in the cookie too, so
// the server and the router agree from then on.
import type { i18n as I18n } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';

import { LANGUAGE_COOKIE } from '../../shared/cookie-names';
import { splitLanguagePrefix } from '../../shared/language-path';
import { DEFAULT_LANGUAGE, SUPPORTED_CODES, toSupportedLanguage } from '../../shared/languages';
import { documentCookies } from '../router/browser-services';
import { applyLanguage, rememberLanguage } from './switch-language';

export async function detectAndApply(i18n: I18n): Promise<void> {
  if (splitLanguagePrefix(location.pathname).lng) return;
  const detector = new LanguageDetector(i18n.services, {
    order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
    lookupQuerystring: 'lng',
    lookupCookie: LANGUAGE_COOKIE,
    lookupLocalStorage: 'i18nextLng',
    lookupSessionStorage: 'i18nextLng',
    caches: [],
  });
  const found = detector.detect();
  const candidates = Array.isArray(found) ? found : found ? [found] : [];
  const detected = candidates.map(toSupportedLanguage).find((c) => c && SUPPORTED_CODES.includes(c)) ?? DEFAULT_LANGUAGE;
  if (detected !== i18n.language && !(await applyLanguage(i18n, detected))) return;
  rememberLanguage(documentCookies(), detected, true);
}
