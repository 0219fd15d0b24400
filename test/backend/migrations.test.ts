// Migrations run at start-up on either store, once, even when two processes
// start together; /readyz says whether this process can serve.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';

import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';

import { createMailTranslator } from '../../backend/mail/translator';
import type { Db } from '../../backend/store/db';
import { LATEST_VERSION, migrate, migratePostgres, migrateSqlite, schemaVersion } from '../../backend/store/migrate';
import { MIGRATIONS } from '../../backend/store/migration-steps';
import { type NotificationRow, notificationText } from '../../backend/store/notifications';
import { openStore } from '../../backend/store/open';
import { setOrderStatus } from '../../backend/store/orders/status';
import { PostgresDb } from '../../backend/store/postgres';
import { SqliteDb } from '../../backend/store/sqlite';
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

/** A store migrated only up to `version`, as an older shop left it. */
async function olderStore(dataDir: string, database: TestDatabase, version: number): Promise<Db> {
  if (database.databaseUrl) {
    const db = new PostgresDb(database.databaseUrl);
    await migratePostgres(db, version);
    return db;
  }
  const raw = new DatabaseSync(path.join(dataDir, 'too-more.db'));
  raw.exec('PRAGMA foreign_keys = ON');
  migrateSqlite(raw, version);
  raw.close();
  return openRawSqlite(path.join(dataDir, 'too-more.db'));
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

  it('bring a database of an older version up to date, keeping its rows, their order and their items', async () => {
    const { dataDir, database } = await emptyStore();
    // A database as the shop left it before online payment (version 10): with orders paid on delivery, by card and by UPI.
    const old = await olderStore(dataDir, database, 10);
    await old.run("INSERT INTO users (name, email, password_hash, created_at) VALUES ('A', 'a@b.in', 'x', '2026-01-01')");
    const insert = (id: string, method: string, status: string, refundDue: number | null) =>
      old.run(
        `INSERT INTO orders (id, user_id, status, payment_method, card_brand, card_last4, upi_id, customer_json, subtotal, shipping, tax, discount, savings, total, created_at, invoice_number, refund_due)
         VALUES (?, 1, ?, ?, ?, ?, ?, '{}', 100, 0, 0, 0, 0, 100, '2026-01-01', ?, ?)`,
        id,
        status,
        method,
        method === 'card' ? 'visa' : null,
        method === 'card' ? '1111' : null,
        method === 'upi' ? 'asha@okbank' : null,
        `TM/2026-27/00000${id.slice(-1)}`,
        refundDue,
      );
    await insert('TM-3', 'upi', 'cancelled', 100);
    await insert('TM-1', 'cod', 'cancelled', 0);
    await insert('TM-2', 'card', 'pending', null);
    await old.run(
      "INSERT INTO order_items (order_id, product_id, size_index, name, size_label, size_value, quantity, price, original_price, subtotal) VALUES ('TM-2', 2, 0, 'Mango', '250ml', 250, 1, 100, 120, 100)",
    );
    await old.close();

    const again = open(dataDir, database);
    expect(await migrate(again)).toBe(LATEST_VERSION);
    expect(await schemaVersion(again)).toBe(LATEST_VERSION);
    const insertionOrder = STORE === 'sqlite' ? 'rowid' : 'seq';
    const rows = await again.all<{ id: string; payment_state: string; refund_due: number | null; card_last4: string | null; invoice_number: string }>(
      `SELECT id, payment_state, refund_due, card_last4, invoice_number FROM orders ORDER BY ${insertionOrder}`,
    );
    // In the order they were placed; never charged by card or UPI, so nothing is owed back.
    expect(rows).toEqual([
      { id: 'TM-3', payment_state: 'not_charged', refund_due: 0, card_last4: null, invoice_number: 'TM/2026-27/000003' },
      { id: 'TM-1', payment_state: 'cod', refund_due: 0, card_last4: null, invoice_number: 'TM/2026-27/000001' },
      { id: 'TM-2', payment_state: 'not_charged', refund_due: null, card_last4: '1111', invoice_number: 'TM/2026-27/000002' },
    ]);
    // No UPI ID is kept any more.
    expect(await again.all("SELECT 1 FROM orders WHERE customer_json LIKE '%okbank%'")).toEqual([]);
    await expect(again.get('SELECT upi_id FROM orders')).rejects.toThrow();
    // The items still belong to their order, and deleting an order still takes its items.
    expect((await again.get<{ n: number }>("SELECT COUNT(*) AS n FROM order_items WHERE order_id = 'TM-2'"))!.n).toBe(1);
    await again.run("DELETE FROM orders WHERE id = 'TM-2'");
    expect((await again.get<{ n: number }>('SELECT COUNT(*) AS n FROM order_items'))!.n).toBe(0);
    // The new states and methods are allowed; others still are not.
    await again.run(
      "INSERT INTO orders (id, status, payment_method, customer_json, subtotal, shipping, tax, discount, savings, total, created_at, payment_state) VALUES ('TM-9', 'awaiting_payment', 'online', '{}', 1, 0, 0, 0, 0, 1, '2026-01-01', 'awaiting')",
    );
    await expect(again.run("UPDATE orders SET status = 'lost' WHERE id = 'TM-9'")).rejects.toThrow();
    expect((await again.get<{ email: string }>('SELECT email FROM users'))!.email).toBe('a@b.in');
  });
});

describe(`notifications stored as English sentences (${STORE})`, () => {
  it('keep their type and order through migration 12, and read in the reader’s language after it', async () => {
    const { dataDir, database } = await emptyStore();
    const old = await olderStore(dataDir, database, 11);
    await old.run("INSERT INTO users (name, email, password_hash, created_at) VALUES ('A', 'a@b.in', 'x', '2026-01-01')");
    await old.run(
      "INSERT INTO notifications (id, user_id, type, title, message, order_id, grievance_id, created_at, seq) VALUES ('n1', 1, 'order_shipped', 'Order shipped', 'Your order TM-1 is on its way.', 'TM-1', NULL, '2026-01-02', 1)",
    );
    await old.run(
      "INSERT INTO notifications (id, user_id, type, title, message, order_id, grievance_id, created_at, seq) VALUES ('n2', 1, 'grievance_resolved', 'Complaint resolved', 'Your complaint GRV-1 has been resolved.', NULL, 'GRV-1', '2026-01-03', 2)",
    );
    await old.close();
    const again = open(dataDir, database);
    expect(await migrate(again)).toBe(LATEST_VERSION);
    const rows = await again.all<NotificationRow & Record<string, unknown>>('SELECT * FROM notifications ORDER BY seq');
    expect(rows.map((r) => [r.id, r.type, r.order_id, r.grievance_id])).toEqual([
      ['n1', 'order_shipped', 'TM-1', null],
      ['n2', 'grievance_resolved', null, 'GRV-1'],
    ]);
    expect(Object.keys(rows[0]!)).not.toContain('message');
    const { t } = await createMailTranslator(path.resolve('locales'))('hi');
    const hindi = rows.map((row) => notificationText(row, t));
    expect(hindi[0]!.message).toContain('TM-1');
    expect(hindi[1]!.message).toContain('GRV-1');
    expect(hindi.map((n) => n.title).join(' ')).toMatch(/[\u0900-\u097F]/);
  });
});

describe(`the order timeline's columns (${STORE})`, () => {
  it('come to orders of an older version empty, and the next moves fill them', async () => {
    const { dataDir, database } = await emptyStore();
    const step = MIGRATIONS.findIndex((m) => m.about.startsWith('an order’s way to the shopper'));
    expect(step).toBeGreaterThan(0);
    const old = await olderStore(dataDir, database, step);
    await old.run(
      "INSERT INTO orders (id, status, payment_method, customer_json, subtotal, shipping, tax, discount, savings, total, created_at) VALUES ('TM-1', 'shipped', 'cod', '{}', 1, 0, 0, 0, 0, 1, '2026-01-01')",
    );
    await old.close();
    const again = open(dataDir, database);
    expect(await migrate(again)).toBe(LATEST_VERSION);
    expect(await again.get('SELECT status, processing_at, shipped_at, delivered_at, courier, awb, tracking_url FROM orders')).toEqual({
      status: 'shipped',
      processing_at: null,
      shipped_at: null,
      delivered_at: null,
      courier: null,
      awb: null,
      tracking_url: null,
    });
    await setOrderStatus(again, 'TM-1', 'delivered', new Date('2026-01-03T10:00:00Z'));
    expect(await again.get('SELECT status, shipped_at, delivered_at FROM orders')).toEqual({ status: 'delivered', shipped_at: null, delivered_at: '2026-01-03T10:00:00.000Z' });
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

/** A SQLite file opened without migrating it. */
function openRawSqlite(file: string): Db {
  return new SqliteDb(file);
}
