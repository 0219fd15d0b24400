// Loaded after hydration: the browser's own detection in the spec's order
// (querystring lng, cookie, localStorage i18nextLng, sessionStorage, navigator,
// html tag). When it disagrees with the language the server rendered (for
// example a stored choice from before cookies were set), switch to it.
import type { i18n as I18n } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { toSupportedLanguage, SUPPORTED_CODES, DEFAULT_LANGUAGE } from '../../shared/languages';
import { rememberLanguage, switchLanguage } from './switch-language';

export async function detectAndApply(i18n: I18n): Promise<void> {
  const detector = new LanguageDetector(i18n.services, {
    order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
    lookupQuerystring: 'lng',
    lookupCookie: 'i18next',
    lookupLocalStorage: 'i18nextLng',
    lookupSessionStorage: 'i18nextLng',
    caches: [],
  });
  const found = detector.detect();
  const candidates = Array.isArray(found) ? found : found ? [found] : [];
  const detected = candidates.map(toSupportedLanguage).find((c) => c && SUPPORTED_CODES.includes(c)) ?? DEFAULT_LANGUAGE;
  if (detected !== i18n.language) await switchLanguage(i18n, detected);
  else rememberLanguage(detected);
}
