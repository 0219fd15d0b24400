// The shopper's cookies while the server answers one request — the one place
// the server reads and writes them. A middleware early in the app (before the
// rate limits, whose 429 page is in the shopper's language) parses the Cookie
// header once; the language, the render cache, loaders and actions read that
// parse (client/router/app-context.ts CookieJar), every write becomes a
// Set-Cookie on the response, and calls to the API host carry the cookies as
// they stand (a sign-in's new session included).
import type { Request, RequestHandler, Response } from 'express';

import type { CookieJar } from '../client/router/app-context';

export interface ServerCookieJar extends CookieJar {
  has(name: string): boolean;
  /** The names of the cookies the request carried (and those set since). */
  names(): string[];
  /** The Cookie header for the API host. */
  header(): string;
  /** Takes a Set-Cookie the API host answered with: passed on to the shopper, kept for later calls. */
  absorb(setCookie: string): void;
}

/** RFC 6265's optional white space around a name and a value: spaces and tabs, nothing else (a name with another space is another name). */
const OWS = /^[ \t]+|[ \t]+$/g;

/** Name → raw value of a Cookie header; the first of a repeated name wins. */
function rawPairs(header: string | undefined): Map<string, string> {
  const pairs = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq).replace(OWS, '');
    if (name && !pairs.has(name)) pairs.set(name, part.slice(eq + 1).replace(OWS, ''));
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
    has: (name) => raw.has(name),
    names: () => [...raw.keys()],
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

/** Parses the request's cookies into its jar (`cookiesOf`); Secure cookies when the shop is served over https. */
export function cookieJar(secure: boolean): RequestHandler {
  return (req, res, next) => {
    res.locals.cookies = serverCookieJar(req, res, secure);
    next();
  };
}

/** The request's jar (made by the `cookieJar` middleware). */
export function cookiesOf(res: Response): ServerCookieJar {
  const jar = res.locals.cookies as ServerCookieJar | undefined;
  if (!jar) throw new Error('cookieJar() must run before this handler');
  return jar;
}
