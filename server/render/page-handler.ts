// The page handler: every GET, HEAD and POST that is not a file or /api, in
// small named steps (docs/decisions/015-route-modules-and-language-urls.md):
// the form post read, the language, the render cache (an anonymous page is
// rendered once and served from memory), the request's services, React
// Router's static handler — its loaders, or for a post the route's action,
// with the shopper's cookies — then the redirect they asked for, or the
// document, kept whole for the cache or streamed.
import type { Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import type { ComponentType } from 'react';
import { type createStaticHandler, createStaticRouter, RouterContextProvider, type StaticHandlerContext } from 'react-router';

import { adminRoutes } from '../../client/admin/routes';
import { App, type AppProps } from '../../client/app/App';
import { createI18n } from '../../client/i18n/create';
import { appContext } from '../../client/router/app-context';
import { createRoutes } from '../../client/router/routes';
import { isAdminPath } from '../../shared/admin-path';
import { adminLanguage } from '../../shared/admin-routes';
import { FLASH_COOKIE } from '../../shared/cookie-names';
import { directionOf } from '../../shared/languages';
import { redactUrl } from '../../shared/log-redaction';
import { FORGET_OFFLINE_PAGES, SESSION_ENDED_FLASHES } from '../../shared/offline-pages';
import { ROUTES } from '../../shared/routes';
import type { Config } from '../config';
import { cookiesOf, type ServerCookieJar } from '../cookie-jar';
import type { ServerI18n } from '../i18n';
import { rememberExplicitLanguage, type RequestLanguage, requestLanguage } from '../language';
import { type BuildManifest, readPhotos } from '../manifest';
import { pageDictionaries, readKeyUsage } from '../page-dictionary';
import { nonceOf } from '../security';
import type { SessionCache } from '../session-cache';
import type { StockSnapshot } from '../stock-snapshot';
import { bootData, leafRouteId, preloadsFor } from './boot-data';
import { csrfToken } from './csrf-token';
import { type DocumentInput, renderComplete, streamDocument } from './document';
import { fallbackHtml } from './fallback-html';
import { readFormPost } from './form-post';
import { allowGatewayOrigins } from './gateway-csp';
import { renderI18nCache } from './i18n-cache';
import { sendLoaderResponse } from './loader-response';
import { cachedPage, cacheKeyOf, isCacheable, isShoppersOwn, PageCache, pageKeyOf, sendCachedPage } from './page-cache';
import { toFetchRequest } from './request';
import { requestServices } from './request-services';
import { routeShards } from './route-shards';
import { sendPage } from './send-page';
import { fillShell, renderHoles, renderShell, type Shell } from './shell';
import { noCookies, withoutShoppersData } from './shell-source';

type StaticHandler = ReturnType<typeof createStaticHandler>;

/** The origins the pay page's loader read from the host's checkout answer. */
function checkoutOrigins(result: StaticHandlerContext): unknown {
  const leaf = result.matches[result.matches.length - 1]?.route.id;
  const loaded: unknown = leaf ? result.loaderData[leaf] : undefined;
  if (!loaded || typeof loaded !== 'object' || !('checkout' in loaded)) return undefined;
  const checkout = loaded.checkout;
  return checkout && typeof checkout === 'object' && 'origins' in checkout ? checkout.origins : undefined;
}

export interface PageHandlerOptions {
  config: Config;
  serverI18n: ServerI18n;
  manifest: BuildManifest;
  logger: Logger;
  /** Tests replace the app to exercise the failure paths. */
  AppComponent?: ComponentType<AppProps>;
  /** Tests: render with only the dictionary the page sends (see AppDeps). */
  onMissingKey?: (key: string, url: string) => void;
  /** The stock the pages show, kept by this process (server/stock-snapshot.ts). */
  stock: StockSnapshot;
  /** The sessions this process keeps for a moment (server/session-cache.ts). */
  sessions?: SessionCache;
}

/** Room for the render cache: about 2,000 pages (every page in every language) at ~16 KB compressed. */
const PAGE_CACHE_BYTES = 48 * 1024 * 1024;
/** Room for the shells of personal pages: about 300 pages at ~90 KB (uncompressed, UTF-16). */
const SHELL_CACHE_BYTES = 28 * 1024 * 1024;

export function pageHandler({ config, serverI18n, manifest, logger, stock, sessions, AppComponent = App, onMissingKey }: PageHandlerOptions): RequestHandler {
  const shards = routeShards(createRoutes(adminRoutes()));
  /** The routes a result was matched in (its shard's), which its render must use. */
  const routesOf = new WeakMap<StaticHandlerContext, StaticHandler['dataRoutes']>();
  const queryIn = async (request: globalThis.Request, context: RouterContextProvider) => {
    const handler = shards.for(new URL(request.url).pathname);
    const result = await handler.query(request, { requestContext: context });
    if (!(result instanceof Response)) routesOf.set(result, handler.dataRoutes);
    return result;
  };
  const i18nFor = renderI18nCache(serverI18n);
  const dictionary = pageDictionaries(readKeyUsage(config.distDir), (lng) => serverI18n.dictionaryFor(lng));
  const cache = config.renderCache && !onMissingKey ? new PageCache(PAGE_CACHE_BYTES) : null;
  /** Each page's shell, or a note that the page has none (its anonymous answer differs, or a hole sits in a shared part): not tried again until the build or stock moves. */
  const shells = cache ? new PageCache<Shell | { none: true; leaf: string; bytes: number }>(SHELL_CACHE_BYTES) : null;
  const photos = readPhotos(config.distDir);

  /** Runs the loaders (or a post's action) with the request's services; a Response is a redirect or an answer of their own. */
  const query = (req: Request, res: Response, cookies: ServerCookieJar, language: RequestLanguage, body: Buffer | undefined) => {
    const context = new RouterContextProvider();
    context.set(
      appContext,
      requestServices({ req, cookies, apiUrl: config.apiUrl, i18n: i18nFor(language.lng), ordering: config.ordering, headerLanguage: language.header, stock, sessions }),
    );
    return queryIn(toFetchRequest(req, res, config.publicUrl, body), context);
  };

  /** The same URL asked for by a visitor without cookies: what a public page's shell is rendered from. */
  const anonymousQuery = (req: Request, language: RequestLanguage) => {
    const context = new RouterContextProvider();
    context.set(
      appContext,
      requestServices({ req, cookies: noCookies(), apiUrl: config.apiUrl, i18n: i18nFor(language.lng), ordering: config.ordering, headerLanguage: language.header, stock }),
    );
    const headers = new Headers({ accept: 'text/html' });
    return queryIn(new Request(`${config.publicUrl}${req.originalUrl}`, { headers }), context);
  };

  /** What the document is rendered from; the nonce is left out of a page the cache keeps. */
  const documentInput = (req: Request, res: Response, result: StaticHandlerContext, language: RequestLanguage, cached: boolean): DocumentInput => {
    const boot = bootData({
      config,
      manifest,
      photos,
      dictionary,
      lng: language.lng,
      headerLanguage: language.header,
      leaf: leafRouteId(result),
      nonce: cached ? undefined : nonceOf(res),
    });
    // A page rendered for its request carries the form token; one the cache keeps for everyone cannot.
    if (!cached) boot.csrf = csrfToken(cookiesOf(res));
    const i18n = onMissingKey && !cached ? createI18n(language.lng, boot.resources, (key) => onMissingKey(key, req.originalUrl)) : i18nFor(language.lng);
    return {
      boot,
      context: result,
      router: createStaticRouter(routesOf.get(result) ?? shards.whole.dataRoutes, result),
      AppComponent,
      i18n,
      preloads: preloadsFor(result, manifest),
      entry: manifest.entry,
      timeoutMs: config.renderTimeoutMs,
    };
  };

  /** The shell of this request's page: kept, or rendered now from data that is no shopper's; null when the page cannot have one. */
  const shellFor = async (req: Request, res: Response, result: StaticHandlerContext, language: RequestLanguage, route: (typeof ROUTES)[number], build: string) => {
    if (!shells) return null;
    const key = pageKeyOf(req, build, language.lng, language.header);
    const leaf = leafRouteId(result);
    const kept = shells.get(key);
    if (kept?.leaf === leaf) return 'none' in kept ? null : kept;
    const none = () => {
      shells.set(key, { none: true, leaf, bytes: 200 + key.length });
      return null;
    };
    const source = route.personal || route.auth ? withoutShoppersData(result) : await anonymousQuery(req, language);
    if (source instanceof Response) return none();
    const routes = routesOf.get(result);
    if (routes && !routesOf.has(source)) routesOf.set(source, routes);
    if (source.statusCode !== 200 || source.errors || leafRouteId(source) !== leaf) return none();
    const shell = await renderShell(documentInput(req, res, source, language, false), leaf);
    if (!shell) {
      logger.warn({ url: redactUrl(req.originalUrl) }, 'a page without a usable shell: rendered whole (a hole inside a shared part?)');
      return none();
    }
    shells.set(key, shell);
    return shell;
  };

  /** A personal page as its shell with this request's holes; false when it must be rendered whole. */
  const sendFromShell = async (
    req: Request,
    res: Response,
    result: StaticHandlerContext,
    language: RequestLanguage,
    route: (typeof ROUTES)[number],
    build: string,
    sent: { vary: string; cacheControl: string },
  ) => {
    const shell = await shellFor(req, res, result, language, route, build);
    if (!shell) return false;
    const input = documentInput(req, res, result, language, false);
    const holes = renderHoles(input, shell.notes);
    const pieces = holes && fillShell(shell, holes, input);
    if (!pieces) {
      logger.warn({ url: redactUrl(req.originalUrl), holes: holes?.holes.length, expected: shell.holes }, 'the holes did not fit the shell: rendered whole');
      return false;
    }
    sendPage(req, res, pieces, { status: result.statusCode, ...sent, source: 'shell' });
    return true;
  };

  const fallback = (lng: string) => () => {
    const { t } = i18nFor(lng);
    return fallbackHtml({ lng, dir: directionOf(lng), title: t('fallback.title'), text: t('fallback.text'), refresh: t('fallback.refresh'), stylesheets: manifest.stylesheets });
  };

  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'POST') {
      return void res.status(405).set({ Allow: 'GET, HEAD, POST', 'Cache-Control': 'no-store' }).type('text/plain').send('Method Not Allowed');
    }
    try {
      const cookies = cookiesOf(res);
      const body = await readFormPost(req, res, config.publicUrl, cookies);
      if (body === null) return;
      // The back office: English or Hindi, never kept by the cache or indexed (shared/admin-routes.ts).
      const admin = isAdminPath(req.path);
      const asked = requestLanguage(req, res, cookies);
      const language = admin ? { ...asked, lng: adminLanguage(asked.lng) } : asked;
      if (admin) res.set('X-Robots-Tag', 'noindex, nofollow');
      // The stock's version is in the key: a page kept in the cache shows the stock it was rendered with, no older than STOCK_MAX_AGE_SECONDS.
      const build = `${manifest.builtAt}|${await stock.version()}`;
      const cacheKey = cache && !admin ? cacheKeyOf(req, cookies, build, language.lng, language.header) : null;
      const hit = cache && cacheKey ? cache.get(cacheKey) : undefined;
      if (hit) {
        sendCachedPage(req, res, hit, 'hit');
        return;
      }
      rememberExplicitLanguage(req, cookies, language.lng);
      // The page after signing out or deleting the account: the service worker forgets the pages it kept.
      if (SESSION_ENDED_FLASHES.includes(cookies.get(FLASH_COOKIE) ?? '')) res.set(FORGET_OFFLINE_PAGES.header, FORGET_OFFLINE_PAGES.value);

      // Read before the loaders run: the root loader removes a message's cookie once it has shown it.
      const forOneShopper = isShoppersOwn(cookies, undefined);
      const result = await query(req, res, cookies, language, body);
      if (result instanceof Response) {
        sendLoaderResponse(res, result);
        return;
      }
      if (leafRouteId(result) === 'pay') allowGatewayOrigins(res, checkoutOrigins(result));
      const vary = language.fromPath ? 'Cookie' : 'Cookie, Accept-Language';
      const route = ROUTES.find((r) => r.id === leafRouteId(result));
      if (cache && cacheKey && isCacheable(req, res, cookies, { route, status: result.statusCode })) {
        const html = await renderComplete(documentInput(req, res, result, language, true));
        if (html !== null) {
          const page = cachedPage(html, result.statusCode, vary);
          cache.set(cacheKey, page);
          sendCachedPage(req, res, page, 'miss');
          return;
        }
      }
      const cacheControl = admin || forOneShopper || isShoppersOwn(cookies, route) ? 'no-store' : 'no-cache, private';
      // A page for one shopper (a read, answered 200): the shared parts from its shell, only the shopper's own rendered now.
      const fromShell = !admin && route && req.method !== 'POST' && result.statusCode === 200 && !result.errors;
      if (fromShell && (await sendFromShell(req, res, result, language, route, build, { vary, cacheControl }))) return;
      streamDocument(req, res, { ...documentInput(req, res, result, language, false), logger, vary, cacheControl, fallback: fallback(language.lng) });
    } catch (error) {
      next(error);
    }
  };
}
