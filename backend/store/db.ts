// The embedded backend's data-access layer: one small asynchronous interface
// with two stores behind it (docs/decisions/014-database-layer.md):
// node:sqlite in DATA_DIR (./sqlite.ts) or PostgreSQL when DATABASE_URL is set
// (./postgres.ts); ./open.ts opens the one the configuration names.
//
// SQL is written once with `?` placeholders (turned into `$1, $2…` for
// PostgreSQL) in the dialect both stores understand: INSERT … RETURNING,
// ON CONFLICT … DO NOTHING / DO UPDATE, COALESCE, LIMIT/OFFSET.

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

/**
 * The one row a statement always answers (an aggregate, INSERT … RETURNING,
 * a row written just before): none would be a bug, so it throws.
 */
export async function oneRow<T>(db: Queryable, sql: string, ...params: Param[]): Promise<T> {
  const row = await db.get<T>(sql, ...params);
  if (row === undefined) throw new Error(`No row answered: ${sql}`);
  return row;
}

/** PostgreSQL's unique_violation and SQLite's constraint error, for racing inserts. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; errcode?: number; message?: string } | null;
  return e?.code === '23505' || (e?.code === 'ERR_SQLITE_ERROR' && /UNIQUE constraint failed/.test(e.message ?? ''));
}
