// The service worker (see docs/decisions/006-service-worker.md).
// - install: precache the app shell (/, /juices), the build's hashed assets and
//   the icons; a new version takes over at once, keeping the previous version's
//   assets so an open page can still load its chunks.
// - pages: network first; a successful anonymous page is kept for offline use;
//   offline, a cached page or the offline page in the visitor's language.
// - images and /locales: stale-while-revalidate.
// - never: /api, one shopper's own pages (account pages, sign-in, checkout:
//   the route table's personal and auth entries, under any language prefix),
//   a page the server marks no-store (any page rendered with a session, a
//   cart, a coupon or a message).
// - forgotten: every kept page, when the shopper signs out or deletes the
//   account (a message from the page, or the header of the page that follows).
//   Response headers a worker sees never include Set-Cookie, so that is not a
//   test here.
/// <reference lib="webworker" />
import { matchPath } from 'react-router';

import { splitLanguagePrefix } from '../shared/language-path';
import { FORGET_OFFLINE_PAGES } from '../shared/offline-pages';
import { personalRoutes } from '../shared/routes';

declare const self: ServiceWorkerGlobalScope;

interface OfflineText {
  title: string;
  text: string;
  retry: string;
  dir: 'ltr' | 'rtl';
}
interface BuildInfo {
  version: string;
  assets: string[];
  /** Every language's offline page; English is always there (scripts/build.ts). */
  offline: Record<string, OfflineText> & { en: OfflineText };
}
declare const __BUILD__: BuildInfo;

const BUILD = __BUILD__;
const PREFIX = 'too-more-';
const SHELL = `${PREFIX}shell-${BUILD.version}`;
const PAGES = `${PREFIX}pages-${BUILD.version}`;
const RUNTIME = `${PREFIX}runtime`;
const SETTINGS = `${PREFIX}settings`;
const SHELL_PAGES = ['/', '/juices'];
const PERSONAL = personalRoutes().flatMap((r) => [r.path, ...(r.aliases ?? [])]);

/** /api, the back office, and a personal page under any language prefix. */
function neverCached(pathname: string): boolean {
  if (/^\/(api|admin)(\/|$)/.test(pathname)) return true;
  const { rest } = splitLanguagePrefix(pathname);
  return PERSONAL.some((path) => matchPath({ path, caseSensitive: false, end: true }, rest) !== null);
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      // Take over at once: pages already open keep working because the previous
      // version's assets stay cached until the version after this one.
      const shell = await caches.open(SHELL);
      await shell.addAll([...BUILD.assets, '/manifest.webmanifest', '/favicon.svg', '/images/icons/icon-192.png']);
      const pages = await caches.open(PAGES);
      await Promise.all(
        SHELL_PAGES.map(async (path) => {
          const res = await fetch(path, { credentials: 'same-origin' });
          if (cacheable(res)) await pages.put(path, res);
        }),
      );
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const settings = await caches.open(SETTINGS);
      const previous = await (await settings.match('/__version'))?.text();
      await settings.put('/__version', new Response(BUILD.version));
      const keep = new Set([SHELL, PAGES, RUNTIME, SETTINGS]);
      if (previous && previous !== BUILD.version) keep.add(`${PREFIX}shell-${previous}`);
      for (const key of await caches.keys()) if (key.startsWith(PREFIX) && !keep.has(key)) await caches.delete(key);
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  const data = event.data as { type?: string; lng?: unknown } | null;
  if (data?.type === FORGET_OFFLINE_PAGES.message) {
    event.waitUntil(forgetPages());
    return;
  }
  if (data?.type === 'language' && typeof data.lng === 'string' && data.lng in BUILD.offline) {
    event.waitUntil(caches.open(SETTINGS).then((c) => c.put('/__language', new Response(data.lng as string))));
  }
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (neverCached(url.pathname)) return;

  if (request.mode === 'navigate') {
    event.respondWith(networkFirstPage(event, url));
    return;
  }
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request));
    return;
  }
  if (url.pathname.startsWith('/images/') || url.pathname.startsWith('/photos/') || url.pathname.startsWith('/locales/') || url.pathname === '/favicon.svg') {
    event.respondWith(staleWhileRevalidate(event, request));
  }
});

function cacheable(res: Response): boolean {
  return res.ok && res.type === 'basic' && !/no-store/.test(res.headers.get('cache-control') ?? '');
}

/** Drops every kept page (a shopper's session ended), then keeps the anonymous shell pages again. */
async function forgetPages(): Promise<void> {
  await caches.delete(PAGES);
  const pages = await caches.open(PAGES);
  await Promise.all(
    SHELL_PAGES.map(async (path) => {
      const res = await fetch(path, { credentials: 'same-origin' }).catch(() => null);
      if (res && cacheable(res)) await pages.put(path, res);
    }),
  );
}

async function networkFirstPage(event: FetchEvent, url: URL): Promise<Response> {
  const key = url.pathname + url.search;
  try {
    const res = await fetch(event.request);
    if (res.headers.get(FORGET_OFFLINE_PAGES.header) === FORGET_OFFLINE_PAGES.value) event.waitUntil(forgetPages());
    if (cacheable(res)) {
      const copy = res.clone();
      event.waitUntil(caches.open(PAGES).then((c) => c.put(key, copy)));
    }
    return res;
  } catch {
    const pages = await caches.open(PAGES);
    const cached = (await pages.match(key)) ?? (await pages.match(url.pathname));
    return cached ?? offlinePage(url);
  }
}

async function cacheFirst(request: Request): Promise<Response> {
  const cached = await caches.match(request);
  if (cached) return cached;
  const res = await fetch(request);
  if (cacheable(res)) {
    const copy = res.clone();
    void caches.open(SHELL).then((c) => c.put(request, copy));
  }
  return res;
}

async function staleWhileRevalidate(event: FetchEvent, request: Request): Promise<Response> {
  const cache = await caches.open(RUNTIME);
  const cached = await cache.match(request);
  const update = fetch(request)
    .then(async (res) => {
      if (cacheable(res)) await cache.put(request, res.clone());
      return res;
    })
    .catch(() => cached ?? Response.error());
  event.waitUntil(update.then(() => undefined));
  return cached ?? update;
}

const HTML_ESCAPES: Partial<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

async function offlinePage(url: URL): Promise<Response> {
  const asked = splitLanguagePrefix(url.pathname).lng ?? url.searchParams.get('lng');
  const stored = await (await caches.open(SETTINGS)).match('/__language');
  const lng = asked && asked in BUILD.offline ? asked : stored ? await stored.text() : 'en';
  const text = BUILD.offline[lng] ?? BUILD.offline.en;
  const esc = (s: string) => s.replace(/[&<>"]/g, (c) => HTML_ESCAPES[c] ?? c);
  const html = `<!DOCTYPE html><html lang="${esc(lng)}" dir="${text.dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(text.title)} | Too More</title><style>body{font-family:system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;background:#fff7ed;color:#1c1917;text-align:center}main{padding:2rem;max-width:32rem}a{display:inline-block;margin-top:1rem;padding:.7rem 1.3rem;border-radius:999px;background:#c2410c;color:#fff;text-decoration:none;font-weight:600}</style></head><body><main><h1>${esc(text.title)}</h1><p>${esc(text.text)}</p><a href="">${esc(text.retry)}</a></main></body></html>`;
  return new Response(html, { status: 503, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } });
}

export {};
