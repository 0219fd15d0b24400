// The two ways a page is rendered: a browser gets the shell as soon as it is
// ready and the rest streamed after it; a crawler gets the whole document at
// once. A part of the page that takes a second shows the difference.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

import { Suspense, use } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { App, type AppProps } from '../../client/app/App';
import { createApp } from '../../server/app';
import { testConfig } from '../helpers/config';

const CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

const SLOW_MS = 1000;
let slow: Promise<string> = Promise.resolve('Arrived later');
function SlowPart() {
  return <p id="slow-part">{use(slow)}</p>;
}
function AppWithSlowPart({ children, ...props }: AppProps) {
  return (
    <App {...props}>
      {children}
      <Suspense fallback={<p id="slow-fallback">Still coming</p>}>
        <SlowPart />
      </Suspense>
    </App>
  );
}

let server: http.Server;
let port = 0;
beforeAll(async () => {
  // Rendered for each request (the render cache would serve the whole document at once).
  const app = await createApp(testConfig({ renderCache: false }), { AppComponent: AppWithSlowPart });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
  // The first render loads the route's module; time only what follows.
  await get('/mango', GOOGLEBOT);
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

interface Timed {
  status: number;
  /** Milliseconds until the first byte. */
  firstChunkAt: number;
  /** What arrived before the slow part was ready. */
  early: string;
  body: string;
}

function get(path: string, userAgent: string): Promise<Timed> {
  slow = new Promise((resolve) => setTimeout(() => resolve('Arrived later'), SLOW_MS));
  const started = Date.now();
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, headers: { 'user-agent': userAgent, 'accept-encoding': 'identity' } }, (res) => {
        let body = '';
        let early = '';
        let firstChunkAt = -1;
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          const at = Date.now() - started;
          if (firstChunkAt < 0) firstChunkAt = at;
          if (at < SLOW_MS - 100) early += chunk;
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, firstChunkAt, early, body }));
      })
      .on('error', reject);
  });
}

describe('rendering for browsers and crawlers', () => {
  it('streams the shell to a browser before the slow part is ready', async () => {
    const res = await get('/mango', CHROME);
    expect(res.status).toBe(200);
    expect(res.firstChunkAt).toBeLessThan(SLOW_MS - 100);
    expect(res.early).toContain('Sun-Kissed Mango Bliss');
    expect(res.early).toContain('Still coming');
    expect(res.early).not.toContain('Arrived later');
    // The rest follows in the same response, and the page hydrates from its loader data.
    expect(res.body).toContain('Arrived later');
    expect(res.body).toContain('window.__staticRouterHydrationData=');
  });

  it('sends a crawler the whole document, with no fallback in it', async () => {
    const res = await get('/mango', GOOGLEBOT);
    expect(res.status).toBe(200);
    expect(res.firstChunkAt).toBeGreaterThanOrEqual(SLOW_MS - 50);
    expect(res.body).toContain('<p id="slow-part">Arrived later</p>');
    expect(res.body).not.toContain('Still coming');
  });
});
