// The router context of the page in the browser: the same-origin API, the
// document's cookies, the app's language instance, toasts for messages.
import type { i18n as I18n } from 'i18next';

import type { BootData, SessionState } from '../../shared/boot';
import { FLASH_MESSAGES, flashText } from '../../shared/flash';
import { browserApi } from '../api/browser';
import { completeDictionary } from '../i18n/switch-language';
import { notify } from '../toast';
import type { AppServices, CookieJar } from './app-context';

let current: AppServices | null = null;

export function createBrowserServices(boot: BootData, i18n: I18n, initialSession: SessionState): AppServices {
  let session = initialSession;
  current = {
    side: 'browser',
    api: browserApi,
    cookies: documentCookies(),
    i18n,
    session: { get: () => session, set: (next) => void (session = next), resolve: () => Promise.resolve(session) },
    flash: (id) => {
      const { kind } = FLASH_MESSAGES[id];
      // The message may be outside the part of the dictionary the page came with.
      void completeDictionary(i18n, i18n.language)
        .catch(() => undefined)
        .then(() => notify[kind](i18n.t(...flashText(id))));
    },
    ordering: boot.ordering,
    headerLanguage: boot.headerLanguage,
  };
  return current;
}

/** The page's services once the app has started (null on the server and before). */
export function currentBrowserServices(): AppServices | null {
  return current;
}

/** The one writer of cookies in the browser (SameSite=Lax, Secure on https, path /). */
export function documentCookies(): CookieJar {
  const write = (name: string, value: string, maxAge?: number) => {
    const secure = location.protocol === 'https:' ? '; Secure' : '';
    const age = maxAge === undefined ? '' : `; Max-Age=${maxAge}`;
    document.cookie = `${name}=${encodeURIComponent(value)}; Path=/${age}; SameSite=Lax${secure}`;
  };
  return {
    get(name) {
      for (const part of document.cookie.split(/;\s*/)) {
        const eq = part.indexOf('=');
        if (eq > 0 && part.slice(0, eq) === name) {
          try {
            return decodeURIComponent(part.slice(eq + 1));
          } catch {
            return undefined;
          }
        }
      }
      return undefined;
    },
    set: (name, value, options = {}) => write(name, value, options.maxAge),
    remove: (name) => write(name, '', 0),
  };
}
