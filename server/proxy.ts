// /api/* → API host, mounted before any body parser so request bodies stream
// through untouched. The upstream path is the same as ours (/api/... → /api/...).
// We own the 502/504 decision instead of the library's defaults, which answer
// in their own format or not at all: a host that is down gets 502 and a slow one
// 504 at our timeout, both as JSON the API client reads (docs/security.md).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

import type { RequestHandler } from 'express';
import { createProxyMiddleware, type Plugin } from 'http-proxy-middleware';
import type { Logger } from 'pino';

import { PROXY_FAILURES } from '../shared/errors';
import { redactUrl } from '../shared/log-redaction';

const timedOut = new WeakSet<IncomingMessage>();

function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
}

function sendFailure(res: ServerResponse | Socket, failure: (typeof PROXY_FAILURES)[keyof typeof PROXY_FAILURES]): void {
  if (!('writeHead' in res)) {
    res.destroy();
    return;
  }
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const body = JSON.stringify(failure.body);
  res.writeHead(failure.status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
  });
  res.end(body);
}

export interface ProxyOptions {
  apiUrl: string | null;
  timeoutMs: number;
  logger: Logger;
}

export function apiProxy({ apiUrl, timeoutMs, logger }: ProxyOptions): RequestHandler {
  if (!apiUrl) {
    // No API host configured and no embedded backend started: every call fails clearly.
    return (req, res, next) => {
      if (isApiPath(req.path)) sendFailure(res, PROXY_FAILURES.unreachable);
      else next();
    };
  }

  // ejectPlugins drops the library's own handlers (and with them the `on`
  // option), so ours are registered as the only plugin.
  const events: Plugin = (proxyServer) => {
    proxyServer.on('proxyReq', (proxyReq, req) => {
      // The client's own X-Forwarded-For is not passed on: the API host hears
      // the address the BFF trusts (TRUST_PROXY), so a client cannot pick the
      // address its rate limits count against.
      const client = (req as IncomingMessage & { ip?: string }).ip ?? req.socket.remoteAddress;
      if (client) proxyReq.setHeader('x-forwarded-for', client);
      else proxyReq.removeHeader('x-forwarded-for');
      const host = req.headers.host;
      if (host && !proxyReq.getHeader('x-forwarded-host')) proxyReq.setHeader('x-forwarded-host', host);
      proxyReq.setTimeout(timeoutMs, () => {
        timedOut.add(req);
        proxyReq.destroy(new Error(`Upstream did not answer within ${timeoutMs} ms`));
      });
    });
    proxyServer.on('proxyRes', (proxyRes) => {
      // An API answer is never cached by the browser or the service worker.
      if (!proxyRes.headers['cache-control']) proxyRes.headers['cache-control'] = 'no-store';
    });
    proxyServer.on('error', (err, req, res) => {
      const failure = req && timedOut.has(req) ? PROXY_FAILURES.timeout : PROXY_FAILURES.unreachable;
      logger.warn({ err: err.message, url: redactUrl(req?.url), status: failure.status }, 'api proxy failure');
      if (res) sendFailure(res, failure);
    });
  };

  const proxy = createProxyMiddleware({
    target: apiUrl,
    pathFilter: (pathname) => isApiPath(pathname),
    changeOrigin: true,
    xfwd: true,
    // Cookies from the API host bind to the shop's own host.
    cookieDomainRewrite: { '*': '' },
    ejectPlugins: true,
    plugins: [events],
  });
  const handler: RequestHandler = (req, res, next) => {
    // The library passes the error on after our 'error' handler answered; stop it there.
    void (proxy as unknown as RequestHandler)(req, res, (err?: unknown) => (err && res.headersSent ? undefined : next(err)));
  };
  return handler;
}
