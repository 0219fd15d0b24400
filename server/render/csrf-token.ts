// The form token of a page rendered for its request (shared/csrf.ts): the
// visitor's token cookie, made when they have none. A page kept by the render
// cache is rendered without it.
import { randomBytes } from 'node:crypto';

import { CSRF_COOKIE } from '../../shared/csrf';
import type { ServerCookieJar } from '../cookie-jar';

export function csrfToken(cookies: ServerCookieJar): string {
  const known = cookies.get(CSRF_COOKIE);
  if (known && /^[\w-]{20,100}$/.test(known)) return known;
  const token = randomBytes(24).toString('base64url');
  cookies.set(CSRF_COOKIE, token, { httpOnly: true });
  return token;
}
