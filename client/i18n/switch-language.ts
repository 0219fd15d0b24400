// Changing language in the browser: fetch the dictionary if it is not loaded
// yet (in a lazily loaded chunk, 'Loading translations...' meanwhile), then
// switch. Remembering the choice for the next visit is separate and honours
// the visitor's cookie settings. Failures are silent (the page stays as it is).
import type { i18n as I18n } from 'i18next';

import { CONSENT_COOKIE, decodeConsent } from '../../shared/consent';
import { LANGUAGE_COOKIE } from '../../shared/cookie-names';
import { isSupportedLanguage } from '../../shared/languages';
import type { CookieJar } from '../router/app-context';
import { hasShownMissingKey } from './create';

type Listener = () => void;
let loading = false;
const listeners = new Set<Listener>();

export const languageLoading = {
  get: () => loading,
  subscribe: (listener: Listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

function setLoading(value: boolean) {
  loading = value;
  for (const l of listeners) l();
}

export { LANGUAGE_COOKIE };
const ONE_YEAR = 365 * 24 * 3600;

/** Remembers the language for the next visit, if the visitor allows preference cookies (and in the browser's storage too). */
export function rememberLanguage(cookies: CookieJar, lng: string, inBrowser: boolean): void {
  if (!decodeConsent(cookies.get(CONSENT_COOKIE)).preferences) return;
  cookies.set(LANGUAGE_COOKIE, lng, { maxAge: ONE_YEAR });
  if (!inBrowser) return;
  try {
    localStorage.setItem('i18nextLng', lng);
  } catch {
    // Storage can be disabled; the cookie still carries the choice.
  }
}

// The page arrives with the part of its language's dictionary it shows
// (server/page-dictionary.ts); a language is complete once its whole
// dictionary has been loaded.
const complete = new Set<string>();
const loadingNow = new Map<string, Promise<void>>();

/** Loads the rest of a language's dictionary (once, however many callers ask). */
export function completeDictionary(i18n: I18n, lng: string): Promise<void> {
  if (complete.has(lng)) return Promise.resolve();
  let pending = loadingNow.get(lng);
  if (!pending) {
    pending = import('./load-dictionary')
      .then(({ loadDictionary }) => loadDictionary(i18n, lng))
      .then((dictionary) => {
        // Silent (no re-render of the whole page, a long task on a phone)
        // unless something on screen showed a key that was missing.
        i18n.addResourceBundle(lng, 'translation', dictionary, true, true, { silent: !hasShownMissingKey(i18n) });
        complete.add(lng);
      })
      .finally(() => loadingNow.delete(lng));
    loadingNow.set(lng, pending);
  }
  return pending;
}

/** Switches the interface to a language with its whole dictionary; false when it could not. */
export async function applyLanguage(i18n: I18n, lng: string): Promise<boolean> {
  if (!isSupportedLanguage(lng)) return false;
  if (i18n.language === lng && complete.has(lng)) return true;
  // 'Loading translations...' only when the page is about to change language.
  const switching = i18n.language !== lng && !i18n.hasResourceBundle(lng, 'translation');
  try {
    if (switching) setLoading(true);
    await completeDictionary(i18n, lng);
    await i18n.changeLanguage(lng);
    return true;
  } catch {
    return false;
  } finally {
    if (switching) setLoading(false);
  }
}
