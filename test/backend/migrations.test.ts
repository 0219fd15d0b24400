// Migrations run at start-up on either store, once, even when two processes
// start together; /readyz says whether this process can serve.
import { rmSync } from 'node:fs';

import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';

import type { Db } from '../../backend/store/db';
import { LATEST_VERSION, migrate, schemaVersion } from '../../backend/store/migrate';
import { openStore } from '../../backend/store/open';
import { makeBackend, STORE, tempDir, type TestBackend, type TestDatabase, testDatabase } from './helpers';

const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

async function emptyStore(): Promise<{ dataDir: string; database: TestDatabase }> {
  const database = await testDatabase();
  const dataDir = tempDir();
  cleanup.push(async () => {
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return { dataDir, database };
}

function open(dataDir: string, database: TestDatabase): Db {
  const db = openStore({ dataDir, databaseUrl: database.databaseUrl });
  cleanup.push(() => db.close());
  return db;
}

describe(`migrations (${STORE})`, () => {
  it('bring an empty database to the latest version once, even from two connections at the same moment', async () => {
    const { dataDir, database } = await emptyStore();
    const [a, b] = [open(dataDir, database), open(dataDir, database)];
    expect(await Promise.all([migrate(a), migrate(b)])).toEqual([LATEST_VERSION, LATEST_VERSION]);
    expect(await migrate(a)).toBe(LATEST_VERSION);
    const rows = await a.all<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
    expect(rows.map((r) => r.version)).toEqual(Array.from({ length: LATEST_VERSION }, (_, i) => i + 1));
    expect(await schemaVersion(b)).toBe(LATEST_VERSION);
    // Every table the code uses exists.
    for (const table of ['users', 'sessions', 'codes', 'orders', 'order_items', 'notifications', 'rate_limits', 'secrets', 'signups']) {
      expect((await a.get<{ n: number }>(`SELECT COUNT(*) AS n FROM ${table}`))!.n).toBe(0);
    }
  });

  it('bring a database of an older version up to date, keeping its rows', async () => {
    const { dataDir, database } = await emptyStore();
    const db = open(dataDir, database);
    await migrate(db);
    await db.run("INSERT INTO users (name, email, password_hash, created_at) VALUES ('A', 'a@b.in', 'x', '2026-01-01')");
    await db.run(
      "INSERT INTO orders (id, status, payment_method, customer_json, subtotal, shipping, tax, discount, savings, total, created_at) VALUES ('TM-1', 'cancelled', 'cod', '{}', 100, 0, 0, 0, 0, 100, '2026-01-01')",
    );
    // As it was before the latest migration (the credit note number and its index).
    await db.run('DROP INDEX orders_credit_note_number');
    await db.run('ALTER TABLE orders DROP COLUMN credit_note_number');
    await db.run('DELETE FROM schema_migrations WHERE version = ?', LATEST_VERSION);
    const again = open(dataDir, database);
    expect(await migrate(again)).toBe(LATEST_VERSION);
    expect(await schemaVersion(again)).toBe(LATEST_VERSION);
    expect(await again.get<{ id: string; credit_note_number: string | null }>('SELECT id, credit_note_number FROM orders')).toEqual({ id: 'TM-1', credit_note_number: null });
    expect((await again.get<{ email: string }>('SELECT email FROM users'))!.email).toBe('a@b.in');
  });
});

describe(`readiness (${STORE})`, () => {
  let b: TestBackend;
  afterEach(() => b.dispose());

  it('is ready with the latest schema, and answers 503 when the migrations have not run', async () => {
    b = await makeBackend();
    expect((await request(b.app).get('/healthz').expect(200)).body.status).toBe('ok');
    expect((await request(b.app).get('/readyz').expect(200)).body).toEqual({ status: 'ready', store: STORE, schema: LATEST_VERSION });
    await b.db.run('DELETE FROM schema_migrations WHERE version = ?', LATEST_VERSION);
    expect((await request(b.app).get('/readyz').expect(503)).body).toEqual({ status: 'unavailable', reason: 'migrations have not run', store: STORE });
    // Liveness does not depend on the database.
    await request(b.app).get('/healthz').expect(200);
  });

  it('answers 503 when the database cannot be reached', async () => {
    b = await makeBackend();
    await b.db.close();
    expect((await request(b.app).get('/readyz').expect(503)).body).toMatchObject({ status: 'unavailable', reason: 'database unreachable' });
    await request(b.app).get('/healthz').expect(200);
  });
});
