// Versioned schema migrations, each applied once, in a transaction, in order.
// Never edit a shipped migration: add the next one.
import type { DatabaseSync } from 'node:sqlite';

const MIGRATIONS: readonly string[] = [
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
];

export function migrate(db: DatabaseSync): number {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)');
  const row = db.prepare('SELECT MAX(version) AS v FROM schema_migrations').get() as { v: number | null };
  const current = row.v ?? 0;
  for (let version = current + 1; version <= MIGRATIONS.length; version++) {
    db.exec('BEGIN IMMEDIATE');
    try {
      db.exec(MIGRATIONS[version - 1]!);
      db.prepare('INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)').run(version, new Date().toISOString());
      db.exec('COMMIT');
    } catch (error) {
      db.exec('ROLLBACK');
      throw error;
    }
  }
  return MIGRATIONS.length;
}
