// Versioned schema migrations, each applied once, in a transaction, in order,
// for both stores: SQLite's list is the one shipped since the start;
// PostgreSQL's says the same in its types. Never edit a shipped migration: add
// the next one to both lists.
//
// Safe when several processes start at once: on PostgreSQL the runner holds a
// session advisory lock; on SQLite each step reads the version inside its own
// BEGIN IMMEDIATE, so a second process finds the work done.
import type { DatabaseSync } from 'node:sqlite';

import { type Db, PostgresDb } from './db';

const SQLITE_MIGRATIONS: readonly string[] = [
  // 1: accounts, sessions and one-time codes
  `CREATE TABLE users (
     id INTEGER PRIMARY KEY,
     name TEXT NOT NULL,
     email TEXT NOT NULL UNIQUE,
     password_hash TEXT NOT NULL,
     is_verified INTEGER NOT NULL DEFAULT 0,
     created_at TEXT NOT NULL
   );
   CREATE TABLE sessions (
     token_hash TEXT PRIMARY KEY,
     user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
     expires_at INTEGER NOT NULL,
     created_at INTEGER NOT NULL
   );
   CREATE INDEX sessions_user ON sessions(user_id);
   CREATE TABLE codes (
     id INTEGER PRIMARY KEY,
     user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
     purpose TEXT NOT NULL CHECK (purpose IN ('verify', 'reset')),
     code_hash TEXT NOT NULL,
     expires_at INTEGER NOT NULL,
     attempts INTEGER NOT NULL DEFAULT 0,
     used INTEGER NOT NULL DEFAULT 0,
     created_at INTEGER NOT NULL
   );
   CREATE INDEX codes_user_purpose ON codes(user_id, purpose);`,
  // 2: orders and their items
  `CREATE TABLE orders (
     id TEXT PRIMARY KEY,
     user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
     status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'processing', 'shipped', 'delivered', 'cancelled')),
     payment_method TEXT NOT NULL CHECK (payment_method IN ('cod', 'card', 'upi')),
     card_last4 TEXT,
     upi_id TEXT,
     customer_json TEXT NOT NULL,
     coupon TEXT,
     subtotal INTEGER NOT NULL,
     shipping INTEGER NOT NULL,
     tax INTEGER NOT NULL,
     discount INTEGER NOT NULL,
     savings INTEGER NOT NULL,
     total INTEGER NOT NULL,
     idempotency_key TEXT UNIQUE,
     created_at TEXT NOT NULL
   );
   CREATE INDEX orders_user ON orders(user_id, created_at);
   CREATE TABLE order_items (
     id INTEGER PRIMARY KEY,
     order_id TEXT NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
     product_id INTEGER NOT NULL,
     size_index INTEGER NOT NULL,
     name TEXT NOT NULL,
     size_label TEXT NOT NULL,
     size_value INTEGER NOT NULL,
     quantity INTEGER NOT NULL CHECK (quantity > 0),
     price INTEGER NOT NULL,
     original_price INTEGER NOT NULL,
     subtotal INTEGER NOT NULL
   );
   CREATE INDEX order_items_order ON order_items(order_id);`,
  // 3: notifications
  `CREATE TABLE notifications (
     id TEXT PRIMARY KEY,
     user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
     type TEXT NOT NULL,
     title TEXT NOT NULL,
     message TEXT NOT NULL,
     order_id TEXT,
     is_read INTEGER NOT NULL DEFAULT 0,
     created_at TEXT NOT NULL,
     seq INTEGER NOT NULL
   );
   CREATE INDEX notifications_user ON notifications(user_id, seq);`,
  // 4: rate-limit counters shared by every process (backend/rate-limit.ts)
  `CREATE TABLE rate_limits (
     key TEXT PRIMARY KEY,
     hits INTEGER NOT NULL,
     reset_at INTEGER NOT NULL
   );
   CREATE INDEX rate_limits_reset ON rate_limits(reset_at);`,
  // 5: server secrets (the key codes are stored under, backend/code-secret.ts);
  // codes stored before it used a plain hash and cannot be checked any more
  `CREATE TABLE secrets (name TEXT PRIMARY KEY, value TEXT NOT NULL);
   UPDATE codes SET used = 1 WHERE used = 0;`,
  // 6: a card order's brand beside its last 4 digits (all the shop knows of a card)
  `ALTER TABLE orders ADD COLUMN card_brand TEXT;`,
  // 7: sign-ups waiting for their code (backend/signups.ts)
  `CREATE TABLE signups (
     token_hash TEXT PRIMARY KEY,
     email TEXT NOT NULL,
     name TEXT NOT NULL,
     password_hash TEXT NOT NULL,
     existing INTEGER NOT NULL,
     code_hash TEXT NOT NULL,
     attempts INTEGER NOT NULL DEFAULT 0,
     expires_at INTEGER NOT NULL,
     sent_at INTEGER NOT NULL
   );
   CREATE INDEX signups_email ON signups(email);`,
  // 8: cancellation (when, and the refund due) and GST invoices: each order's
  // invoice number, from one counter per Indian financial year; the order's
  // language, for the mails that follow it (backend/orders.ts)
  `ALTER TABLE orders ADD COLUMN language TEXT;
   ALTER TABLE orders ADD COLUMN cancelled_at TEXT;
   ALTER TABLE orders ADD COLUMN refund_due INTEGER;
   ALTER TABLE orders ADD COLUMN invoice_number TEXT;
   CREATE UNIQUE INDEX orders_invoice_number ON orders(invoice_number);
   CREATE TABLE invoice_counters (
     financial_year TEXT PRIMARY KEY,
     last_number INTEGER NOT NULL
   );`,
  // 9: grievance tickets; marketing consent on accounts (and on sign-ups until
  // the code comes back); a notification may name a ticket; an erased
  // account's orders record how long their invoice is kept
  // (docs/decisions/023-grievances-and-data-rights.md)
  `CREATE TABLE grievances (
     id TEXT PRIMARY KEY,
     user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
     category TEXT NOT NULL CHECK (category IN ('order', 'quality', 'payment', 'privacy', 'other')),
     order_id TEXT,
     name TEXT NOT NULL,
     email TEXT NOT NULL,
     message TEXT NOT NULL,
     language TEXT NOT NULL,
     status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'acknowledged', 'resolved')),
     reply TEXT,
     created_at INTEGER NOT NULL,
     acknowledged_at INTEGER,
     resolved_at INTEGER
   );
   CREATE INDEX grievances_user ON grievances(user_id, created_at);
   CREATE INDEX grievances_status ON grievances(status, created_at);
   CREATE INDEX grievances_email ON grievances(email);
   ALTER TABLE users ADD COLUMN marketing_consent INTEGER NOT NULL DEFAULT 0;
   ALTER TABLE users ADD COLUMN marketing_consent_at TEXT;
   ALTER TABLE signups ADD COLUMN marketing_consent INTEGER NOT NULL DEFAULT 0;
   ALTER TABLE notifications ADD COLUMN grievance_id TEXT;
   ALTER TABLE orders ADD COLUMN retain_until TEXT;`,
  // 10: credit notes: a cancelled order's credit note number, from its own
  // series per financial year in invoice_counters ('CN 2026-27')
  // (docs/decisions/022-cancellation-and-gst-invoices.md)
  `ALTER TABLE orders ADD COLUMN credit_note_number TEXT;
   CREATE UNIQUE INDEX orders_credit_note_number ON orders(credit_note_number);`,
];

const POSTGRES_MIGRATIONS: readonly string[] = [
  // 1: accounts, sessions and one-time codes (times in epoch milliseconds)
  `CREATE TABLE users (
     id SERIAL PRIMARY KEY,
     name TEXT NOT NULL,
     email TEXT NOT NULL UNIQUE,
     password_hash TEXT NOT NULL,
     is_verified INTEGER NOT NULL DEFAULT 0,
     created_at TEXT NOT NULL
   );
   CREATE TABLE sessions (
     token_hash TEXT PRIMARY KEY,
     user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
     expires_at BIGINT NOT NULL,
     created_at BIGINT NOT NULL
   );
   CREATE INDEX sessions_user ON sessions(user_id);
   CREATE TABLE codes (
     id SERIAL PRIMARY KEY,
     user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
     purpose TEXT NOT NULL CHECK (purpose IN ('verify', 'reset')),
     code_hash TEXT NOT NULL,
     expires_at BIGINT NOT NULL,
     attempts INTEGER NOT NULL DEFAULT 0,
     used INTEGER NOT NULL DEFAULT 0,
     created_at BIGINT NOT NULL
   );
   CREATE INDEX codes_user_purpose ON codes(user_id, purpose);`,
  // 2: orders and their items; seq keeps the insertion order (SQLite's rowid)
  `CREATE TABLE orders (
     id TEXT PRIMARY KEY,
     seq BIGINT GENERATED ALWAYS AS IDENTITY,
     user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
     status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'processing', 'shipped', 'delivered', 'cancelled')),
     payment_method TEXT NOT NULL CHECK (payment_method IN ('cod', 'card', 'upi')),
     card_last4 TEXT,
     upi_id TEXT,
     customer_json TEXT NOT NULL,
     coupon TEXT,
     subtotal INTEGER NOT NULL,
     shipping INTEGER NOT NULL,
     tax INTEGER NOT NULL,
     discount INTEGER NOT NULL,
     savings INTEGER NOT NULL,
     total INTEGER NOT NULL,
     idempotency_key TEXT UNIQUE,
     created_at TEXT NOT NULL
   );
   CREATE INDEX orders_user ON orders(user_id, created_at);
   CREATE TABLE order_items (
     id SERIAL PRIMARY KEY,
     order_id TEXT NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
     product_id INTEGER NOT NULL,
     size_index INTEGER NOT NULL,
     name TEXT NOT NULL,
     size_label TEXT NOT NULL,
     size_value INTEGER NOT NULL,
     quantity INTEGER NOT NULL CHECK (quantity > 0),
     price INTEGER NOT NULL,
     original_price INTEGER NOT NULL,
     subtotal INTEGER NOT NULL
   );
   CREATE INDEX order_items_order ON order_items(order_id);`,
  // 3: notifications
  `CREATE TABLE notifications (
     id TEXT PRIMARY KEY,
     user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
     type TEXT NOT NULL,
     title TEXT NOT NULL,
     message TEXT NOT NULL,
     order_id TEXT,
     is_read INTEGER NOT NULL DEFAULT 0,
     created_at TEXT NOT NULL,
     seq BIGINT NOT NULL
   );
   CREATE INDEX notifications_user ON notifications(user_id, seq);`,
  // 4: rate-limit counters shared by every process (backend/rate-limit.ts)
  `CREATE TABLE rate_limits (
     key TEXT PRIMARY KEY,
     hits INTEGER NOT NULL,
     reset_at BIGINT NOT NULL
   );
   CREATE INDEX rate_limits_reset ON rate_limits(reset_at);`,
  // 5: server secrets; codes stored before it cannot be checked any more
  `CREATE TABLE secrets (name TEXT PRIMARY KEY, value TEXT NOT NULL);
   UPDATE codes SET used = 1 WHERE used = 0;`,
  // 6: a card order's brand beside its last 4 digits (all the shop knows of a card)
  `ALTER TABLE orders ADD COLUMN card_brand TEXT;`,
  // 7: sign-ups waiting for their code
  `CREATE TABLE signups (
     token_hash TEXT PRIMARY KEY,
     email TEXT NOT NULL,
     name TEXT NOT NULL,
     password_hash TEXT NOT NULL,
     existing INTEGER NOT NULL,
     code_hash TEXT NOT NULL,
     attempts INTEGER NOT NULL DEFAULT 0,
     expires_at BIGINT NOT NULL,
     sent_at BIGINT NOT NULL
   );
   CREATE INDEX signups_email ON signups(email);`,
  // 8: cancellation (when, and the refund due) and GST invoices: each order's
  // invoice number, from one counter per Indian financial year; the order's
  // language, for the mails that follow it
  `ALTER TABLE orders ADD COLUMN language TEXT;
   ALTER TABLE orders ADD COLUMN cancelled_at TEXT;
   ALTER TABLE orders ADD COLUMN refund_due INTEGER;
   ALTER TABLE orders ADD COLUMN invoice_number TEXT;
   CREATE UNIQUE INDEX orders_invoice_number ON orders(invoice_number);
   CREATE TABLE invoice_counters (
     financial_year TEXT PRIMARY KEY,
     last_number INTEGER NOT NULL
   );`,
  // 9: grievance tickets; marketing consent on accounts (and on sign-ups until
  // the code comes back); a notification may name a ticket; an erased
  // account's orders record how long their invoice is kept
  // (docs/decisions/023-grievances-and-data-rights.md)
  `CREATE TABLE grievances (
     id TEXT PRIMARY KEY,
     user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
     category TEXT NOT NULL CHECK (category IN ('order', 'quality', 'payment', 'privacy', 'other')),
     order_id TEXT,
     name TEXT NOT NULL,
     email TEXT NOT NULL,
     message TEXT NOT NULL,
     language TEXT NOT NULL,
     status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'acknowledged', 'resolved')),
     reply TEXT,
     created_at BIGINT NOT NULL,
     acknowledged_at BIGINT,
     resolved_at BIGINT
   );
   CREATE INDEX grievances_user ON grievances(user_id, created_at);
   CREATE INDEX grievances_status ON grievances(status, created_at);
   CREATE INDEX grievances_email ON grievances(email);
   ALTER TABLE users ADD COLUMN marketing_consent INTEGER NOT NULL DEFAULT 0;
   ALTER TABLE users ADD COLUMN marketing_consent_at TEXT;
   ALTER TABLE signups ADD COLUMN marketing_consent INTEGER NOT NULL DEFAULT 0;
   ALTER TABLE notifications ADD COLUMN grievance_id TEXT;
   ALTER TABLE orders ADD COLUMN retain_until TEXT;`,
  // 10: credit notes: a cancelled order's credit note number, from its own
  // series per financial year in invoice_counters ('CN 2026-27')
  // (docs/decisions/022-cancellation-and-gst-invoices.md)
  `ALTER TABLE orders ADD COLUMN credit_note_number TEXT;
   CREATE UNIQUE INDEX orders_credit_note_number ON orders(credit_note_number);`,
];

/** The schema version this code needs. */
export const LATEST_VERSION = SQLITE_MIGRATIONS.length;
if (POSTGRES_MIGRATIONS.length !== LATEST_VERSION) throw new Error('Both stores need the same migrations');

/** Applies SQLite's pending migrations (synchronous: node:sqlite is). */
export function migrateSqlite(db: DatabaseSync): number {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)');
  for (;;) {
    db.exec('BEGIN IMMEDIATE');
    try {
      const row = db.prepare('SELECT MAX(version) AS v FROM schema_migrations').get() as { v: number | null };
      const version = (row.v ?? 0) + 1;
      if (version > LATEST_VERSION) {
        db.exec('COMMIT');
        return LATEST_VERSION;
      }
      const migration = SQLITE_MIGRATIONS[version - 1];
      if (migration === undefined) throw new Error(`SQLite migration ${version} is missing`);
      db.exec(migration);
      db.prepare('INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)').run(version, new Date().toISOString());
      db.exec('COMMIT');
    } catch (error) {
      db.exec('ROLLBACK');
      throw error;
    }
  }
}

/** Applies PostgreSQL's pending migrations under an advisory lock. */
export async function migratePostgres(db: PostgresDb): Promise<number> {
  const client = await db.pool.connect();
  try {
    // One process migrates at a time; the others wait here, then find nothing to do.
    await client.query("SELECT pg_advisory_lock(hashtext('too-more:migrations'))");
    try {
      await client.query('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)');
      const { rows } = await client.query<{ v: number | null }>('SELECT MAX(version) AS v FROM schema_migrations');
      for (let version = (rows[0]?.v ?? 0) + 1; version <= LATEST_VERSION; version++) {
        await client.query('BEGIN');
        try {
          const migration = POSTGRES_MIGRATIONS[version - 1];
          if (migration === undefined) throw new Error(`PostgreSQL migration ${version} is missing`);
          await client.query(migration);
          await client.query('INSERT INTO schema_migrations (version, applied_at) VALUES ($1, $2)', [version, new Date().toISOString()]);
          await client.query('COMMIT');
        } catch (error) {
          await client.query('ROLLBACK');
          throw error;
        }
      }
    } finally {
      await client.query("SELECT pg_advisory_unlock(hashtext('too-more:migrations'))");
    }
  } finally {
    client.release();
  }
  return LATEST_VERSION;
}

/** Brings either store to the latest schema (SQLite already is, from openDatabase). */
export async function migrate(db: Db): Promise<number> {
  if (db instanceof PostgresDb) return migratePostgres(db);
  return schemaVersion(db);
}

/** The version the database is at (throws when it cannot be reached). */
export async function schemaVersion(db: Db): Promise<number> {
  const row = await db.get<{ v: number | null }>('SELECT MAX(version) AS v FROM schema_migrations');
  return row?.v ?? 0;
}
