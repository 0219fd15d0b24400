// Opening the SQLite store while another process holds it: a process starting
// beside another (two servers on one DATA_DIR) waits for it, past the busy timeout.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { openSqliteFile } from '../../backend/store/open';
import { tempDir } from './helpers';

const dir = tempDir();
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Another process takes the database's exclusive lock and keeps it for `ms`; resolves once it holds it. */
function holdLock(file: string, ms: number): Promise<{ released: Promise<number | null> }> {
  const code = `
    const { DatabaseSync } = require('node:sqlite');
    const db = new DatabaseSync(${JSON.stringify(file)});
    db.exec('BEGIN EXCLUSIVE');
    process.stdout.write('locked\\n');
    setTimeout(() => { db.exec('COMMIT'); db.close(); }, ${ms});`;
  const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
  const released = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('locked')) resolve({ released });
    });
    child.on('exit', (exitCode) => reject(new Error(`the lock holder exited with ${exitCode}`)));
  });
}

describe('opening a SQLite store another process holds', () => {
  it('waits past the busy timeout until the lock is released, then opens and migrates', async () => {
    const file = path.join(dir, 'too-more.db');
    await openSqliteFile(file).close();
    const holder = await holdLock(file, 800);
    const started = Date.now();
    const db = openSqliteFile(file, { busyTimeoutMs: 50 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    expect(await db.get<{ n: number }>('SELECT COUNT(*) AS n FROM schema_migrations')).toEqual({ n: expect.any(Number) });
    await db.close();
    expect(await holder.released).toBe(0);
  });
});
