// The access line and the last-resort error handler: one short line per
// request (no headers, secret query values masked), none for health checks or
// below the level; and a shopper who goes away mid-page is not an error.
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';

import { accessLog } from '../../server/access-log';
import { errorHandler } from '../../server/errors';
import { createLogger } from '../../server/logger';

interface Line {
  level: number;
  msg: string;
  req?: { id: string; method: string; url: string; ip?: string };
  res?: { statusCode: number; bytes?: string };
  responseTime?: number;
}

function appLogging(level: Parameters<typeof createLogger>[0]) {
  const lines: Line[] = [];
  const logger = createLogger(level, { write: (line: string) => void lines.push(JSON.parse(line) as Line) });
  const app = express();
  app.use(accessLog(logger));
  app.get('/healthz', (_req, res) => void res.send('ok'));
  app.get('/page', (_req, res) => void res.type('text/html').send('<p>hello</p>'));
  app.get('/aborted', (_req, _res, next) => {
    const error = new DOMException('This operation was aborted', 'AbortError');
    // As a page's work sees it once the shopper has gone: the response destroyed before it was sent.
    _res.destroy();
    next(error);
  });
  app.get('/broken', () => {
    throw new Error('a real failure');
  });
  app.use(errorHandler(logger));
  return { app, lines };
}

describe('the access log', () => {
  it('writes one short line per request with its id, masking secret query values', async () => {
    const { app, lines } = appLogging('info');
    const res = await request(app).get('/page?token=leaked-secret&q=mango').set('X-Request-Id', 'from-the-proxy-1').set('Cookie', 'token=session-secret').expect(200);
    expect(res.headers['x-request-id']).toBe('from-the-proxy-1');
    const access = lines.filter((l) => l.req);
    expect(access).toHaveLength(1);
    const [line] = access;
    expect(line?.msg).toBe('request completed');
    expect(line?.req).toMatchObject({ id: 'from-the-proxy-1', method: 'GET' });
    expect(line?.req?.url).toContain('q=mango');
    expect(line?.res).toEqual({ statusCode: 200, bytes: String(Buffer.byteLength('<p>hello</p>')) });
    expect(typeof line?.responseTime).toBe('number');
    const text = JSON.stringify(lines);
    expect(text).not.toContain('leaked-secret');
    expect(text).not.toContain('session-secret');
  });

  it('gives a request a new id when the one sent is not sane, and logs no health check', async () => {
    const { app, lines } = appLogging('info');
    const res = await request(app).get('/page').set('X-Request-Id', '<script>alert(1)</script>').expect(200);
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    await request(app).get('/healthz').expect(200);
    expect(lines.filter((l) => l.req).map((l) => l.req?.url)).toEqual(['/page']);
  });

  it('builds nothing below its level, but still answers with an id', async () => {
    const { app, lines } = appLogging('warn');
    const res = await request(app).get('/page').expect(200);
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines).toEqual([]);
  });
});

describe('the last-resort error handler', () => {
  it('logs a failure as an error, and a shopper who went away as nothing worse than debug', async () => {
    const { app, lines } = appLogging('debug');
    await request(app).get('/broken').expect(500);
    await request(app)
      .get('/aborted')
      .catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const errors = lines.filter((l) => l.level >= 50);
    expect(errors.map((l) => l.msg)).toEqual(['request failed']);
    expect(lines.some((l) => l.msg === 'the client went away')).toBe(true);
  });
});
