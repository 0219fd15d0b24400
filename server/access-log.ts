// One short access line per request, when the level takes it: the request's
// id (also sent back as X-Request-Id), method, path with secret query values
// masked, client address, status, bytes and time. No headers, so no cookies
// or tokens. Nothing is built for a request whose line the level would drop:
// at the production default every request would otherwise pay for a child
// logger and its serialised request (docs/decisions/033).
import { randomUUID } from 'node:crypto';

import type { RequestHandler } from 'express';
import type { Logger } from 'pino';

import { redactUrl } from '../shared/log-redaction';

/** A proxy's id when it sent a sane one, else a new one. */
const requestIdOf = (given: string | string[] | undefined) => (typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID());

export function accessLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const id = requestIdOf(req.headers['x-request-id']);
    res.setHeader('X-Request-Id', id);
    if (req.url === '/healthz' || !logger.isLevelEnabled('info')) {
      next();
      return;
    }
    const started = performance.now();
    const done = () => {
      res.off('finish', done);
      res.off('close', done);
      const line = {
        req: { id, method: req.method, url: redactUrl(req.originalUrl), ip: req.ip },
        res: { statusCode: res.statusCode, bytes: res.getHeader('content-length') },
        responseTime: Math.round(performance.now() - started),
      };
      logger.info(line, res.writableFinished ? 'request completed' : 'request aborted');
    };
    res.on('finish', done);
    res.on('close', done);
    next();
  };
}
