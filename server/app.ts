// createApp(config): the whole BFF as an Express app, built from its config so
// tests can make as many as they like. Order matters; see the architecture.
import path from 'node:path';

import compression from 'compression';
import express, { type Express } from 'express';
import type { Logger } from 'pino';
import type { ComponentType } from 'react';

import type { AppProps } from '../client/app/App';
import { CONTENT_LANGUAGES, loadContent } from '../shared/content';
import { readContentFiles } from '../shared/content/facts';
import { accessLog } from './access-log';
import type { Config } from './config';
import { contentRoute } from './content-route';
import { cookieJar } from './cookie-jar';
import { errorHandler, notFoundForFiles } from './errors';
import { healthRoutes } from './health';
import { createServerI18n } from './i18n';
import { localesRoute } from './locales-route';
import { createLogger } from './logger';
import { readManifest } from './manifest';
import { apiProxy } from './proxy';
import { rateLimits } from './rate-limits';
import { pageHandler } from './render/page-handler';
import { assignNonce, securityHeaders } from './security';
import { seoRoutes } from './seo';
import { dropSessionOnWrite, sessionCache } from './session-cache';
import { staticRoutes } from './static';
import { stockRoute } from './stock-route';
import { stockSnapshot } from './stock-snapshot';

export interface AppDeps {
  logger?: Logger;
  /** Where locales/ and public/ live (the project root by default). */
  rootDir?: string;
  AppComponent?: ComponentType<AppProps>;
  /** Tests: render each page with only the dictionary it sends the browser, and hear of any key it lacks. */
  onMissingKey?: (key: string, url: string) => void;
  /** How many BFF processes share a client's budget (cluster workers). */
  processes?: number;
}

let contentLoaded: { key: string; done: Promise<unknown> } | null = null;

/**
 * Every edition of the corporate content (35 languages × 31 files, about 0.3 s),
 * read from locales/<lng>/content/ with the operator's company facts before the
 * app serves, so a request in any language renders it without waiting. Read
 * once per process and set of facts: another app in the same process on the
 * same facts (the tests make many) reuses it.
 */
function loadAllContent(localesDir: string, company: Config['company']): Promise<unknown> {
  const key = `${localesDir}|${JSON.stringify(company)}`;
  if (contentLoaded?.key !== key) {
    const read = readContentFiles(localesDir, company);
    const done = Promise.all(CONTENT_LANGUAGES.map((lng) => loadContent(lng, undefined, read))).catch((error: unknown) => {
      contentLoaded = null;
      throw error;
    });
    contentLoaded = { key, done };
  }
  return contentLoaded.done;
}

export async function createApp(config: Config, deps: AppDeps = {}): Promise<Express> {
  const rootDir = deps.rootDir ?? process.cwd();
  const logger = deps.logger ?? createLogger(config.logLevel);
  const manifest = readManifest(config.distDir);
  const [serverI18n] = await Promise.all([createServerI18n(path.join(rootDir, 'locales')), loadAllContent(path.join(rootDir, 'locales'), config.company)]);

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.set('query parser', 'simple');

  app.use(accessLog(logger));
  app.use(assignNonce());
  app.use(securityHeaders(config.publicUrl));
  app.use(compression());
  app.use(staticRoutes(config.distDir, path.join(rootDir, 'public')));
  app.use(healthRoutes(config.apiUrl));
  // Before the rate limits: their 429 page is written in the shopper's language, which a cookie may name.
  app.use(cookieJar(config.publicUrl.startsWith('https:')));
  app.use(rateLimits(config.rateLimits, serverI18n, deps.processes));
  const stock = stockSnapshot(config.apiUrl, config.stockMaxAgeMs);
  const sessions = config.renderCache ? sessionCache(config.apiUrl) : undefined;
  // A shopper who posts (a form, or a call through /api) may end or change their session: this process asks again next time.
  if (sessions) app.use(dropSessionOnWrite(sessions));
  app.use(stockRoute(stock));
  app.use(apiProxy({ apiUrl: config.apiUrl, timeoutMs: config.proxyTimeoutMs, logger }));
  app.use(localesRoute(serverI18n));
  app.use(contentRoute());
  app.use(seoRoutes(config.publicUrl));
  app.use(notFoundForFiles());
  app.use(pageHandler({ config, serverI18n, manifest, logger, stock, sessions, AppComponent: deps.AppComponent, onMissingKey: deps.onMissingKey }));
  app.use(errorHandler(logger));
  return app;
}
