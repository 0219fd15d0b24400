// The shared rate-limit store: fixed windows in the rate_limits table, counted
// by one statement, so two connections (two processes) count together.
import { rmSync } from 'node:fs';

import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';

import { statusOf } from '../../backend/http/errors';
import type { Db } from '../../backend/store/db';
import { migrate } from '../../backend/store/migrate';
import { openStore } from '../../backend/store/open';
import { RateLimiter, RateLimitStore } from '../../backend/store/rate-limits';
import { makeBackend, tempDir, type TestBackend } from './helpers';

const open: TestBackend[] = [];
const extra: Db[] = [];
afterEach(async () => {
  for (const db of extra.splice(0)) await db.close();
  for (const b of open.splice(0)) await b.dispose();
});

async function backend() {
  const b = await makeBackend();
  open.push(b);
  return b;
}

/** A second connection to the same store, as another process would have. */
async function secondConnection(b: TestBackend): Promise<Db> {
  const db = openStore({ dataDir: b.dataDir, databaseUrl: b.databaseUrl });
  await migrate(db);
  extra.push(db);
  return db;
}

describe('RateLimitStore', () => {
  it('counts hits in a window, starts a new window when it ends, and gets, decrements and resets a key', async () => {
    const b = await backend();
    let now = 1_000_000;
    const store = new RateLimitStore(b.db, () => now);
    expect(await store.get('ip:1')).toBeUndefined();
    expect(await store.increment('ip:1', 60_000)).toEqual({ totalHits: 1, resetTime: new Date(1_060_000) });
    now += 30_000;
    expect(await store.increment('ip:1', 60_000)).toEqual({ totalHits: 2, resetTime: new Date(1_060_000) });
    expect(await store.get('ip:1')).toEqual({ totalHits: 2, resetTime: new Date(1_060_000) });
    await store.decrement('ip:1');
    expect((await store.get('ip:1'))!.totalHits).toBe(1);
    expect((await store.increment('ip:2', 60_000)).totalHits).toBe(1);
    now = 1_060_000;
    expect(await store.get('ip:1')).toBeUndefined();
    expect(await store.increment('ip:1', 60_000)).toEqual({ totalHits: 1, resetTime: new Date(1_120_000) });
    await store.resetKey('ip:1');
    expect(await store.get('ip:1')).toBeUndefined();
    expect(await store.get('ip:2')).toEqual({ totalHits: 1, resetTime: new Date(1_090_000) });
  });

  it('deletes ended windows as it goes', async () => {
    const b = await backend();
    let now = 5_000_000;
    const store = new RateLimitStore(b.db, () => now);
    await store.increment('old', 1000);
    now += 120_000;
    await store.increment('new', 1000);
    const keys = await b.db.all<{ key: string }>('SELECT key FROM rate_limits ORDER BY key');
    expect(keys.map((k) => k.key)).toEqual(['new']);
  });

  it('counts every hit sent at once through two connections', async () => {
    const b = await backend();
    const other = await secondConnection(b);
    const stores = [new RateLimitStore(b.db), new RateLimitStore(other)];
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => stores[i % 2]!.increment('email:a@b.in', 60_000)));
    expect(results.map((r) => r.totalHits).sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect((await stores[0]!.get('email:a@b.in'))!.totalHits).toBe(40);
  });
});

describe('RateLimiter', () => {
  it('refuses (429 over HTTP) once any key is over the limit, and keeps limits apart by name', async () => {
    const b = await backend();
    const store = new RateLimitStore(b.db);
    const auth = new RateLimiter(store, 'auth', { limit: 2, windowMs: 60_000 });
    const code = new RateLimiter(store, 'code', { limit: 2, windowMs: 60_000 });
    await auth.hit('ip:1', 'email:a@b.in');
    await auth.hit('ip:2', 'email:a@b.in');
    await expect(auth.hit('ip:3', 'email:a@b.in')).rejects.toMatchObject({ code: 'rate_limited' });
    expect(statusOf('rate_limited')).toBe(429);
    await code.hit('ip:1', 'email:a@b.in');
    expect((await store.get('auth:email:a@b.in'))!.totalHits).toBe(3);
    expect((await store.get('code:email:a@b.in'))!.totalHits).toBe(1);
  });
});

describe('the store chosen', () => {
  it('is SQLite in DATA_DIR without a database URL', async () => {
    const dataDir = tempDir();
    const db = openStore({ dataDir, databaseUrl: null });
    expect(db.dialect).toBe('sqlite');
    expect(db.description).toMatch(/too-more\.db$/);
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
});

describe('the client address the per-IP limits count', () => {
  it('is the one the trusted proxies report, not a proxy of the chain nor one the client made up', async () => {
    const b = await makeBackend({ trustProxy: ['loopback', 'uniquelocal'] });
    open.push(b);
    // Client → load balancer (10.0.0.5) → BFF; the client made up the first entry.
    await request(b.app).post('/api/auth/login').set('X-Forwarded-For', '198.51.100.7, 203.0.113.9, 10.0.0.5').send({ email: 'x@y.in', password: 'whatever1' }).expect(401);
    const keys = (await b.db.all<{ key: string }>("SELECT key FROM rate_limits WHERE key LIKE 'login-failures:ip:%'")).map((r) => r.key);
    expect(keys).toEqual(['login-failures:ip:203.0.113.9']);
  });

  it('by default believes only the loopback hop (the BFF on the same machine)', async () => {
    const b = await backend();
    await request(b.app).post('/api/auth/login').set('X-Forwarded-For', '203.0.113.9, 10.0.0.5').send({ email: 'x@y.in', password: 'whatever1' }).expect(401);
    const keys = (await b.db.all<{ key: string }>("SELECT key FROM rate_limits WHERE key LIKE 'login-failures:ip:%'")).map((r) => r.key);
    expect(keys).toEqual(['login-failures:ip:10.0.0.5']);
  });
});
