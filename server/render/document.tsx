// The React document of a page, rendered two ways: whole, as one string (for
// the render cache), or streamed into the response — browsers get the shell as
// soon as it is ready, crawlers the fully rendered document.
// see docs/decisions/002-streaming-ssr.md
import { Writable } from 'node:stream';

import type { Request, Response } from 'express';
import { isbot } from 'isbot';
import type { Logger } from 'pino';
import type { ComponentType } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { type createStaticRouter, type StaticHandlerContext, StaticRouterProvider } from 'react-router';

import type { AppProps } from '../../client/app/App';
import { type RenderPass, RenderPassProvider } from '../../client/render-pass';
import { BOOT_GLOBAL, type BootData } from '../../shared/boot';
import { redactUrl } from '../../shared/log-redaction';
import { serializeForScript } from '../../shared/serialize';
import { entryLoaderScript } from './entry-loader';
import { hydrationScript } from './hydration-data';

export interface DocumentInput {
  boot: BootData;
  context: StaticHandlerContext;
  router: ReturnType<typeof createStaticRouter>;
  AppComponent: ComponentType<AppProps>;
  i18n: AppProps['i18n'];
  preloads: string[];
  entry: string;
  timeoutMs: number;
}

export function documentElement(input: DocumentInput, pass?: RenderPass) {
  const { AppComponent } = input;
  const app = (
    <AppComponent boot={input.boot} i18n={input.i18n}>
      <StaticRouterProvider router={input.router} context={input.context} hydrate={false} />
    </AppComponent>
  );
  return pass ? <RenderPassProvider pass={pass}>{app}</RenderPassProvider> : app;
}

export const bootScript = (boot: BootData) => `window.${BOOT_GLOBAL}=${serializeForScript(boot)};`;

export function bootstrapScript(input: DocumentInput): string {
  return [bootScript(input.boot), hydrationScript(input.context), entryLoaderScript(input.entry, input.preloads)].join('\n');
}

export interface CompleteOptions {
  /** The nonce React puts on its scripts (a page rendered for its request; the cache's pages go by hash). */
  nonce?: string;
  /** Rendered in parts (server/render/shell.ts); whole when absent. */
  pass?: RenderPass;
  /** The bootstrap script's content, when not the page's own (the shell's placeholder). */
  bootstrap?: string;
}

/** The whole document as one string, or null when rendering failed. */
export function renderComplete(input: DocumentInput, options: CompleteOptions = {}): Promise<string | null> {
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
    const { pipe, abort } = renderToPipeableStream(documentElement(input, options.pass), {
      ...(options.nonce === undefined ? {} : { nonce: options.nonce }),
      bootstrapScriptContent: options.bootstrap ?? bootstrapScript(input),
      onAllReady: () => pipe(sink),
      onShellError: () => resolve(null),
      onError: () => void (failed = true),
    });
    setTimeout(() => abort(), input.timeoutMs).unref();
  });
}

export interface StreamInput extends DocumentInput {
  logger: Logger;
  vary: string;
  /** `no-store` for a page rendered for one shopper (nothing may keep it), else `no-cache, private`. */
  cacheControl: string;
  /** The page a shell that failed to render is replaced with. */
  fallback: () => string;
}

/** Streams the document into the response: the shell when ready (a crawler's: all of it), then the rest. */
export function streamDocument(req: Request, res: Response, input: StreamInput): void {
  const crawler = isbot(req.get('user-agent') ?? '');
  let failed = false;
  const { context } = input;
  const sendShell = () => {
    res.status(failed ? 500 : context.statusCode);
    if (context.statusCode === 405) res.set('Allow', 'GET, HEAD, POST');
    res.set({
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': input.cacheControl,
      Vary: input.vary,
    });
    pipe(res);
  };
  const { pipe, abort } = renderToPipeableStream(documentElement(input), {
    nonce: input.boot.nonce,
    bootstrapScriptContent: bootstrapScript(input),
    onShellReady() {
      if (!crawler) sendShell();
    },
    onAllReady() {
      if (crawler) sendShell();
    },
    onShellError(error) {
      input.logger.error({ err: error, url: redactUrl(req.originalUrl) }, 'render failed before the shell');
      if (res.headersSent) return void res.end();
      res.status(500).set({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' }).send(input.fallback());
    },
    onError(error) {
      failed = true;
      input.logger.error({ err: error, url: redactUrl(req.originalUrl) }, 'render error');
    },
  });
  const timer = setTimeout(() => abort(new Error(`Render exceeded ${input.timeoutMs} ms`)), input.timeoutMs);
  res.on('close', () => {
    clearTimeout(timer);
    abort();
  });
}
