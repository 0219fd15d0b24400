// The production entry with WEB_CONCURRENCY=2: a primary with two BFF workers
// sharing the port, the embedded backend started once (in the primary), a
// dead worker replaced, and SIGTERM ending everything without failing a
// request in flight.
import { readFileSync, rmSync } from 'node:fs';
import http from 'node:http';

import { afterAll, describe, expect, it } from 'vitest';

import { signUpThroughOutbox } from '../../tools/sign-up-by-outbox';
import { tempDir } from '../backend/helpers';
import { type FakeUpstream, startFakeUpstream } from '../helpers/fake-upstream';
import { type ServerProcess, startServerProcess } from '../helpers/processes';

const dataDir = tempDir();
const started: ServerProcess[] = [];
let upstream: FakeUpstream | undefined;

afterAll(async () => {
  for (const server of started) await server.stop('SIGKILL');
  await upstream?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** GET on a connection of its own (so the primary hands it to the next worker). */
function get(url: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false, headers }, (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

async function servingPids(base: string, requests = 12): Promise<Set<number>> {
  const pids = new Set<number>();
  for (let i = 0; i < requests; i++) pids.add((JSON.parse((await get(`${base}/healthz`)).body) as { pid: number }).pid);
  return pids;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('WEB_CONCURRENCY=2', () => {
  it('serves from two workers, starts the embedded backend once, and replaces a worker that dies', async () => {
    const server = await startServerProcess({ WEB_CONCURRENCY: '2', DATA_DIR: dataDir, NODE_ENV: 'production' });
    started.push(server);
    expect(server.output().match(/embedded backend started/g)).toHaveLength(1);
    expect(server.output()).toContain('"workers":2');

    const pids = await servingPids(server.url);
    expect(pids.size).toBe(2);
    expect(pids.has(server.child.pid!)).toBe(false);
    // Each worker runs with a bounded heap, one V8 platform thread and two malloc arenas (docs/decisions/016-page-weight.md).
    for (const pid of pids) {
      const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      expect(argv).toEqual(expect.arrayContaining(['--max-semi-space-size=4', '--max-old-space-size=96', '--v8-pool-size=1']));
      expect(readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0')).toContain('MALLOC_ARENA_MAX=2');
    }

    // The workers are stateless: a session made through one works on every connection.
    const cookie = await signUpThroughOutbox(server.url, dataDir, { name: 'Asha', email: 'asha@example.in', password: 'mango-lassi-9' });
    expect(cookie).toMatch(/^token=/);
    for (let i = 0; i < 6; i++) expect((await get(`${server.url}/api/auth/is-auth`, { cookie })).status).toBe(200);
    // Two shoppers interleaved across the workers: each page, made from a worker's shell, is its own shopper's.
    const other = await signUpThroughOutbox(server.url, dataDir, { name: 'Bina', email: 'bina@example.in', password: 'mango-lassi-9' });
    for (let i = 0; i < 8; i++)
      for (const [who, session, cart] of [
        ['Asha', cookie, '2-0:3'],
        ['Bina', other, '24-1:1'],
      ] as const) {
        const page = await get(`${server.url}/${i % 2 ? 'mango' : ''}`, { cookie: `${session}; cart=${cart}` });
        expect(page.body).toContain(`class="account-menu__name">${who}<`);
        expect(page.body).toContain(`class="cart-button__count">${cart.endsWith(':3') ? 3 : 1}<`);
        expect(page.body).not.toContain(who === 'Asha' ? 'Bina' : 'Asha');
      }
    // Ordering stays on although the workers are given API_URL.
    for (let i = 0; i < 2; i++) {
      const checkout = await get(`${server.url}/checkout`, { cookie: 'cart=2-0:1' });
      expect(checkout.status).toBe(200);
      expect(checkout.body).toContain('"ordering":true');
    }

    const [victim, survivor] = [...pids];
    process.kill(victim!, 'SIGKILL');
    let now = new Set<number>();
    for (let i = 0; i < 60 && !(now.size === 2 && !now.has(victim!)); i++) {
      await new Promise((r) => setTimeout(r, 250));
      now = await servingPids(server.url, 8);
    }
    expect(now.has(victim!)).toBe(false);
    expect(now.has(survivor!)).toBe(true);
    expect(now.size).toBe(2);
    expect(server.output()).toContain('worker died; starting a new one');

    const workers = [...now];
    expect(await server.stop('SIGTERM')).toBe(0);
    expect(workers.filter(alive)).toEqual([]);
  });

  it('on SIGTERM finishes every request in flight on both workers, refuses new ones and exits 0 with every worker', async () => {
    upstream = await startFakeUpstream((_req, res) => setTimeout(() => res.end('{"success":true}'), 800));
    // No drain: this is the moment the port closes (the drain has its own test, shutdown-load.test.ts).
    const server = await startServerProcess({ WEB_CONCURRENCY: '2', API_URL: upstream.url, DATA_DIR: dataDir, SHUTDOWN_DRAIN_MS: '0' });
    started.push(server);
    const workers = [...(await servingPids(server.url))];
    expect(workers).toHaveLength(2);

    const inFlight = Array.from({ length: 6 }, (_, i) => get(`${server.url}/api/slow/${i}`));
    await new Promise((r) => setTimeout(r, 250));
    expect(upstream.received.filter((r) => r.url.startsWith('/api/slow'))).toHaveLength(6);
    server.child.kill('SIGTERM');
    const answers = await Promise.all(inFlight);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    await expect(get(`${server.url}/healthz`)).rejects.toThrow();
    expect(await server.exited).toBe(0);
    expect(workers.filter(alive)).toEqual([]);
    expect(server.output()).not.toContain('worker died');
  });
});
