// Production servers (dist/server/index.js) as child processes for tests that
// need real processes: started on a free loopback port, stopped by their pid.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

import pg from 'pg';

export const root = path.resolve(import.meta.dirname, '../..');

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** Everything the process printed so far. */
  output(): string;
  exited: Promise<number | null>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * Starts the production entry and resolves once it logs "Too More is listening"
 * (PORT 0, the default), or, given a PORT, once its /readyz answers 200 (so
 * LOG_LEVEL may be quieter than info).
 */
export function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['dist/server/index.js'], {
    cwd: root,
    // Tests send thousands of requests from one address: the rate limits are lifted unless a test sets them.
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', RATE_LIMIT_MULTIPLIER: '10000', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      // Never leave it behind.
      child.kill('SIGKILL');
      reject(new Error(`server did not start in 30 s: ${out}`));
    }, 30_000);
    const onData = () => {
      const line = out.split('\n').find((l) => l.includes('Too More is listening'));
      const m = line && /"url":"(http:\/\/127\.0\.0\.1:\d+)"/.exec(line);
      if (!m) return;
      clearTimeout(timer);
      child.stdout.off('data', onData);
      resolve({
        child,
        url: m[1]!,
        output: () => out,
        exited,
        stop: (signal = 'SIGTERM') => {
          if (child.exitCode === null && child.signalCode === null) child.kill(signal);
          return exited;
        },
      });
    };
    child.stdout.on('data', onData);
    if (env.PORT && env.PORT !== '0') {
      const url = `http://127.0.0.1:${env.PORT}`;
      const poll = async () => {
        if (child.exitCode !== null) return;
        const ready = await fetch(`${url}/readyz`).then(
          (r) => r.ok,
          () => false,
        );
        if (!ready) return void setTimeout(() => void poll().catch(reject), 100);
        out += `{"msg":"Too More is listening","url":"${url}"}\n`;
        onData();
      };
      void poll().catch(reject);
    }
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited early with ${code}: ${out}`));
    });
  });
}

/**
 * A store several processes can share: a fresh schema at TEST_DATABASE_URL
 * when it is set (as DATABASE_URL), else SQLite in the shared DATA_DIR.
 */
export async function sharedDatabase(): Promise<{ store: 'postgres' | 'sqlite'; env: Record<string, string>; drop(): Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return { store: 'sqlite', env: {}, drop: () => Promise.resolve() };
  const schema = `p_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = async (sql: string) => {
    const client = new pg.Client(base);
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE SCHEMA ${schema}`);
  const url = new URL(base);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return { store: 'postgres', env: { DATABASE_URL: url.toString() }, drop: () => admin(`DROP SCHEMA ${schema} CASCADE`) };
}
