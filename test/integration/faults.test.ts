// Faults of the API host, as the shop meets them: a connection reset in the
// middle of a response, an HTML error page instead of JSON, JSON cut short, a
// 10 MB body, a stall past the timeout. /api answers 504 JSON at the timeout or
// passes the host's answer through (the browser's API client reads anything
// that is not JSON as a failure); a signed-in page asks the shopper to sign in
// within bounded time; pages that do not call the host are untouched.
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createApp } from '../../server/app';
import { testConfig } from '../helpers/config';
import { type FakeUpstream, startFakeUpstream } from '../helpers/fake-upstream';

type Fault = 'reset' | 'html' | 'cut' | 'huge' | 'stall';
let fault: Fault = 'reset';
let upstream: FakeUpstream;
let app: Express;
const TIMEOUT_MS = 400;

beforeAll(async () => {
  upstream = await startFakeUpstream((_req, res) => {
    switch (fault) {
      case 'reset':
        res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': '1000' });
        res.write('{"success": true, "orders": [');
        setTimeout(() => res.socket?.destroy(), 20);
        return;
      case 'html':
        res.writeHead(500, { 'Content-Type': 'text/html' }).end('<html><body><h1>502 Bad Gateway</h1><script>alert(1)</script></body></html>');
        return;
      case 'cut':
        res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"success": true, "user": {"name": "As');
        return;
      case 'huge':
        res.writeHead(200, { 'Content-Type': 'application/json' }).end(`{"success": true, "padding": "${'x'.repeat(10 * 1024 * 1024)}"}`);
        return;
      case 'stall':
        setTimeout(() => res.end('{}'), TIMEOUT_MS * 4);
        return;
    }
  });
  app = await createApp(testConfig({ apiUrl: upstream.url, proxyTimeoutMs: TIMEOUT_MS }));
});

afterAll(async () => {
  await upstream.close();
});

const FAULTS: Fault[] = ['reset', 'html', 'cut', 'huge', 'stall'];

describe.each(FAULTS)('API host fault: %s', (kind) => {
  beforeAll(() => {
    fault = kind;
  });

  it('a signed-in page sends the shopper to sign in, in bounded time, rather than failing', async () => {
    // A host that cannot confirm the session leaves the visitor signed out (server/session.ts); the
    // account page's loader then asks them to sign in. Its own error states for a failed list or
    // order call are tested with a host that confirms the session (test/integration/loaders.test.ts).
    const started = Date.now();
    const res = await request(app).get('/account/orders').set('Cookie', 'token=abc').redirects(0);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS * 10);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/login?redirect=%2Faccount%2Forders');
    const login = await request(app).get('/login?redirect=%2Faccount%2Forders').set('Cookie', 'token=abc').expect(200);
    expect(login.text).toContain('class="site-header');
    expect(login.text).not.toContain('<script>alert(1)</script>');
  });

  it('a page that needs no API call is untouched', async () => {
    const res = await request(app).get('/mango').expect(200);
    expect(res.text).toContain('Sun-Kissed Mango Bliss');
  });

  it('the proxy answers with an error the client can read, passes the host’s answer through, or breaks the connection', async () => {
    const started = Date.now();
    const outcome = await request(app)
      .get('/api/orders')
      .set('Cookie', 'token=abc')
      .buffer(true)
      .parse((res, done) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        res.on('end', () => done(null, text));
      })
      .then(
        (res) => ({ status: res.status, body: String(res.body) }),
        (error: unknown) => ({ status: 0, body: error instanceof Error ? error.message : String(error) }),
      );
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS * 10);
    const expected: Record<Fault, (o: { status: number; body: string }) => void> = {
      // Headers were already on their way: the shopper's browser sees a broken connection, which its API client reports as a network error.
      reset: (o) => expect(o.status === 0 ? o.body : o.status).toMatch(/aborted|socket hang up|ECONNRESET|^502$/),
      // The host's own answer goes through as it came; the browser's API client turns non-JSON into the page's message (test/unit/api-client.test.ts).
      html: (o) => expect(o.status).toBe(500),
      cut: (o) => expect(o.status).toBe(200),
      huge: (o) => expect(o.body.length).toBeGreaterThan(10 * 1024 * 1024),
      stall: (o) => {
        expect(o.status).toBe(504);
        expect(JSON.parse(o.body)).toMatchObject({ success: false });
      },
    };
    expected[kind](outcome);
  });
});
