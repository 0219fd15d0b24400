// Last-resort error handling: JSON for API-like requests, the fallback page
// for documents; never a stack trace.
import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';

import { redactUrl } from '../shared/log-redaction';

export function notFoundForFiles(): RequestHandler {
  // A missing asset, image or locale is a plain 404, not a rendered page.
  return (req, res, next) => {
    if (/\.[a-z0-9]{1,8}$/i.test(req.path) && req.path !== '/') {
      return void res.status(404).type('text/plain').send('Not found');
    }
    next();
  };
}

const wentAway = (err: unknown, res: { destroyed: boolean; writableFinished: boolean }) =>
  err instanceof Error && err.name === 'AbortError' && res.destroyed && !res.writableFinished;

export function errorHandler(logger: Logger): ErrorRequestHandler {
  // Express knows an error handler by its four parameters, so `_next` stays though unused.
  return (err: unknown, req, res, _next) => {
    // Errors from Express and its middleware carry a status; anything else may be thrown too.
    const given: unknown = typeof err === 'object' && err !== null && 'status' in err ? err.status : undefined;
    const status = typeof given === 'number' && given >= 400 && given < 600 ? given : 500;
    // A shopper who closed the connection mid-page aborts the page's work: nothing failed, and no one is left to answer.
    if (wentAway(err, res)) {
      logger.debug({ url: redactUrl(req.originalUrl) }, 'the client went away');
      return;
    }
    if (status >= 500) logger.error({ err, url: redactUrl(req.originalUrl) }, 'request failed');
    if (res.headersSent) return void res.end();
    const message = status === 404 ? 'Not found' : status < 500 ? 'Bad request' : 'Server error. Please try again.';
    if (req.accepts(['html', 'json']) === 'json' || req.path.startsWith('/api/')) {
      return void res.status(status).json({ success: false, message });
    }
    res.status(status).type('text/plain').send(message);
  };
}
