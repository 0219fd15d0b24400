// The render cache: an anonymous visitor's page (no session, cart, coupon,
// consent, message or delivery PIN cookie) depends only on its URL, its language and the
// build, so it is rendered once and then served from memory, precompressed.
// A cached page carries no per-request nonce: its Content-Security-Policy
// allows exactly its own inline script by hash, which is as strict.
// Anything personal — a cookie that changes the page, a Set-Cookie, a post,
// a personal or account route — is rendered for its request as before.
// see docs/decisions/016-page-weight.md
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';

import type { Request, Response } from 'express';

import { CART_COOKIE, CONSENT_COOKIE, COUPON_COOKIE, FLASH_COOKIE, PIN_COOKIE, SESSION_COOKIE } from '../../shared/cookie-names';
import { pageSearch } from '../../shared/page-query';
import type { RouteEntry } from '../../shared/routes';
import type { ServerCookieJar } from '../cookie-jar';
import { sendBody } from './send-page';

/** Cookies that change what a page shows: a request with any of them is rendered for itself. */
export const PERSONAL_COOKIES = [SESSION_COOKIE, CART_COOKIE, COUPON_COOKIE, FLASH_COOKIE, CONSENT_COOKIE, PIN_COOKIE] as const;

export interface CachedPage {
  status: number;
  vary: string;
  /** sha256 sources of the page's inline scripts, for its CSP. */
  scriptHashes: string[];
  gzip: Buffer;
  brotli: Buffer;
  bytes: number;
}

/**
 * Whether a request is anonymous: a read without any cookie that changes the
 * page (read from the same parse of the Cookie header the page is rendered
 * with, so no cookie can count as absent here and present there), and without
 * a ?lng to remember (that response writes a cookie).
 */
function isAnonymous(req: Request, cookies: Pick<ServerCookieJar, 'names'>): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (cookies.names().some(looksPersonal)) return false;
  return !('lng' in (req.query as Record<string, unknown>));
}

const PERSONAL = new Set<string>(PERSONAL_COOKIES);

/**
 * Whether a page rendered for its request shows one shopper's own things — a
 * session, a cart, a coupon, a message, or a personal or account route — and
 * so may be kept by nothing: not the service worker, not a shared cache.
 */
export function isShoppersOwn(cookies: Pick<ServerCookieJar, 'names'>, route: RouteEntry | undefined): boolean {
  return Boolean(route?.personal || route?.auth) || cookies.names().some((name) => looksPersonal(name) && !isConsentOnly(name));
}

const isConsentOnly = (name: string) => name.toLowerCase().replace(/[^a-z0-9_]/g, '') === CONSENT_COOKIE;

/** A cookie name that is, or is spelt like, one that changes the page (` cart`, `CART`, `car\u200bt`): whatever spelling a browser or a parser might read as it. */
function looksPersonal(name: string): boolean {
  return PERSONAL.has(name) || PERSONAL.has(name.toLowerCase().replace(/[^a-z0-9_]/g, ''));
}

/**
 * Whether a page may be kept and served to everyone who asks for its URL, in
 * its language: an anonymous request for a page that is neither personal nor
 * an account's, answered 200 or 404, that wrote no cookie.
 */
export function isCacheable(req: Request, res: Response, cookies: Pick<ServerCookieJar, 'names'>, page: { route: RouteEntry | undefined; status: number }): boolean {
  if (!isAnonymous(req, cookies) || !page.route || page.route.personal || page.route.auth) return false;
  return (page.status === 200 || page.status === 404) && !res.getHeader('set-cookie');
}

/**
 * The cache key of a request that may be served from the cache (an anonymous
 * one: `isCacheable`), or null: the build, the language, the path and the
 * query parameters pages read — not ?utm_source= and the like, each of which
 * would otherwise be a render of its own, kept in place of a real page.
 */
export function cacheKeyOf(req: Request, cookies: Pick<ServerCookieJar, 'names'>, build: string, lng: string, headerLanguage: string): string | null {
  return isAnonymous(req, cookies) ? pageKeyOf(req, build, lng, headerLanguage) : null;
}

/** A page's key whoever asks: the build, the language, the path and the query parameters pages read. */
export function pageKeyOf(req: Request, build: string, lng: string, headerLanguage: string): string {
  const at = req.originalUrl.indexOf('?');
  const page = at < 0 ? req.originalUrl : `${req.originalUrl.slice(0, at)}${pageSearch(req.originalUrl.slice(at))}`;
  return `${build}|${lng}|${headerLanguage}|${page}`;
}

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g;

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64');

export function scriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map((m) => `'sha256-${sha256(m[1] ?? '')}'`);
}

export function cachedPage(html: string, status: number, vary: string): CachedPage {
  const body = Buffer.from(html);
  const gzip = gzipSync(body, { level: 9 });
  const brotli = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
  return { status, vary, scriptHashes: scriptHashes(html), gzip, brotli, bytes: gzip.length + brotli.length + 200 };
}

/** A least-recently-used map bounded by the bytes it holds. */
export class PageCache<T extends { bytes: number } = CachedPage> {
  private readonly pages = new Map<string, T>();
  private size = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string): T | undefined {
    const page = this.pages.get(key);
    if (!page) return undefined;
    this.pages.delete(key);
    this.pages.set(key, page);
    return page;
  }

  set(key: string, page: T): void {
    const old = this.pages.get(key);
    if (old) {
      this.pages.delete(key);
      this.size -= old.bytes;
    }
    this.pages.set(key, page);
    this.size += page.bytes;
    for (const [k, p] of this.pages) {
      if (this.size <= this.maxBytes) break;
      this.pages.delete(k);
      this.size -= p.bytes;
    }
  }

  get entries(): number {
    return this.pages.size;
  }
}

/** Sends a cached page: the encoding the client takes, and a CSP that allows its inline script by hash. */
export function sendCachedPage(req: Request, res: Response, page: CachedPage, state: 'hit' | 'miss'): void {
  const csp = res.getHeader('Content-Security-Policy');
  if (typeof csp === 'string') res.setHeader('Content-Security-Policy', csp.replace(/'nonce-[^']*'/, page.scriptHashes.join(' ')));
  const accepts = req.acceptsEncodings('br', 'gzip', 'identity');
  const [encoding, body] = accepts === 'br' ? ['br', page.brotli] : accepts === 'gzip' ? ['gzip', page.gzip] : [null, gunzipSync(page.gzip)];
  sendBody(req, res, body, encoding, { status: page.status, vary: page.vary, cacheControl: 'no-cache, private', source: state });
}
