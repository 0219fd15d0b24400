// A navigation's language in the browser, by i18next-browser-languagedetector
// in the order the server negotiates (server/language.ts): the URL's /<lng>/
// prefix, its ?lng, the remembered choice (the i18next cookie), then the
// language the server read from Accept-Language. The path and query are the
// URL being loaded, not the address bar's, which changes only after the
// loaders: so those two are detectors of our own.
import LanguageDetector from 'i18next-browser-languagedetector';
import type { Params } from 'react-router';

import { LANGUAGE_COOKIE } from '../../shared/cookie-names';
import { DEFAULT_LANGUAGE, toSupportedLanguage } from '../../shared/languages';
import type { AppServices } from './app-context';

export function detectPageLanguage(request: Request, params: Params, app: Pick<AppServices, 'i18n' | 'headerLanguage'>): string {
  const url = new URL(request.url);
  const detector = new LanguageDetector(app.i18n.services, {
    order: ['languagePath', 'requestQuery', 'cookie', 'headerLanguage'],
    lookupCookie: LANGUAGE_COOKIE,
    caches: [],
  });
  detector.addDetector({ name: 'languagePath', lookup: () => params.lng });
  detector.addDetector({ name: 'requestQuery', lookup: () => url.searchParams.get('lng') ?? undefined });
  detector.addDetector({ name: 'headerLanguage', lookup: () => app.headerLanguage });
  const found = detector.detect();
  const candidates = Array.isArray(found) ? found : found ? [found] : [];
  // A first path segment that is not a language (/mango) is no answer: the next detector's is.
  return candidates.map(toSupportedLanguage).find((code) => code !== null) ?? DEFAULT_LANGUAGE;
}
