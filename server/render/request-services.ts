// What a page's loaders and actions get on the server for one request
// (client/router/app-context.ts AppServices): the shopper's cookies, the API
// host reached straight with them, the session looked up while the loaders
// start their own calls, a flash message for the next page.
import type { Request } from 'express';
import type { i18n as I18n } from 'i18next';

import { type Api, createApi } from '../../client/api/client';
import { unreadCountOf } from '../../client/api/notifications';
import type { AppServices } from '../../client/router/app-context';
import type { SessionState } from '../../shared/boot';
import { SESSION_COOKIE } from '../../shared/cookie-names';
import { FLASH_COOKIE } from '../../shared/flash';
import type { ServerCookieJar } from '../cookie-jar';
import { ANONYMOUS, resolveSession } from '../session';
import type { SessionCache } from '../session-cache';
import type { StockSnapshot } from '../stock-snapshot';
import { apiFetch } from './api-fetch';

const FLASH_SECONDS = 60;

/** Without an API host nothing can be fetched: every call fails as "no response". */
const unreachable: typeof fetch = () => Promise.reject(new TypeError('no API host configured'));

/**
 * A signed-in page needs the session and then the unread count (the header's
 * badge): both are started together, so the page waits for one round trip to
 * the API, not two. A GET runs no action, so nothing changes the count in
 * between; a stale or foreign token just gets a 401, which the root loader
 * already treats as no badge.
 */
function withEarlyUnreadCount(api: Api, req: Request, cookies: ServerCookieJar, sessions: SessionCache | undefined): Api {
  const token = cookies.get(SESSION_COOKIE);
  if (req.method !== 'GET' || !token) return api;
  const kept = sessions?.unread(token);
  // Kept by this process a moment ago (server/session-cache.ts), or asked for now.
  const pending: ReturnType<Api['unreadCount']> =
    kept === undefined
      ? api.unreadCount().then((result) => {
          if (result.ok) sessions?.setUnread(token, unreadCountOf(result.data));
          return result;
        })
      : Promise.resolve({ ok: true, status: 200, data: { success: true, unreadCount: kept } });
  pending.catch(() => undefined);
  return { ...api, unreadCount: () => pending };
}

export interface RequestServicesInput {
  req: Request;
  cookies: ServerCookieJar;
  apiUrl: string | null;
  i18n: I18n;
  ordering: boolean;
  headerLanguage: string;
  stock: StockSnapshot;
  /** Sessions this process has looked up lately (server/session-cache.ts). */
  sessions?: SessionCache;
}

/** The shopper's session: kept by this process a moment ago, or asked of the API host (once per request). */
async function lookUpSession(apiUrl: string | null, cookies: ServerCookieJar, clientAddress: string | undefined, sessions: SessionCache | undefined): Promise<SessionState> {
  const token = cookies.get(SESSION_COOKIE);
  const kept = token && sessions?.get(token);
  if (kept) return kept;
  const found = await resolveSession(apiUrl, cookies, clientAddress);
  // Only a session the host vouched for is kept: "anonymous" may be a host that did not answer.
  if (token && found.status === 'authenticated') sessions?.set(token, found);
  return found;
}

export function requestServices({ req, cookies, apiUrl, i18n, ordering, headerLanguage, stock, sessions }: RequestServicesInput): AppServices {
  const api = createApi({ fetchImpl: apiUrl ? apiFetch(apiUrl, cookies, req.ip) : unreachable, isOnline: () => true });
  let session: SessionState | null = null;
  const lookup = lookUpSession(apiUrl, cookies, req.ip, sessions).then((found) => (session ??= found));
  return {
    side: 'server',
    api: withEarlyUnreadCount(api, req, cookies, sessions),
    cookies,
    i18n,
    session: {
      get: () => session ?? ANONYMOUS,
      set: (next) => void (session = next),
      resolve: async () => session ?? (await lookup),
    },
    flash: (id) => cookies.set(FLASH_COOKIE, id, { maxAge: FLASH_SECONDS, httpOnly: true }),
    ordering,
    headerLanguage,
    stock: () => stock.records(),
  };
}
