// Builds and starts the production server (dist/server/index.js) on 127.0.0.1
// with the embedded backend in a throwaway DATA_DIR, for bench and lighthouse.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { freePort } from '../test/helpers/postgres';

export const root = path.resolve(import.meta.dirname, '..');

export interface ProductionServer {
  base: string;
  pid: number;
  /** Its data folder (database and mail outbox). */
  dataDir: string;
  /** Kills the server and removes its data folder (an arrow: callers destructure it). */
  stop: () => void;
}

let built = false;

/**
 * Starts the server with the environment given on top of the defaults (built
 * once per run), or a build as it is (`build: false`, from `dist`: any folder
 * of the repository).
 */
export async function startProductionServer(env: Record<string, string> = {}, { dist = 'dist', build = true }: { dist?: string; build?: boolean } = {}): Promise<ProductionServer> {
  if (!built && build) {
    execFileSync(path.join(root, 'node_modules/.bin/tsx'), ['scripts/build.ts'], { cwd: root, stdio: 'inherit' });
    built = true;
  }
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'too-more-prod-'));
  const server = spawn(process.execPath, [path.join(dist, 'server/index.js')], {
    cwd: root,
    // The bench loads the server from one address: the rate limits count but never refuse (RATE_LIMIT_MULTIPLIER).
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: base,
      RATE_LIMIT_MULTIPLIER: '10000',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = () => {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  const { pid } = server;
  if (pid === undefined) {
    stop();
    throw new Error('the production server did not start');
  }
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return { base, pid, dataDir, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  stop();
  throw new Error('the production server did not start');
}

/** Replaces the text between `<!-- name:start -->` and `<!-- name:end -->` in a doc. */
export function replaceSection(doc: string, name: string, body: string): string {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  if (!doc.includes(start)) return `${doc}\n${start}\n${body}${end}\n`;
  return doc.slice(0, doc.indexOf(start) + start.length) + '\n' + body + doc.slice(doc.indexOf(end));
}
