// The machine's limit for a page: the same gzip bytes served from memory by a
// bare node:http server with as many processes as the shop uses
// (scripts/bench/memory-limit-server.mjs), started beside the shop.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

import { freePort } from '../../test/helpers/postgres';
import { load, type LoadFigures } from './load';

/** The body of a GET as the server sent it (gzip bytes, not decoded). */
export function rawGzipBody(url: string, headers: Record<string, string> = {}): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip', ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => (res.headers['content-encoding'] === 'gzip' ? resolve(Buffer.concat(chunks)) : reject(new Error(`${url} was not sent gzip`))));
      })
      .on('error', reject);
  });
}

export async function startMachineLimitServer(body: Buffer, workers: number): Promise<{ url: string; stop(): void }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'too-more-limit-'));
  const file = path.join(dir, 'body.gz');
  writeFileSync(file, body);
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'memory-limit-server.mjs'), file, String(port), String(workers)], { stdio: 'inherit' });
  const url = `http://127.0.0.1:${port}/`;
  const stop = () => {
    child.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  };
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { url, stop };
    await new Promise((r) => setTimeout(r, 50));
  }
  stop();
  throw new Error('the machine-limit server did not start');
}

/** The machine's limit for these bytes: the bare server started, loaded as a page is, and stopped. */
export async function limitFor(body: Buffer, workers: number): Promise<LoadFigures> {
  const limitServer = await startMachineLimitServer(body, workers);
  try {
    return await load('limit', { url: limitServer.url });
  } finally {
    limitServer.stop();
  }
}
