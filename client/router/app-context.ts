// What route loaders and actions get besides the request: the API, the
// shopper's cookies and session, the language instance and where the code runs.
// The server builds one per request (server/render/request-services.ts), the
// browser one for the page (client/router/browser-services.ts), so a route
// module's loader and action are the same code on both sides.
import type { i18n as I18n } from 'i18next';
import { createContext, type RouterContextProvider } from 'react-router';

import type { SessionState } from '../../shared/boot';
import type { FlashId } from '../../shared/flash';
import type { StockRecord } from '../../shared/stock';
import type { Api } from '../api/client';

export interface CookieOptions {
  /** Seconds; omitted: a session cookie. */
  maxAge?: number;
  /** Readable by the page's scripts (true for everything but what the API host sets). */
  httpOnly?: boolean;
}

export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, options?: CookieOptions): void;
  remove(name: string): void;
}

export interface AppServices {
  /**
   * 'server' answers a successful form post with a redirect (post/redirect/get,
   * the path of a browser without JavaScript); 'browser' stays on the page.
   */
  side: 'server' | 'browser';
  api: Api;
  cookies: CookieJar;
  i18n: I18n;
  /**
   * The shopper's session. `resolve()` waits until it is known (on the server
   * it is looked up while the loaders start their own calls, so a signed-in
   * page waits for one round trip to the API, not two); `get()` reads it after.
   */
  session: { get(): SessionState; set(next: SessionState): void; resolve(): Promise<SessionState> };
  /** A message for the shopper: a toast in the browser, the next page's notice on the server. */
  flash(id: FlashId): void;
  /** Whether checkout places orders (ORDERING). */
  ordering: boolean;
  /** The language Accept-Language asked for: a bare path's last resort. */
  headerLanguage: string;
  /** On the server: the stock as this process keeps it (server/stock-snapshot.ts); the browser asks the API (client/api/stock.ts loadStock). */
  stock?: () => Promise<StockRecord[] | null>;
}

export const appContext = createContext<AppServices>();

export function services(context: Readonly<RouterContextProvider>): AppServices {
  return context.get(appContext);
}
