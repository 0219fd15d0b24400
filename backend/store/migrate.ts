// Runs the schema steps (./migration-steps.ts) that a database lacks, each
// once, in a transaction, in order, on either store.
//
// Safe when several processes start at once: on PostgreSQL the runner holds a
// session advisory lock; on SQLite each step reads the version inside its own
// BEGIN IMMEDIATE, so a second process finds the work done.
import type { DatabaseSync } from 'node:sqlite';

import type { Db } from './db';
import { MIGRATIONS, migrationSql } from './migration-steps';
import { PostgresDb } from './postgres';

/** The schema version this code needs. */
export const LATEST_VERSION = MIGRATIONS.length;

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
      const step = MIGRATIONS[version - 1];
      if (step === undefined) throw new Error(`Migration ${version} is missing`);
      db.exec(migrationSql(step, 'sqlite'));
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
          const step = MIGRATIONS[version - 1];
          if (step === undefined) throw new Error(`Migration ${version} is missing`);
          await client.query(migrationSql(step, 'postgres'));
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

/** Brings either store to the latest schema (SQLite already is, from ./open.ts). */
export async function migrate(db: Db): Promise<number> {
  if (db instanceof PostgresDb) return migratePostgres(db);
  return schemaVersion(db);
}

/** The version the database is at (throws when it cannot be reached). */
export async function schemaVersion(db: Db): Promise<number> {
  const row = await db.get<{ v: number | null }>('SELECT MAX(version) AS v FROM schema_migrations');
  return row?.v ?? 0;
}
