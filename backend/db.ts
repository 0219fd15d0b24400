// The embedded backend's data-access layer: one small asynchronous interface
// with two stores behind it (docs/decisions/014-database-layer.md).
//
// - node:sqlite in DATA_DIR (the default): WAL mode, a busy timeout, foreign
//   keys on. One connection per process; transactions on it are queued so
//   that statements of concurrent requests never mix.
// - PostgreSQL when DATABASE_URL is set: a `pg` connection pool; any number of
//   processes on any number of machines share it.
//
// SQL is written once with `?` placeholders (turned into `$1, $2…` for
// PostgreSQL) in the dialect both stores understand: INSERT … RETURNING,
// ON CONFLICT … DO NOTHING / DO UPDATE, COALESCE, LIMIT/OFFSET.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync, type StatementSync } from 'node:sqlite';

import pg from 'pg';

import { migrateSqlite } from './migrations';

export type Dialect = 'sqlite' | 'postgres';
export type Param = string | number | null;

/** What a request handler needs: read rows, write rows. */
export interface Queryable {
  readonly dialect: Dialect;
  all<T>(sql: string, ...params: Param[]): Promise<T[]>;
  get<T>(sql: string, ...params: Param[]): Promise<T | undefined>;
  /** Runs a statement and answers how many rows it changed. */
  run(sql: string, ...params: Param[]): Promise<{ changes: number }>;
}

export interface Db extends Queryable {
  /**
   * Runs `work` in one transaction: all of it is written, or none. Inside it,
   * use `tx` only (on SQLite the Db itself waits for the transaction to end).
   */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Where the data lives, for logs (never a password). */
  readonly description: string;
  /** Waits for queued work, then closes the connection(s). */
  close(): Promise<void>;
}

export interface StoreOptions {
  /** Where the SQLite database (and the mail outbox) lives. */
  dataDir: string;
  /** `postgres://…`: store everything in PostgreSQL instead of SQLite. */
  databaseUrl?: string | null;
}

/**
 * The one row a statement always answers (an aggregate, INSERT … RETURNING,
 * a row written just before): none would be a bug, so it throws.
 */
export async function oneRow<T>(db: Queryable, sql: string, ...params: Param[]): Promise<T> {
  const row = await db.get<T>(sql, ...params);
  if (row === undefined) throw new Error(`No row answered: ${sql}`);
  return row;
}

/** Opens the store the options name. SQLite is migrated here; PostgreSQL by `migrate()`. */
export function openStore(options: StoreOptions): Db {
  return options.databaseUrl ? new PostgresDb(options.databaseUrl) : openDatabase(options.dataDir);
}

/**
 * Opens (creating when needed) and migrates `DATA_DIR/too-more.db`. Synchronous:
 * operator scripts and tests can open it, call the async helpers and close it
 * without awaiting in between (the work is queued and close waits for it).
 */
export function openDatabase(dataDir: string): SqliteDb {
  mkdirSync(dataDir, { recursive: true });
  return new SqliteDb(path.join(dataDir, 'too-more.db'));
}

/** Runs `work` now and answers its result as a promise; a throw becomes a rejection, as in an async function. */
function settled<T>(work: () => T): Promise<T> {
  return new Promise((resolve) => {
    resolve(work());
  });
}

/** How long opening waits, in all, for other processes that hold the database (starting beside it, migrating). */
const OPEN_DEADLINE_MS = 60_000;

/**
 * Runs `work` again while SQLite answers that the database is locked: a
 * process starting beside another on a loaded machine has seen the other hold
 * the lock past the busy timeout, and some locks skip the busy handler.
 */
function whileLocked<T>(work: () => T): T {
  const deadline = Date.now() + OPEN_DEADLINE_MS;
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (;;) {
    try {
      return work();
    } catch (error) {
      const code = (error as { errcode?: number }).errcode;
      // SQLITE_BUSY (5) and SQLITE_LOCKED (6), extended codes included.
      if (code === undefined || ![5, 6].includes(code & 0xff) || Date.now() > deadline) throw error;
      Atomics.wait(pause, 0, 0, 50 + Math.random() * 100);
    }
  }
}

export class SqliteDb implements Db {
  readonly dialect = 'sqlite' as const;
  readonly description: string;
  private readonly raw: DatabaseSync;
  private readonly statements = new Map<string, StatementSync>();
  /** The last queued transaction (or close); plain statements wait for it. */
  private tail: Promise<unknown> = Promise.resolve();
  private closed = false;
  private readonly inTx: Queryable;

  constructor(file: string, { busyTimeoutMs = 5000 }: { busyTimeoutMs?: number } = {}) {
    this.description = `sqlite:${file}`;
    this.raw = new DatabaseSync(file);
    // Waiting first: another process opening the same new file at once holds
    // the lock that switching to WAL needs.
    this.raw.exec(`PRAGMA busy_timeout = ${busyTimeoutMs}`);
    whileLocked(() => this.raw.exec('PRAGMA journal_mode = WAL'));
    this.raw.exec('PRAGMA foreign_keys = ON');
    this.raw.exec('PRAGMA synchronous = NORMAL');
    whileLocked(() => migrateSqlite(this.raw));
    // Inside a transaction statements run at once (the queue is held by it).
    this.inTx = {
      dialect: 'sqlite',
      all: <T>(sql: string, ...params: Param[]) => settled(() => this.statement(sql).all(...params) as T[]),
      get: <T>(sql: string, ...params: Param[]) => settled(() => this.statement(sql).get(...params) as T | undefined),
      run: (sql: string, ...params: Param[]) => settled(() => ({ changes: Number(this.statement(sql).run(...params).changes) })),
    };
  }

  async all<T>(sql: string, ...params: Param[]): Promise<T[]> {
    await this.tail;
    return this.inTx.all<T>(sql, ...params);
  }

  async get<T>(sql: string, ...params: Param[]): Promise<T | undefined> {
    await this.tail;
    return this.inTx.get<T>(sql, ...params);
  }

  async run(sql: string, ...params: Param[]): Promise<{ changes: number }> {
    await this.tail;
    return this.inTx.run(sql, ...params);
  }

  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    const result = this.tail.then(async () => {
      this.raw.exec('BEGIN IMMEDIATE');
      try {
        const value = await work(this.inTx);
        this.raw.exec('COMMIT');
        return value;
      } catch (error) {
        this.raw.exec('ROLLBACK');
        throw error;
      }
    });
    this.tail = result.catch(() => undefined);
    return result;
  }

  close(): Promise<void> {
    const done = this.tail.then(() => {
      if (this.closed) return;
      this.closed = true;
      this.raw.close();
    });
    this.tail = done;
    return done;
  }

  private statement(sql: string): StatementSync {
    if (this.closed) throw new Error('The database is closed');
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.raw.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }
}

// BIGINT (COUNT, SUM, millisecond times) and NUMERIC come back as strings by
// default; every such value here fits a double exactly.
const { INT8, NUMERIC } = pg.types.builtins;
type TypeId = Parameters<typeof pg.types.getTypeParser>[0];
type TypeParser = (value: string) => unknown;
const pgTypes: pg.CustomTypesConfig = {
  getTypeParser: (oid: TypeId, format?: 'text' | 'binary'): TypeParser =>
    oid === INT8 || oid === NUMERIC ? (value: string) => Number(value) : (pg.types.getTypeParser(oid, format) as TypeParser),
};

const placeholders = new Map<string, string>();
/** `?` → `$n` (our SQL has no `?` inside string literals). */
export function toPostgresSql(sql: string): string {
  let converted = placeholders.get(sql);
  if (converted === undefined) {
    let n = 0;
    converted = sql.replace(/\?/g, () => `$${++n}`);
    placeholders.set(sql, converted);
  }
  return converted;
}

function clientQueries(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    dialect: 'postgres',
    all: async <T>(sql: string, ...params: Param[]) => (await client.query(toPostgresSql(sql), params)).rows as T[],
    get: async <T>(sql: string, ...params: Param[]) => (await client.query(toPostgresSql(sql), params)).rows[0] as T | undefined,
    run: async (sql: string, ...params: Param[]) => ({ changes: (await client.query(toPostgresSql(sql), params)).rowCount ?? 0 }),
  };
}

export class PostgresDb implements Db {
  readonly dialect = 'postgres' as const;
  readonly description: string;
  readonly pool: pg.Pool;
  private readonly queries: Queryable;

  constructor(connectionString: string, poolSize = Number(process.env.DATABASE_POOL_SIZE ?? 10)) {
    const url = new URL(connectionString);
    this.description = `postgres://${url.host}${url.pathname}`;
    this.pool = new pg.Pool({ connectionString, max: poolSize, connectionTimeoutMillis: 5000, idleTimeoutMillis: 30_000, types: pgTypes });
    // An idle connection that breaks (the server restarts) must not crash the
    // process; the next query opens a new one.
    this.pool.on('error', () => undefined);
    this.queries = clientQueries(this.pool);
  }

  all<T>(sql: string, ...params: Param[]): Promise<T[]> {
    return this.queries.all<T>(sql, ...params);
  }

  get<T>(sql: string, ...params: Param[]): Promise<T | undefined> {
    return this.queries.get<T>(sql, ...params);
  }

  run(sql: string, ...params: Param[]): Promise<{ changes: number }> {
    return this.queries.run(sql, ...params);
  }

  async transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    let broken: unknown;
    try {
      await client.query('BEGIN');
      const value = await work(clientQueries(client));
      await client.query('COMMIT');
      return value;
    } catch (error) {
      await client.query('ROLLBACK').catch((rollbackError: unknown) => (broken = rollbackError));
      throw error;
    } finally {
      client.release(broken instanceof Error ? broken : undefined);
    }
  }

  private ended: Promise<void> | null = null;

  close(): Promise<void> {
    this.ended ??= this.pool.end();
    return this.ended;
  }
}

/** PostgreSQL's unique_violation and SQLite's constraint error, for racing inserts. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; errcode?: number; message?: string } | null;
  return e?.code === '23505' || (e?.code === 'ERR_SQLITE_ERROR' && /UNIQUE constraint failed/.test(e.message ?? ''));
}
