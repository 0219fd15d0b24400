// The production entry (dist/server/index.js) stops gracefully on SIGTERM:
// no new connections, in-flight requests finish, the process exits 0.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type FakeUpstream, startFakeUpstream } from '../helpers/fake-upstream';

const root = path.resolve(import.meta.dirname, '../..');
let upstream: FakeUpstream;
let child: ChildProcess;
let base = '';

beforeAll(async () => {
  upstream = await startFakeUpstream((_req, res) => setTimeout(() => res.end('{"success":true}'), 800));
  child = spawn(process.execPath, ['dist/server/index.js'], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', API_URL: upstream.url, LOG_LEVEL: 'info', SHUTDOWN_DRAIN_MS: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  base = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /"url":"(http:\/\/127\.0\.0\.1:\d+)"/.exec(out);
      if (m && out.includes('listening')) resolve(m[1]!);
    });
    child.on('exit', (code) => reject(new Error(`server exited early with ${code}: ${out}`)));
  });
});

afterAll(async () => {
  if (child.exitCode === null) child.kill('SIGKILL');
  await upstream.close();
});

describe('graceful shutdown', () => {
  it('finishes the request in flight, refuses new ones and exits 0', async () => {
    const inFlight = fetch(`${base}/api/slow`).then((r) => r.status);
    await new Promise((r) => setTimeout(r, 200));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await inFlight).toBe(200);
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
    expect(await exited).toBe(0);
  });
});
