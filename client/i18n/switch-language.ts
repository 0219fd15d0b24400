// Changing language in the browser: fetch the dictionary if it is not loaded
// yet (in a lazily loaded chunk), switch, remember the choice in the cookie and
// localStorage so the next server render uses it. Failures are silent (spec 8).
import type { i18n as I18n } from 'i18next';
import { consentFromDocument } from '../../shared/consent';
import { isSupportedLanguage } from '../../shared/languages';

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

/** Remembers the language for the next visit, if the visitor allows preference cookies. */
export function rememberLanguage(lng: string): void {
  if (!consentFromDocument(document.cookie).preferences) return;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `i18next=${lng}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
  try {
    localStorage.setItem('i18nextLng', lng);
  } catch {
    // Storage can be disabled; the cookie still carries the choice.
  }
}

export async function switchLanguage(i18n: I18n, lng: string): Promise<boolean> {
  if (!isSupportedLanguage(lng)) return false;
  try {
    if (!i18n.hasResourceBundle(lng, 'translation')) {
      setLoading(true);
      const { loadDictionary } = await import('./load-dictionary');
      i18n.addResourceBundle(lng, 'translation', await loadDictionary(i18n, lng), true, true);
    }
    await i18n.changeLanguage(lng);
    rememberLanguage(lng);
    return true;
  } catch {
    return false;
  } finally {
    setLoading(false);
  }
}
