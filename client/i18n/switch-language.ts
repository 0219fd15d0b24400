// Changing language in the browser: fetch the dictionary if it is not loaded
// yet (in a lazily loaded chunk, 'Loading translations...' meanwhile), then
// switch. Remembering the choice for the next visit is separate and honours
// the visitor's cookie settings. Failures are silent (the page stays as it is).
import type { i18n as I18n } from 'i18next';
import { CONSENT_COOKIE, decodeConsent } from '../../shared/consent';
import { isSupportedLanguage } from '../../shared/languages';
import type { CookieJar } from '../router/app-context';

type Listener = () => void;
let loading = false;
const listeners = new Set<Listener>();

export const languageLoading = {
  get: () => loading,
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

function setLoading(value: boolean) {
  loading = value;
  for (const l of listeners) l();
}

export const LANGUAGE_COOKIE = 'i18next';
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

/** Switches the interface to a language, loading its dictionary first; false when it could not. */
export async function applyLanguage(i18n: I18n, lng: string): Promise<boolean> {
  if (!isSupportedLanguage(lng)) return false;
  if (i18n.language === lng && i18n.hasResourceBundle(lng, 'translation')) return true;
  try {
    if (!i18n.hasResourceBundle(lng, 'translation')) {
      setLoading(true);
      const { loadDictionary } = await import('./load-dictionary');
      i18n.addResourceBundle(lng, 'translation', await loadDictionary(i18n, lng), true, true);
    }
    await i18n.changeLanguage(lng);
    return true;
  } catch {
    return false;
  } finally {
    setLoading(false);
  }
}
