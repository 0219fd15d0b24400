// How loaders and actions reach the API host on the server: straight to it
// (API_URL, or the embedded backend's loopback port) with the shopper's
// cookies — never through the BFF's own /api over HTTP — on keep-alive
// connections (./http-fetch.ts). Set-Cookie answers (a new session, a cleared
// one) go on to the shopper.
import type { ServerCookieJar } from '../cookie-jar';
import { httpFetch } from './http-fetch';

export function apiFetch(apiUrl: string, cookies: ServerCookieJar, clientAddress: string | undefined): typeof fetch {
  return async (input, init = {}) => {
    // Loaders and actions call with a path; a Request's method, headers and body would be lost here.
    if (input instanceof Request) throw new TypeError('apiFetch takes a path or a URL, not a Request');
    const url = new URL(input, apiUrl);
    const headers = new Headers(init.headers);
    const cookie = cookies.header();
    if (cookie) headers.set('cookie', cookie);
    // The API host limits attempts per shopper: tell it who the shopper is.
    if (clientAddress) headers.set('x-forwarded-for', clientAddress);
    const body = init.body;
    if (body !== undefined && body !== null && typeof body !== 'string' && !(body instanceof Uint8Array)) throw new TypeError('apiFetch sends a string or bytes');
    const response = await httpFetch(url, { method: init.method, headers, body, signal: init.signal });
    for (const setCookie of response.headers.getSetCookie()) cookies.absorb(setCookie);
    return response;
  };
}
