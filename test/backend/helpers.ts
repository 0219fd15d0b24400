import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import pg from 'pg';
import { pino } from 'pino';
import request from 'supertest';

import { type BackendOptions, createBackendApp } from '../../backend/app';
import { signUpWithCode } from '../helpers/sign-up';

export const silent = pino({ level: 'silent' });

export function tempDir(): string {
  return mkdtempSync(path.join(os.tmpdir(), 'too-more-backend-'));
}

/**
 * The store this run of the backend suite uses: SQLite in a temp dir (the
 * `backend` project), or PostgreSQL at TEST_DATABASE_URL (the `backend-pg`
 * project sets TEST_STORE=postgres).
 */
export const STORE: 'sqlite' | 'postgres' = process.env.TEST_STORE === 'postgres' ? 'postgres' : 'sqlite';

export interface TestDatabase {
  /** DATABASE_URL for a backend, or null for SQLite. */
  databaseUrl: string | null;
  drop(): Promise<void>;
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_STORE=postgres needs TEST_DATABASE_URL');
  const client = new pg.Client(url);
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A fresh, empty database for one test: a schema of its own on PostgreSQL. */
export async function testDatabase(): Promise<TestDatabase> {
  if (STORE === 'sqlite') return { databaseUrl: null, drop: () => Promise.resolve() };
  const schema = `t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await admin((c) => c.query(`CREATE SCHEMA ${schema}`));
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    databaseUrl: url.toString(),
    drop: () => admin((c) => c.query(`DROP SCHEMA ${schema} CASCADE`)).then(() => undefined),
  };
}

export async function makeBackend(options: Partial<BackendOptions> = {}) {
  const dataDir = options.dataDir ?? tempDir();
  const database = await testDatabase();
  const backend = await createBackendApp({ dataDir, databaseUrl: database.databaseUrl, logger: silent, ...options });
  return {
    ...backend,
    dataDir,
    databaseUrl: database.databaseUrl,
    agent: () => request.agent(backend.app),
    async dispose() {
      await backend.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestBackend = Awaited<ReturnType<typeof makeBackend>>;

/** A new account, signed in on the agent (sign-up finished with the mailed code). */
export async function signUp(b: TestBackend, agent: request.Agent, email = 'asha@example.in', password = 'mango-lassi-9') {
  await signUpWithCode(agent, b.dataDir, { email, password });
}

/** An account not yet verified, signed in on the agent: one made before sign-up needed the code. */
export async function unverifiedAccount(b: TestBackend, agent: request.Agent, email = 'asha@example.in', password = 'mango-lassi-9') {
  await signUp(b, agent, email, password);
  await b.db.run('UPDATE users SET is_verified = 0 WHERE email = ?', email);
}

/** COUNT(*) of a table. */
export async function count(b: { db: { get<T>(sql: string): Promise<T | undefined> } }, table: string): Promise<number> {
  return (await b.db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM ${table}`))!.n;
}
