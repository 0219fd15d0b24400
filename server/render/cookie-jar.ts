// The shopper's cookies while the server answers one request: loaders and
// actions read and write them like the browser's (client/router/app-context.ts
// CookieJar), every write becomes a Set-Cookie on the response, and calls to
// the API host carry the cookies as they stand (a sign-in's new session
// included).
import type { Request, Response } from 'express';

import type { CookieJar } from '../../client/router/app-context';

export interface ServerCookieJar extends CookieJar {
  /** The Cookie header for the API host. */
  header(): string;
  /** Takes a Set-Cookie the API host answered with: passed on to the shopper, kept for later calls. */
  absorb(setCookie: string): void;
}

function rawPairs(header: string | undefined): Map<string, string> {
  const pairs = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    if (name && !pairs.has(name)) pairs.set(name, part.slice(eq + 1).trim());
  }
  return pairs;
}

function decoded(raw: string): string | undefined {
  try {
    return decodeURIComponent(raw.replace(/^"(.*)"$/, '$1'));
  } catch {
    return undefined;
  }
}

export function serverCookieJar(req: Request, res: Response, secure: boolean): ServerCookieJar {
  const raw = rawPairs(req.headers.cookie);
  return {
    get: (name) => {
      const value = raw.get(name);
      return value === undefined ? undefined : decoded(value);
    },
    set(name, value, options = {}) {
      raw.set(name, encodeURIComponent(value));
      res.cookie(name, value, {
        path: '/',
        sameSite: 'lax',
        secure,
        httpOnly: options.httpOnly ?? false,
        ...(options.maxAge === undefined ? {} : { maxAge: options.maxAge * 1000 }),
      });
    },
    remove(name) {
      raw.delete(name);
      res.clearCookie(name, { path: '/', sameSite: 'lax', secure });
    },
    header: () => [...raw].map(([name, value]) => `${name}=${value}`).join('; '),
    absorb(setCookie) {
      // The cookie belongs to the shop's host, whatever domain the API host named.
      res.append('Set-Cookie', setCookie.replace(/;\s*domain=[^;]*/i, ''));
      const [pair = '', ...attributes] = setCookie.split(';');
      const eq = pair.indexOf('=');
      if (eq <= 0) return;
      const name = pair.slice(0, eq).trim();
      const gone = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || (/^\s*expires=/i.test(a) && Date.parse(a.split('=').slice(1).join('=')) < Date.now()));
      if (gone) raw.delete(name);
      else raw.set(name, pair.slice(eq + 1).trim());
    },
  };
}
