// 20,000 mixed requests against the production server as `npm start` runs it
// (two workers, the embedded backend): cached and rendered pages, another
// language, a cart, search, signed-in API reads and static files, 20
// connections at once. Not one error, not one answer other than 200. Speed is
// the bench's business (docs/benchmarks.md); this checks nothing breaks.
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

import autocannon from 'autocannon';
import { afterAll, describe, expect, it } from 'vitest';

import { signUpThroughOutbox } from '../../tools/sign-up-by-outbox';
import { tempDir } from '../backend/helpers';
import { root, type ServerProcess, startServerProcess } from '../helpers/processes';

const dataDir = tempDir();
let server: ServerProcess | undefined;

afterAll(async () => {
  await server?.stop('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('mixed load', () => {
  it('answers 20,000 mixed requests with no error', async () => {
    server = await startServerProcess({ DATA_DIR: dataDir, NODE_ENV: 'production', WEB_CONCURRENCY: '2', SHUTDOWN_DRAIN_MS: '0' });
    const session = await signUpThroughOutbox(server.url, dataDir, { name: 'Asha Patel', email: 'load@example.in', password: 'mango-lassi-9' });
    const script = readdirSync(path.join(root, 'dist/client/assets')).find((f) => f.endsWith('.js'))!;

    // Weighted like a shop's traffic: mostly cached pages, static files and API reads, some pages rendered per request.
    const requests: autocannon.Request[] = [
      { method: 'GET', path: '/' },
      { method: 'GET', path: `/assets/${script}` },
      { method: 'GET', path: '/mango' },
      { method: 'GET', path: '/images/products/mango.svg' },
      { method: 'GET', path: '/juices' },
      { method: 'GET', path: '/api/user/data', headers: { cookie: session } },
      { method: 'GET', path: '/hi/mango' },
      { method: 'GET', path: '/locales/hi/translation.json' },
      { method: 'GET', path: '/our-story' },
      { method: 'GET', path: '/api/notifications?page=1&limit=10', headers: { cookie: session } },
      { method: 'GET', path: '/search?q=mango' },
      { method: 'GET', path: '/shopping-cart', headers: { cookie: 'cart=2-0:2.24-1:1' } },
    ];
    const result = await autocannon({ url: server.url, connections: 20, amount: 20_000, requests, timeout: 20 });
    expect(result.requests.total + result.errors).toBeGreaterThanOrEqual(20_000);
    expect({ errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx, resets: result.resets }).toEqual({ errors: 0, timeouts: 0, non2xx: 0, resets: 0 });
    expect(server.output()).not.toMatch(/"level":(50|60)/);
  }, 120_000);
});
