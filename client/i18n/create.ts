// One i18next instance per render (server) or per page load (browser), started
// synchronously from the dictionary the server inlined — no flash, no mismatch.
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

import { DEFAULT_LANGUAGE, SUPPORTED_CODES } from '../../shared/languages';

/** Instances that have been asked for a key their resources lacked. */
const askedForMissing = new WeakSet<I18n>();

/**
 * Whether the page has shown a key its dictionary lacked (a page reached
 * before the rest of the dictionary arrived): only then does adding the rest
 * need to re-render what is on screen (client/i18n/switch-language.ts).
 */
export function hasShownMissingKey(i18n: I18n): boolean {
  return askedForMissing.has(i18n);
}

/**
 * `onMissingKey` (tests) is told of every key asked for that the resources
 * lack — a page that renders a key outside the dictionary it was sent.
 */
export function createI18n(lng: string, resources: Record<string, unknown>, onMissingKey?: (key: string) => void): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    saveMissing: true,
    missingKeyHandler: (_lngs: readonly string[], _ns: string, key: string) => {
      askedForMissing.add(instance);
      onMissingKey?.(key);
    },
    lng,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...SUPPORTED_CODES],
    resources: { [lng]: { translation: resources } },
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    // 'added': the rest of the dictionary, which arrives after hydration (client/i18n/switch-language.ts),
    // re-renders what is on screen when a page reached before it came showed a key.
    react: { useSuspense: false, bindI18nStore: 'added' },
  });
  return instance;
}
