// One i18next instance per render (server) or per page load (browser), started
// synchronously from the dictionary the server inlined — no flash, no mismatch.
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, SUPPORTED_CODES } from '../../shared/languages';

export function createI18n(lng: string, resources: Record<string, unknown>): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...SUPPORTED_CODES],
    resources: { [lng]: { translation: resources } },
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  });
  return instance;
}
