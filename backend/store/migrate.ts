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

const versionOf = (db: DatabaseSync) => (db.prepare('SELECT MAX(version) AS v FROM schema_migrations').get() as { v: number | null }).v ?? 0;

/** Applies SQLite's pending migrations (synchronous: node:sqlite is); `upTo` stops at an older version (tests of a later step). */
export function migrateSqlite(db: DatabaseSync, upTo = LATEST_VERSION): number {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)');
  for (;;) {
    // Foreign keys can only be turned off outside a transaction: for a step that rebuilds a table, before it begins.
    const next = versionOf(db) < upTo ? MIGRATIONS[versionOf(db)] : undefined;
    const rebuilding = next?.rebuildsTables === true;
    if (rebuilding) db.exec('PRAGMA foreign_keys = OFF');
    try {
      db.exec('BEGIN IMMEDIATE');
      try {
        const version = versionOf(db) + 1;
        if (version > upTo) {
          db.exec('COMMIT');
          return upTo;
        }
        const step = MIGRATIONS[version - 1];
        if (step === undefined) throw new Error(`Migration ${version} is missing`);
        if (step.rebuildsTables && !rebuilding) {
          // Another process migrated meanwhile, up to a rebuild: begin again with foreign keys off.
          db.exec('ROLLBACK');
          continue;
        }
        db.exec(migrationSql(step, 'sqlite'));
        if (step.rebuildsTables && (db.prepare('PRAGMA foreign_key_check').all() as unknown[]).length > 0) throw new Error(`Migration ${version} broke a foreign key`);
        db.prepare('INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)').run(version, new Date().toISOString());
        db.exec('COMMIT');
      } catch (error) {
        db.exec('ROLLBACK');
        throw error;
      }
    } finally {
      if (rebuilding) db.exec('PRAGMA foreign_keys = ON');
    }
  }
}

/** Applies PostgreSQL's pending migrations under an advisory lock; `upTo` stops at an older version (tests of a later step). */
export async function migratePostgres(db: PostgresDb, upTo = LATEST_VERSION): Promise<number> {
  const client = await db.pool.connect();
  try {
    // One process migrates at a time; the others wait here, then find nothing to do.
    await client.query("SELECT pg_advisory_lock(hashtext('too-more:migrations'))");
    try {
      await client.query('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)');
      const { rows } = await client.query<{ v: number | null }>('SELECT MAX(version) AS v FROM schema_migrations');
      for (let version = (rows[0]?.v ?? 0) + 1; version <= upTo; version++) {
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
  return upTo;
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
