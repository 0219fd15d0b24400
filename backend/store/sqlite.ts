// The SQLite store (node:sqlite): WAL mode, a busy timeout, foreign keys on.
// One connection per process; transactions on it are queued so that
// statements of concurrent requests never mix.
import { DatabaseSync, type StatementSync } from 'node:sqlite';

import type { Db, Param, Queryable } from './db';

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

  /**
   * Opens `file` (created when missing); `initialise` runs on the raw
   * connection once it is set up (the migrations: ./open.ts), again while
   * another process holds the lock.
   */
  constructor(file: string, { busyTimeoutMs = 5000, initialise }: { busyTimeoutMs?: number; initialise?: (raw: DatabaseSync) => void } = {}) {
    this.description = `sqlite:${file}`;
    this.raw = new DatabaseSync(file);
    // Waiting first: another process opening the same new file at once holds
    // the lock that switching to WAL needs.
    this.raw.exec(`PRAGMA busy_timeout = ${busyTimeoutMs}`);
    whileLocked(() => this.raw.exec('PRAGMA journal_mode = WAL'));
    this.raw.exec('PRAGMA foreign_keys = ON');
    this.raw.exec('PRAGMA synchronous = NORMAL');
    if (initialise) whileLocked(() => initialise(this.raw));
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
