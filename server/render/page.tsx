// The page handler: every GET, HEAD and POST that is not a file or /api runs
// through React Router's static handler — its loaders (or, for a post, the
// route's action) with the shopper's cookies — then answers with the redirect
// they asked for, or streams the React document into the response. Browsers
// get the shell as soon as it is ready; crawlers the fully rendered document.
// see docs/decisions/002-streaming-ssr.md, docs/decisions/015-route-modules-and-language-urls.md
import { Writable } from 'node:stream';

import type { Request, RequestHandler, Response } from 'express';
import { isbot } from 'isbot';
import type { Logger } from 'pino';
import type { ComponentType } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, RouterContextProvider, type StaticHandlerContext, StaticRouterProvider } from 'react-router';

import { type Api, createApi } from '../../client/api/client';
import { App, type AppProps } from '../../client/app/App';
import { createI18n } from '../../client/i18n/create';
import { appContext } from '../../client/router/app-context';
import { createRoutes } from '../../client/router/routes';
import { BOOT_GLOBAL, type BootData, type SessionState } from '../../shared/boot';
import { CONSENT_COOKIE, decodeConsent } from '../../shared/consent';
import { LANGUAGE_COOKIE } from '../../shared/cookie-names';
import { FLASH_COOKIE } from '../../shared/flash';
import { directionOf } from '../../shared/languages';
import { ROUTES } from '../../shared/routes';
import { serializeForScript } from '../../shared/serialize';
import type { Config } from '../config';
import type { ServerI18n } from '../i18n';
import { requestLanguage } from '../language';
import { type BuildManifest, readPhotos } from '../manifest';
import { pageDictionaries, readKeyUsage } from '../page-dictionary';
import { nonceOf } from '../security';
import { ANONYMOUS, hasSessionCookie, resolveSession } from '../session';
import { apiFetch } from './api-fetch';
import { serverCookieJar } from './cookie-jar';
import { entryLoaderScript } from './entry-loader';
import { fallbackHtml } from './fallback-html';
import { hydrationScript } from './hydration-data';
import { renderI18nCache } from './i18n-cache';
import { cachedPage, cacheKeyOf, PageCache, sendCachedPage } from './page-cache';
import { readBody, toFetchRequest } from './request';

export interface PageHandlerOptions {
  config: Config;
  serverI18n: ServerI18n;
  manifest: BuildManifest;
  logger: Logger;
  /** Tests replace the app to exercise the failure paths. */
  AppComponent?: ComponentType<AppProps>;
  /** Tests: render with only the dictionary the page sends (see AppDeps). */
  onMissingKey?: (key: string, url: string) => void;
}

/** Form posts are small: the largest is the checkout's. */
const FORM_BODY_LIMIT = 64 * 1024;
const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;
const FLASH_SECONDS = 60;

export function pageHandler({ config, serverI18n, manifest, logger, AppComponent = App, onMissingKey }: PageHandlerOptions): RequestHandler {
  const staticHandler = createStaticHandler(createRoutes());
  const i18nFor = renderI18nCache(serverI18n);
  const pageDictionary = pageDictionaries(readKeyUsage(config.distDir), (lng) => serverI18n.dictionaryFor(lng));
  const cache = config.renderCache && !onMissingKey ? new PageCache(PAGE_CACHE_BYTES) : null;
  const photos = readPhotos(config.distDir);
  const https = config.publicUrl.startsWith('https:');
  const apiUrl = config.apiUrl;

  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'POST') {
      return void res.status(405).set({ Allow: 'GET, HEAD, POST', 'Cache-Control': 'no-store' }).type('text/plain').send('Method Not Allowed');
    }
    try {
      let body: Buffer | undefined;
      if (req.method === 'POST') {
        const refused = refusePost(req, config.publicUrl);
        if (refused) return void res.status(refused.status).set('Cache-Control', 'no-store').type('text/plain').send(refused.text);
        const read = await readBody(req, FORM_BODY_LIMIT);
        if (!read) return void res.status(413).set('Cache-Control', 'no-store').type('text/plain').send('Form too large');
        body = read;
      }
      const language = requestLanguage(req);
      const cacheKey = cache ? cacheKeyOf(req, manifest.builtAt, language.lng, language.header) : null;
      const cached = cache && cacheKey ? cache.get(cacheKey) : undefined;
      if (cached) {
        sendCachedPage(req, res, cached, 'hit');
        return;
      }
      rememberExplicitLanguage(req, res, language.lng, https);
      const cookies = serverCookieJar(req, res, https);
      const api = createApi({ fetchImpl: apiUrl ? apiFetch(apiUrl, cookies, req.ip) : unreachable, isOnline: () => true });
      const unreadEarly = req.method === 'GET' ? startUnreadCount(api, req.headers.cookie) : null;
      // Looked up while the loaders start their own calls; they wait for it where they need it.
      let session: SessionState | null = null;
      const sessionLookup = resolveSession(apiUrl, req.headers.cookie, req.ip).then((found) => (session ??= found));
      const context = new RouterContextProvider();
      context.set(appContext, {
        side: 'server',
        api: unreadEarly ? { ...api, unreadCount: () => unreadEarly } : api,
        cookies,
        i18n: i18nFor(language.lng),
        session: {
          get: () => session ?? ANONYMOUS,
          set: (next) => void (session = next),
          resolve: async () => session ?? (await sessionLookup),
        },
        flash: (id) => cookies.set(FLASH_COOKIE, id, { maxAge: FLASH_SECONDS, httpOnly: true }),
        ordering: config.ordering,
        headerLanguage: language.header,
      });

      const result = await staticHandler.query(toFetchRequest(req, res, config.publicUrl, body), { requestContext: context });
      if (result instanceof Response) {
        sendResponse(res, result);
        return;
      }

      const leaf = result.matches[result.matches.length - 1]?.route.id.split('~')[0] ?? 'not-found';
      const boot: BootData = {
        lng: language.lng,
        resources: pageDictionary(language.lng, routeModuleOfId.get(leaf) ?? null, leaf),
        publicUrl: config.publicUrl,
        ordering: config.ordering,
        stylesheets: manifest.stylesheets,
        nonce: nonceOf(res),
        headerLanguage: language.header,
        company: config.company,
        brandFaceStylesheet: manifest.brandFaceStylesheet,
        photos,
      };
      const vary = language.fromPath ? 'Cookie' : 'Cookie, Accept-Language';
      const entry = ROUTES.find((r) => r.id === leaf);
      if (cache && cacheKey && entry && !entry.personal && !entry.auth && (result.statusCode === 200 || result.statusCode === 404) && !res.getHeader('set-cookie')) {
        const html = await renderComplete({
          boot: { ...boot, nonce: undefined },
          context: result,
          router: createStaticRouter(staticHandler.dataRoutes, result),
          AppComponent,
          i18n: i18nFor(language.lng),
          preloads: preloadsFor(result, manifest),
          entry: manifest.entry,
          timeoutMs: config.renderTimeoutMs,
        });
        if (html !== null) {
          const page = cachedPage(html, result.statusCode, vary);
          cache.set(cacheKey, page);
          sendCachedPage(req, res, page, 'miss');
          return;
        }
      }
      stream(req, res, {
        boot,
        context: result,
        router: createStaticRouter(staticHandler.dataRoutes, result),
        AppComponent,
        i18n: onMissingKey ? createI18n(language.lng, boot.resources, (key) => onMissingKey(key, req.originalUrl)) : i18nFor(language.lng),
        preloads: preloadsFor(result, manifest),
        entry: manifest.entry,
        timeoutMs: config.renderTimeoutMs,
        logger,
        vary,
        fallback: () =>
          fallbackHtml({
            lng: language.lng,
            dir: directionOf(language.lng),
            title: i18nFor(language.lng).t('fallback.title'),
            text: i18nFor(language.lng).t('fallback.text'),
            refresh: i18nFor(language.lng).t('fallback.refresh'),
            stylesheets: manifest.stylesheets,
          }),
      });
    } catch (error) {
      next(error);
    }
  };
}

/** A post the page handler will not take: not a form, or sent from another site. */
function refusePost(req: Request, publicUrl: string): { status: number; text: string } | null {
  if (!FORM_TYPES.test(req.get('content-type') ?? '')) return { status: 415, text: 'Send a form' };
  // SameSite cookies keep the shopper's session out of another site's posts; this keeps the post out.
  const origin = req.get('origin');
  if (origin && origin !== 'null' && origin !== new URL(publicUrl).origin && origin !== `${req.protocol}://${req.get('host')}`) {
    return { status: 403, text: 'Forms are accepted from this site only' };
  }
  return null;
}

/** A redirect (or any other response) a loader or action answered with, cookies and all. */
function sendResponse(res: Response, response: globalThis.Response): void {
  res.set('Cache-Control', 'no-store');
  const location = response.headers.get('Location');
  if (location && response.status >= 300 && response.status < 400) {
    res.redirect(response.status, location);
    return;
  }
  res.status(response.status);
  const type = response.headers.get('Content-Type');
  if (type) res.type(type);
  // A body that cannot be read ends the answer rather than the process.
  response.text().then(
    (text) => res.send(text),
    () => res.end(),
  );
}

/**
 * A signed-in page needs the session and then the unread count (the header's
 * badge): both are started together, so the page waits for one round trip to
 * the API, not two. A GET runs no action, so nothing changes the count in
 * between; a stale or foreign token just gets a 401, which the root loader
 * already treats as no badge.
 */
function startUnreadCount(api: Api, cookieHeader: string | undefined) {
  if (!hasSessionCookie(cookieHeader)) return null;
  const pending = api.unreadCount();
  pending.catch(() => undefined);
  return pending;
}

/** Without an API host nothing can be fetched: every call fails as "no response". */
const unreachable: typeof fetch = () => Promise.reject(new TypeError('no API host configured'));

const routeModuleOfId = new Map<string, string>(ROUTES.map((r) => [r.id, r.module]));

/** The module chunks the matched routes need: preloaded with the entry, so hydration waits for nothing. */
function preloadsFor(context: StaticHandlerContext, manifest: BuildManifest): string[] {
  const modules = new Set(context.matches.map((m) => routeModuleOfId.get(m.route.id.split('~')[0] ?? '')).filter((m): m is string => m !== undefined));
  return [...new Set([...(manifest.entryImports ?? []), ...manifest.start, ...[...modules].flatMap((m) => manifest.routes[m] ?? [])])];
}

/** Room for the render cache: about 2,000 pages (every page in every language) at ~16 KB compressed. */
const PAGE_CACHE_BYTES = 48 * 1024 * 1024;

type DocumentInput = Pick<StreamInput, 'boot' | 'context' | 'router' | 'AppComponent' | 'i18n' | 'preloads' | 'entry' | 'timeoutMs'>;

function documentElement(input: DocumentInput) {
  const { AppComponent } = input;
  return (
    <AppComponent boot={input.boot} i18n={input.i18n}>
      <StaticRouterProvider router={input.router} context={input.context} hydrate={false} />
    </AppComponent>
  );
}

function bootstrapScript(input: DocumentInput): string {
  return [`window.${BOOT_GLOBAL}=${serializeForScript(input.boot)};`, hydrationScript(input.context), entryLoaderScript(input.entry, input.preloads)].join('\n');
}

/** The whole document as one string (for the render cache), or null when rendering failed. */
function renderComplete(input: DocumentInput): Promise<string | null> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let failed = false;
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
      final(done) {
        resolve(failed ? null : Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const { pipe, abort } = renderToPipeableStream(documentElement(input), {
      bootstrapScriptContent: bootstrapScript(input),
      onAllReady: () => pipe(sink),
      onShellError: () => resolve(null),
      onError: () => void (failed = true),
    });
    setTimeout(() => abort(), input.timeoutMs).unref();
  });
}

interface StreamInput {
  boot: BootData;
  context: StaticHandlerContext;
  router: ReturnType<typeof createStaticRouter>;
  AppComponent: ComponentType<AppProps>;
  i18n: AppProps['i18n'];
  preloads: string[];
  entry: string;
  timeoutMs: number;
  logger: Logger;
  vary: string;
  fallback: () => string;
}

function stream(req: Request, res: Response, input: StreamInput): void {
  const crawler = isbot(req.get('user-agent') ?? '');
  let failed = false;
  const { context } = input;
  const app = documentElement(input);
  const sendShell = () => {
    res.status(failed ? 500 : context.statusCode);
    if (context.statusCode === 405) res.set('Allow', 'GET, HEAD, POST');
    res.set({
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-cache, private',
      Vary: input.vary,
    });
    pipe(res);
  };
  const { pipe, abort } = renderToPipeableStream(app, {
    nonce: input.boot.nonce,
    bootstrapScriptContent: bootstrapScript(input),
    onShellReady() {
      if (!crawler) sendShell();
    },
    onAllReady() {
      if (crawler) sendShell();
    },
    onShellError(error) {
      input.logger.error({ err: error, url: req.originalUrl }, 'render failed before the shell');
      if (res.headersSent) return void res.end();
      res.status(500).set({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' }).send(input.fallback());
    },
    onError(error) {
      failed = true;
      input.logger.error({ err: error, url: req.originalUrl }, 'render error');
    },
  });
  const timer = setTimeout(() => abort(new Error(`Render exceeded ${input.timeoutMs} ms`)), input.timeoutMs);
  res.on('close', () => {
    clearTimeout(timer);
    abort();
  });
}

/** A valid ?lng is a choice: keep it in the cookie the next visit reads. */
function rememberExplicitLanguage(req: Request, res: Response, lng: string, https: boolean): void {
  const asked = typeof req.query.lng === 'string' ? req.query.lng : undefined;
  if (!asked || asked.toLowerCase() !== lng) return;
  // Without cookie-parser in front, req.cookies is undefined, whatever Express's types say.
  if (!decodeConsent((req.cookies as Record<string, unknown> | undefined)?.[CONSENT_COOKIE]).preferences) return;
  res.cookie(LANGUAGE_COOKIE, lng, { path: '/', maxAge: 365 * 24 * 3600 * 1000, sameSite: 'lax', secure: https, httpOnly: false });
}
