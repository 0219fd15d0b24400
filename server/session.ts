// The visitor's session as the server renders it: the request's cookies are
// forwarded to the API host's user data call, so a logged-in first paint shows
// the avatar and account pages can redirect anonymous visitors with a 302.
import type { SessionState, SessionUser } from '../shared/boot';
import { SESSION_COOKIE } from '../shared/cookie-names';
import type { ServerCookieJar } from './cookie-jar';
import { httpFetch } from './render/http-fetch';

export const ANONYMOUS: SessionState = { status: 'anonymous' };

export async function resolveSession(apiUrl: string | null, cookies: Pick<ServerCookieJar, 'has' | 'header'>, clientAddress?: string, timeoutMs = 3000): Promise<SessionState> {
  if (!apiUrl || !cookies.has(SESSION_COOKIE)) return ANONYMOUS;
  try {
    const res = await httpFetch(new URL('/api/user/data', apiUrl), {
      headers: { cookie: cookies.header(), accept: 'application/json', ...(clientAddress ? { 'x-forwarded-for': clientAddress } : {}) },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!res.ok) return ANONYMOUS;
    const body = (await res.json()) as { success?: boolean; userData?: Partial<SessionUser> };
    const u = body.userData;
    if (!body.success || !u || typeof u.name !== 'string' || typeof u.email !== 'string') return ANONYMOUS;
    return { status: 'authenticated', user: { name: u.name, email: u.email, isAccountVerified: u.isAccountVerified === true } };
  } catch {
    // An API host that is down or slow renders the page logged out rather than not at all.
    return ANONYMOUS;
  }
}
