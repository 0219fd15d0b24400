// Opens the store the configuration names: PostgreSQL when a database URL is
// given, else SQLite in the data folder, migrated as it opens.
import { mkdirSync } from 'node:fs';
import path from 'node:path';

import type { Db } from './db';
import { migrateSqlite } from './migrate';
import { PostgresDb } from './postgres';
import { SqliteDb } from './sqlite';

export interface StoreOptions {
  /** Where the SQLite database (and the mail outbox) lives. */
  dataDir: string;
  /** `postgres://…`: store everything in PostgreSQL instead of SQLite. */
  databaseUrl?: string | null;
  /** PostgreSQL connections in this process's pool. */
  databasePoolSize?: number;
}

/** Opens the store the options name. SQLite is migrated here; PostgreSQL by `migrate()`. */
export function openStore(options: StoreOptions): Db {
  return options.databaseUrl ? new PostgresDb(options.databaseUrl, options.databasePoolSize) : openDatabase(options.dataDir);
}

/**
 * Opens (creating when needed) and migrates `DATA_DIR/too-more.db`. Synchronous:
 * operator scripts and tests can open it, call the async helpers and close it
 * without awaiting in between (the work is queued and close waits for it).
 */
export function openDatabase(dataDir: string): SqliteDb {
  mkdirSync(dataDir, { recursive: true });
  return openSqliteFile(path.join(dataDir, 'too-more.db'));
}

/** A SQLite file, migrated as it opens (waiting for other processes that hold it). */
export function openSqliteFile(file: string, options: { busyTimeoutMs?: number } = {}): SqliteDb {
  return new SqliteDb(file, { ...options, initialise: migrateSqlite });
}
