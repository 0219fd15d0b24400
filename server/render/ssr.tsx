// The catch-all page handler: decide status and language, then stream the
// React document into the response. Browsers get the shell as soon as it is
// ready; crawlers get the fully rendered document (onAllReady).
// see docs/decisions/002-streaming-ssr.md
import type { ComponentType } from 'react';
import type { Request, RequestHandler, Response } from 'express';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { isbot } from 'isbot';
import type { Logger } from 'pino';
import { App, type AppProps } from '../../client/app/App';
import { preloadPage } from '../../client/pages/registry';
import { BOOT_GLOBAL, type BootData } from '../../shared/boot';
import { decodeCart, CART_COOKIE } from '../../shared/cart-cookie';
import { CONSENT_COOKIE, decodeConsent } from '../../shared/consent';
import { directionOf } from '../../shared/languages';
import { matchRoute } from '../../shared/route-match';
import { pathTo } from '../../shared/routes';
import { serializeForScript } from '../../shared/serialize';
import type { Config } from '../config';
import { languageOf, type ServerI18n } from '../i18n';
import type { BuildManifest } from '../manifest';
import { nonceOf } from '../security';
import { resolveSession } from '../session';
import { entryLoaderScript } from './entry-loader';
import { fallbackHtml } from './fallback-html';
import { renderI18nCache } from './i18n-cache';

export interface SsrOptions {
  config: Config;
  serverI18n: ServerI18n;
  manifest: BuildManifest;
  logger: Logger;
  /** Tests replace the app to exercise the failure paths. */
  AppComponent?: ComponentType<AppProps>;
}

export function ssrHandler({ config, serverI18n, manifest, logger, AppComponent = App }: SsrOptions): RequestHandler {
  const i18nFor = renderI18nCache(serverI18n);
  const https = config.publicUrl.startsWith('https:');

  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    try {
      const lng = languageOf(req);
      rememberExplicitLanguage(req, res, lng, https);
      const { route } = matchRoute(req.path);
      const session = await resolveSession(config.apiUrl, req.headers.cookie);
      if (route.auth && session.status !== 'authenticated') {
        const back = encodeURIComponent(req.originalUrl);
        return res.redirect(302, `${pathTo('login')}?redirect=${back}`);
      }
      const cart = decodeCart(req.cookies?.[CART_COOKIE]);
      // Checkout needs something to check out (spec section 2); the order-placed
      // view lives at /confirmation, so an empty cart here always goes back.
      if (route.id === 'checkout' && cart.length === 0) return res.redirect(302, pathTo('shopping-cart'));
      // A verified account has no code to enter; the page would only bounce home.
      if (route.id === 'email-verify' && session.status === 'authenticated' && session.user.isAccountVerified) {
        return res.redirect(302, pathTo('home'));
      }
      await preloadPage(route.page);

      const boot: BootData = {
        lng,
        resources: serverI18n.dictionaryFor(lng),
        publicUrl: config.publicUrl,
        ordering: config.ordering,
        session,
        stylesheets: manifest.stylesheets,
        cart,
        consent: decodeConsent(req.cookies?.[CONSENT_COOKIE]),
        nonce: nonceOf(res),
      };
      stream(req, res, {
        boot,
        status: route.page === 'not-found' ? 404 : 200,
        AppComponent,
        i18n: i18nFor(lng),
        preloads: manifest.pages[route.page] ?? [],
        entry: manifest.entry,
        timeoutMs: config.renderTimeoutMs,
        logger,
        fallback: () =>
          fallbackHtml({
            lng,
            dir: directionOf(lng),
            title: i18nFor(lng).t('fallback.title'),
            text: i18nFor(lng).t('fallback.text'),
            refresh: i18nFor(lng).t('fallback.refresh'),
            stylesheets: manifest.stylesheets,
          }),
      });
    } catch (error) {
      next(error);
    }
  };
}

interface StreamInput {
  boot: BootData;
  status: number;
  AppComponent: ComponentType<AppProps>;
  i18n: AppProps['i18n'];
  preloads: string[];
  entry: string;
  timeoutMs: number;
  logger: Logger;
  fallback: () => string;
}

function stream(req: Request, res: Response, input: StreamInput): void {
  const crawler = isbot(req.get('user-agent') ?? '');
  let failed = false;
  const { AppComponent } = input;
  const app = (
    <AppComponent
      boot={input.boot}
      i18n={input.i18n}
      router={(children) => <StaticRouter location={req.originalUrl}>{children}</StaticRouter>}
    />
  );
  const sendShell = () => {
    res.status(failed ? 500 : input.status);
    res.set({
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-cache, private',
      Vary: 'Cookie, Accept-Language',
    });
    pipe(res);
  };
  const { pipe, abort } = renderToPipeableStream(app, {
    nonce: input.boot.nonce,
    bootstrapScriptContent: `window.${BOOT_GLOBAL}=${serializeForScript(input.boot)};\n${entryLoaderScript(input.entry, input.preloads)}`,
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
  if (!decodeConsent(req.cookies?.[CONSENT_COOKIE]).preferences) return;
  res.cookie('i18next', lng, { path: '/', maxAge: 365 * 24 * 3600 * 1000, sameSite: 'lax', secure: https, httpOnly: false });
}
