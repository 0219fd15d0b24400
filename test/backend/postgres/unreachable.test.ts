// PostgreSQL only (the backend-pg project): a backend whose database is away at
// start-up, arrives, goes away and comes back. A TCP relay in front of the
// server plays the network.
import net from 'node:net';

import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';

import { LATEST_VERSION } from '../../../backend/store/migrate';
import { freePort } from '../../helpers/postgres';
import { makeBackend, signUp, type TestBackend, type TestDatabase, testDatabase } from '../helpers';

/** A switchable relay from a loopback port to the PostgreSQL server. */
function relay(port: number, target: URL) {
  let server: net.Server | null = null;
  const sockets = new Set<net.Socket>();
  return {
    port,
    open: () =>
      new Promise<void>((resolve) => {
        server = net.createServer((client) => {
          const upstream = net.connect(Number(target.port), target.hostname);
          for (const s of [client, upstream]) {
            sockets.add(s);
            s.on('error', () => undefined);
            s.on('close', () => sockets.delete(s));
          }
          client.pipe(upstream).pipe(client);
        });
        server.listen(port, '127.0.0.1', () => resolve());
      }),
    shut: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        if (!server) {
          resolve();
          return;
        }
        server.close(() => resolve());
        server = null;
      }),
  };
}

let database: TestDatabase | undefined;
let b: TestBackend | undefined;
let link: ReturnType<typeof relay> | undefined;

afterAll(async () => {
  await b?.dispose();
  await link?.shut();
  await database?.drop();
});

async function until(check: () => Promise<boolean>, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('condition not met in time');
}

describe('a backend whose PostgreSQL is away', () => {
  it('starts anyway and is ready only while it can reach the migrated database', async () => {
    database = await testDatabase();
    const direct = new URL(database.databaseUrl!);
    link = relay(await freePort(), direct);
    const throughRelay = new URL(direct);
    throughRelay.port = String(link.port);

    // Away at start-up: the app is made all the same and keeps trying.
    b = await makeBackend({ databaseUrl: throughRelay.toString(), waitForDatabase: false, retryMs: 100 });
    expect(b.migrated()).toBe(false);
    expect((await request(b.app).get('/readyz').expect(503)).body).toEqual({ status: 'unavailable', reason: 'migrations have not run', store: 'postgres' });
    expect((await request(b.app).get('/api/auth/is-auth').expect(503)).body.code).toBe('server_error');
    await request(b.app).get('/healthz').expect(200);

    // It arrives: the migrations run and the API serves.
    await link.open();
    await until(async () => (await request(b!.app).get('/readyz')).status === 200);
    expect((await request(b.app).get('/readyz')).body).toEqual({ status: 'ready', store: 'postgres', schema: LATEST_VERSION });
    await signUp(b, b.agent(), 'a@b.in', 'password1');

    // It goes away: not ready; liveness unaffected.
    await link.shut();
    expect((await request(b.app).get('/readyz').expect(503)).body).toMatchObject({ status: 'unavailable', reason: 'database unreachable' });
    await request(b.app).get('/healthz').expect(200);

    // It comes back: ready again, with the data it had.
    await link.open();
    await until(async () => (await request(b!.app).get('/readyz')).status === 200);
    await request(b.app).post('/api/auth/login').send({ email: 'a@b.in', password: 'password1' }).expect(200);
  });
});
