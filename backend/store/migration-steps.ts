// Every schema step, in order, written once for both stores: where SQLite and
// PostgreSQL differ (an auto-increment key, 64-bit epoch milliseconds, the
// column that keeps the orders' insertion order) the step names the type, and
// `columnTypes` gives it for each dialect. A shipped step is never edited: a
// change is the next step (docs/decisions/014-database-layer.md).
import type { Dialect } from './db';

export interface ColumnTypes {
  /** An auto-increment integer primary key. */
  serialKey: string;
  /** Epoch milliseconds and other numbers past 2^31. */
  bigint: string;
  /** The orders' insertion order: SQLite has rowid; PostgreSQL gets an identity column. */
  orderSeq: string;
}

export const COLUMN_TYPES: Record<Dialect, ColumnTypes> = {
  sqlite: { serialKey: 'INTEGER PRIMARY KEY', bigint: 'INTEGER', orderSeq: '' },
  postgres: { serialKey: 'SERIAL PRIMARY KEY', bigint: 'BIGINT', orderSeq: '\n     seq BIGINT GENERATED ALWAYS AS IDENTITY,' },
};

export interface Migration {
  /** What the step adds, for the reader. */
  about: string;
  /** The step's SQL; a step the two stores must take differently (SQLite cannot change a constraint in place) reads the dialect. */
  sql: (t: ColumnTypes, dialect: Dialect) => string;
  /** SQLite rebuilds a table: foreign keys are off for the step (a dropped table's rows would cascade) and checked before it commits. */
  rebuildsTables?: boolean;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    about: 'accounts, sessions and one-time codes (times in epoch milliseconds)',
    sql: (t) => `CREATE TABLE users (
     id ${t.serialKey},
     name TEXT NOT NULL,
     email TEXT NOT NULL UNIQUE,
     password_hash TEXT NOT NULL,
     is_verified INTEGER NOT NULL DEFAULT 0,
     created_at TEXT NOT NULL
   );
   CREATE TABLE sessions (
     token_hash TEXT PRIMARY KEY,
     user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
     expires_at ${t.bigint} NOT NULL,
     created_at ${t.bigint} NOT NULL
   );
   CREATE INDEX sessions_user ON sessions(user_id);
   CREATE TABLE codes (
     id ${t.serialKey},
     user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
     purpose TEXT NOT NULL CHECK (purpose IN ('verify', 'reset')),
     code_hash TEXT NOT NULL,
     expires_at ${t.bigint} NOT NULL,
     attempts INTEGER NOT NULL DEFAULT 0,
     used INTEGER NOT NULL DEFAULT 0,
     created_at ${t.bigint} NOT NULL
   );
   CREATE INDEX codes_user_purpose ON codes(user_id, purpose);`,
  },
  {
    about: 'orders and their items',
    sql: (t) => `CREATE TABLE orders (
     id TEXT PRIMARY KEY,${t.orderSeq}
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
     id ${t.serialKey},
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
  },
  {
    about: 'notifications',
    sql: (t) => `CREATE TABLE notifications (
     id TEXT PRIMARY KEY,
     user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
     type TEXT NOT NULL,
     title TEXT NOT NULL,
     message TEXT NOT NULL,
     order_id TEXT,
     is_read INTEGER NOT NULL DEFAULT 0,
     created_at TEXT NOT NULL,
     seq ${t.bigint} NOT NULL
   );
   CREATE INDEX notifications_user ON notifications(user_id, seq);`,
  },
  {
    about: 'rate-limit counters shared by every process (store/rate-limits.ts)',
    sql: (t) => `CREATE TABLE rate_limits (
     key TEXT PRIMARY KEY,
     hits INTEGER NOT NULL,
     reset_at ${t.bigint} NOT NULL
   );
   CREATE INDEX rate_limits_reset ON rate_limits(reset_at);`,
  },
  {
    about: 'server secrets (the key codes are stored under, store/code-secret.ts); codes stored before it used a plain hash and cannot be checked any more',
    sql: () => `CREATE TABLE secrets (name TEXT PRIMARY KEY, value TEXT NOT NULL);
   UPDATE codes SET used = 1 WHERE used = 0;`,
  },
  {
    about: 'a card order’s brand beside its last 4 digits (all the shop knows of a card)',
    sql: () => `ALTER TABLE orders ADD COLUMN card_brand TEXT;`,
  },
  {
    about: 'sign-ups waiting for their code (store/signups.ts)',
    sql: (t) => `CREATE TABLE signups (
     token_hash TEXT PRIMARY KEY,
     email TEXT NOT NULL,
     name TEXT NOT NULL,
     password_hash TEXT NOT NULL,
     existing INTEGER NOT NULL,
     code_hash TEXT NOT NULL,
     attempts INTEGER NOT NULL DEFAULT 0,
     expires_at ${t.bigint} NOT NULL,
     sent_at ${t.bigint} NOT NULL
   );
   CREATE INDEX signups_email ON signups(email);`,
  },
  {
    about:
      'cancellation (when, and the refund due) and GST invoices: each order’s invoice number, from one counter per Indian financial year; the order’s language, for the mails that follow it',
    sql: () => `ALTER TABLE orders ADD COLUMN language TEXT;
   ALTER TABLE orders ADD COLUMN cancelled_at TEXT;
   ALTER TABLE orders ADD COLUMN refund_due INTEGER;
   ALTER TABLE orders ADD COLUMN invoice_number TEXT;
   CREATE UNIQUE INDEX orders_invoice_number ON orders(invoice_number);
   CREATE TABLE invoice_counters (
     financial_year TEXT PRIMARY KEY,
     last_number INTEGER NOT NULL
   );`,
  },
  {
    about:
      'grievance tickets; marketing consent on accounts (and on sign-ups until the code comes back); a notification may name a ticket; an erased account’s orders record how long their invoice is kept (docs/decisions/023-grievances-and-data-rights.md)',
    sql: (t) => `CREATE TABLE grievances (
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
     created_at ${t.bigint} NOT NULL,
     acknowledged_at ${t.bigint},
     resolved_at ${t.bigint}
   );
   CREATE INDEX grievances_user ON grievances(user_id, created_at);
   CREATE INDEX grievances_status ON grievances(status, created_at);
   CREATE INDEX grievances_email ON grievances(email);
   ALTER TABLE users ADD COLUMN marketing_consent INTEGER NOT NULL DEFAULT 0;
   ALTER TABLE users ADD COLUMN marketing_consent_at TEXT;
   ALTER TABLE signups ADD COLUMN marketing_consent INTEGER NOT NULL DEFAULT 0;
   ALTER TABLE notifications ADD COLUMN grievance_id TEXT;
   ALTER TABLE orders ADD COLUMN retain_until TEXT;`,
  },
  {
    about:
      'credit notes: a cancelled order’s credit note number, from its own series per financial year in invoice_counters (’CN 2026-27’) (docs/decisions/022-cancellation-and-gst-invoices.md)',
    sql: () => `ALTER TABLE orders ADD COLUMN credit_note_number TEXT;
   CREATE UNIQUE INDEX orders_credit_note_number ON orders(credit_note_number);`,
  },
  {
    about:
      'online payment (docs/decisions/026-payments.md): an order may await its payment and expire unpaid, be paid online, and carry its payment and refund; no UPI ID is kept; orders placed as card or UPI before there was a gateway were never charged, and owe no refund; every payment event an order saw',
    rebuildsTables: true,
    sql: (t, dialect) => `${dialect === 'sqlite' ? ORDERS_REBUILT_FOR_PAYMENTS : ORDERS_ALTERED_FOR_PAYMENTS}
   CREATE UNIQUE INDEX orders_gateway_order ON orders(gateway_order_id);
   CREATE INDEX orders_payment_state ON orders(payment_state, payment_due_by);
   CREATE TABLE payment_events (
     id ${t.serialKey},
     order_id TEXT NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
     gateway_event_id TEXT UNIQUE,
     kind TEXT NOT NULL,
     detail TEXT,
     created_at TEXT NOT NULL
   );
   CREATE INDEX payment_events_order ON payment_events(order_id, id);`,
  },
  {
    about:
      'notifications in the reader’s language: a notification is its type and its order or ticket, worded when it is read (store/notifications.ts); the English sentences it was stored with go',
    sql: () => `ALTER TABLE notifications DROP COLUMN title;
   ALTER TABLE notifications DROP COLUMN message;`,
  },
  {
    about:
      'stock and seasons (docs/decisions/029-stock-and-seasons.md): what staff set for a size (in stock or not, an optional count that orders take and cancellations give back, an optional season); a size without a row is in stock; and the shoppers waiting to hear that a size is back',
    sql: (t) => `CREATE TABLE stock (
     product_id INTEGER NOT NULL,
     size_index INTEGER NOT NULL,
     in_stock INTEGER NOT NULL DEFAULT 1,
     count INTEGER CHECK (count IS NULL OR count >= 0),
     season_from TEXT,
     season_to TEXT,
     updated_at TEXT NOT NULL,
     PRIMARY KEY (product_id, size_index),
     CHECK ((season_from IS NULL) = (season_to IS NULL))
   );
   CREATE TABLE stock_alerts (
     id ${t.serialKey},
     product_id INTEGER NOT NULL,
     size_index INTEGER NOT NULL,
     email TEXT NOT NULL,
     language TEXT NOT NULL,
     created_at TEXT NOT NULL,
     sent_at TEXT
   );
   CREATE UNIQUE INDEX stock_alerts_waiting ON stock_alerts(product_id, size_index, email) WHERE sent_at IS NULL;`,
  },
  {
    about:
      'an order’s way to the shopper, for its timeline: when it was packed, shipped and delivered, and the courier, AWB number and tracking link it shipped with (store/orders/shipment.ts)',
    sql: () => `ALTER TABLE orders ADD COLUMN processing_at TEXT;
   ALTER TABLE orders ADD COLUMN shipped_at TEXT;
   ALTER TABLE orders ADD COLUMN delivered_at TEXT;
   ALTER TABLE orders ADD COLUMN courier TEXT;
   ALTER TABLE orders ADD COLUMN awb TEXT;
   ALTER TABLE orders ADD COLUMN tracking_url TEXT;`,
  },
  {
    about:
      'enquiries from the corporate forms (docs/decisions/030-enquiries.md): who wrote, what, in which language, and a Join Our Team résumé (base64); new until staff close it',
    sql: (t) => `CREATE TABLE enquiries (
     id TEXT PRIMARY KEY,
     kind TEXT NOT NULL CHECK (kind IN ('feedback', 'contact', 'customer-care', 'join')),
     name TEXT NOT NULL,
     email TEXT NOT NULL,
     phone TEXT NOT NULL,
     order_id TEXT NOT NULL,
     message TEXT NOT NULL,
     language TEXT NOT NULL,
     resume_name TEXT,
     resume_type TEXT,
     resume_base64 TEXT,
     status TEXT NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'closed')),
     created_at ${t.bigint} NOT NULL,
     closed_at ${t.bigint}
   );
   CREATE INDEX enquiries_status ON enquiries(status, created_at);`,
  },
  {
    about:
      'the back office’s staff (docs/decisions/031-staff-and-audit.md): members with a role, a password and a TOTP second factor (its secret sealed under the server key), one-time recovery codes, short sessions of their own; the append-only audit trail, which the database itself refuses to change; and notes between staff on an order',
    sql: (t, dialect) => `CREATE TABLE staff (
     id ${t.serialKey},
     email TEXT NOT NULL UNIQUE,
     name TEXT NOT NULL DEFAULT '',
     role TEXT NOT NULL CHECK (role IN ('owner', 'fulfilment', 'support')),
     password_hash TEXT,
     totp_sealed TEXT,
     totp_confirmed INTEGER NOT NULL DEFAULT 0,
     totp_last_step ${t.bigint},
     recovery_json TEXT NOT NULL DEFAULT '[]',
     setup_token_hash TEXT,
     setup_expires_at ${t.bigint},
     disabled_at ${t.bigint},
     created_at ${t.bigint} NOT NULL
   );
   CREATE TABLE staff_sessions (
     token_hash TEXT PRIMARY KEY,
     staff_id INTEGER NOT NULL REFERENCES staff(id) ON DELETE CASCADE,
     created_at ${t.bigint} NOT NULL,
     last_seen_at ${t.bigint} NOT NULL
   );
   CREATE INDEX staff_sessions_staff ON staff_sessions(staff_id);
   CREATE TABLE audit_log (
     id ${t.serialKey},
     staff_id INTEGER,
     actor TEXT NOT NULL,
     action TEXT NOT NULL,
     record_type TEXT NOT NULL,
     record_id TEXT NOT NULL,
     before_json TEXT,
     after_json TEXT,
     at ${t.bigint} NOT NULL
   );
   CREATE INDEX audit_log_record ON audit_log(record_type, record_id, id);
   CREATE TABLE order_notes (
     id ${t.serialKey},
     order_id TEXT NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
     staff_id INTEGER NOT NULL REFERENCES staff(id),
     text TEXT NOT NULL,
     created_at ${t.bigint} NOT NULL
   );
   CREATE INDEX order_notes_order ON order_notes(order_id, id);
   ${dialect === 'postgres' ? AUDIT_APPEND_ONLY_POSTGRES : AUDIT_APPEND_ONLY_SQLITE}`,
  },
  {
    about:
      'the sessions’ epoch (docs/decisions/033-personal-pages-from-a-shell.md): one number, raised in the same transaction as anything that ends a session or changes what a signed-in page shows of its shopper, so every BFF process drops the sessions it keeps for a moment',
    sql: (t) => `CREATE TABLE session_epoch (
     id INTEGER PRIMARY KEY CHECK (id = 1),
     value ${t.bigint} NOT NULL
   );
   INSERT INTO session_epoch (id, value) VALUES (1, 0);`,
  },
];

/** The audit trail takes rows and gives them back; no UPDATE or DELETE gets through, whoever asks. */
const AUDIT_APPEND_ONLY_SQLITE = `CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log BEGIN SELECT RAISE(ABORT, 'the audit trail is append-only'); END;
   CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log BEGIN SELECT RAISE(ABORT, 'the audit trail is append-only'); END;`;
const AUDIT_APPEND_ONLY_POSTGRES = `CREATE FUNCTION audit_log_refuse() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'the audit trail is append-only'; END $$;
   CREATE TRIGGER audit_log_no_change BEFORE UPDATE OR DELETE ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_refuse();`;

/** A step's text in one dialect. */
export function migrationSql(step: Migration, dialect: Dialect): string {
  return step.sql(COLUMN_TYPES[dialect], dialect);
}

const ORDER_STATUS_CHECK = "CHECK (status IN ('awaiting_payment', 'pending', 'processing', 'shipped', 'delivered', 'cancelled', 'expired'))";
const PAYMENT_METHOD_CHECK = "CHECK (payment_method IN ('cod', 'card', 'upi', 'online'))";
const PAYMENT_COLUMNS = [
  'payment_state',
  'gateway_order_id',
  'gateway_payment_id',
  'paid_with',
  'paid_at',
  'payment_due_by',
  'payment_error',
  'refund_id',
  'refund_amount',
  'refund_initiated_at',
  'refund_settled_at',
];

/** SQLite: the orders table made again with the new constraints and columns, its rows copied in their order, the old one dropped (foreign keys off). */
const ORDERS_REBUILT_FOR_PAYMENTS = `CREATE TABLE orders_rebuilt (
     id TEXT PRIMARY KEY,
     user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
     status TEXT NOT NULL DEFAULT 'pending' ${ORDER_STATUS_CHECK},
     payment_method TEXT NOT NULL ${PAYMENT_METHOD_CHECK},
     card_last4 TEXT,
     customer_json TEXT NOT NULL,
     coupon TEXT,
     subtotal INTEGER NOT NULL,
     shipping INTEGER NOT NULL,
     tax INTEGER NOT NULL,
     discount INTEGER NOT NULL,
     savings INTEGER NOT NULL,
     total INTEGER NOT NULL,
     idempotency_key TEXT UNIQUE,
     created_at TEXT NOT NULL,
     card_brand TEXT,
     language TEXT,
     cancelled_at TEXT,
     refund_due INTEGER,
     invoice_number TEXT,
     retain_until TEXT,
     credit_note_number TEXT,
     payment_state TEXT NOT NULL DEFAULT 'cod',
     gateway_order_id TEXT,
     gateway_payment_id TEXT,
     paid_with TEXT,
     paid_at TEXT,
     payment_due_by TEXT,
     payment_error TEXT,
     refund_id TEXT,
     refund_amount INTEGER,
     refund_initiated_at TEXT,
     refund_settled_at TEXT
   );
   INSERT INTO orders_rebuilt (id, user_id, status, payment_method, card_last4, customer_json, coupon, subtotal, shipping, tax, discount, savings, total,
       idempotency_key, created_at, card_brand, language, cancelled_at, refund_due, invoice_number, retain_until, credit_note_number, payment_state)
     SELECT id, user_id, status, payment_method, card_last4, customer_json, coupon, subtotal, shipping, tax, discount, savings, total,
       idempotency_key, created_at, card_brand, language, cancelled_at,
       CASE WHEN payment_method = 'cod' OR refund_due IS NULL THEN refund_due ELSE 0 END,
       invoice_number, retain_until, credit_note_number,
       CASE WHEN payment_method = 'cod' THEN 'cod' ELSE 'not_charged' END
     FROM orders ORDER BY rowid;
   DROP TABLE orders;
   ALTER TABLE orders_rebuilt RENAME TO orders;
   CREATE INDEX orders_user ON orders(user_id, created_at);
   CREATE UNIQUE INDEX orders_invoice_number ON orders(invoice_number);
   CREATE UNIQUE INDEX orders_credit_note_number ON orders(credit_note_number);`;

/** PostgreSQL changes the constraints and columns in place. */
const ORDERS_ALTERED_FOR_PAYMENTS = `ALTER TABLE orders DROP CONSTRAINT orders_status_check;
   ALTER TABLE orders ADD CONSTRAINT orders_status_check ${ORDER_STATUS_CHECK};
   ALTER TABLE orders DROP CONSTRAINT orders_payment_method_check;
   ALTER TABLE orders ADD CONSTRAINT orders_payment_method_check ${PAYMENT_METHOD_CHECK};
   ALTER TABLE orders DROP COLUMN upi_id;
   ALTER TABLE orders ADD COLUMN payment_state TEXT NOT NULL DEFAULT 'cod';
   ${PAYMENT_COLUMNS.slice(1)
     .map((column) => `ALTER TABLE orders ADD COLUMN ${column} ${column === 'refund_amount' ? 'INTEGER' : 'TEXT'};`)
     .join('\n   ')}
   UPDATE orders SET payment_state = 'not_charged', refund_due = CASE WHEN refund_due IS NULL THEN NULL ELSE 0 END WHERE payment_method <> 'cod';`;
