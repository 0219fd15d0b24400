// SIGTERM while 50 keep-alive connections keep asking through a load balancer
// that watches /readyz: during the drain readiness says 503 and every answer
// closes its connection, so the balancer moves the traffic away before the port
// closes. Every request is answered (0 failed), and the process exits 0.
import { rmSync } from 'node:fs';
import http from 'node:http';

import { afterAll, describe, expect, it } from 'vitest';

import { tempDir } from '../backend/helpers';
import { type ServerProcess, startServerProcess } from '../helpers/processes';

const dataDir = tempDir();
let server: ServerProcess | undefined;

afterAll(async () => {
  await server?.stop('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

type Outcome = 'ok' | 'refused' | 'cut' | `status ${number}`;

function ask(agent: http.Agent, url: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = http.get(url, { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode === 200 ? 'ok' : `status ${res.statusCode ?? 0}`));
      res.on('aborted', () => resolve('cut'));
      res.on('error', () => resolve('cut'));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED' ? 'refused' : 'cut'));
  });
}

describe('graceful shutdown under load', () => {
  it('answers every request while a load balancer moves 50 keep-alive connections away', async () => {
    server = await startServerProcess({ DATA_DIR: dataDir, NODE_ENV: 'production', WEB_CONCURRENCY: '1', LOG_LEVEL: 'info', SHUTDOWN_DRAIN_MS: '1500' });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 50 });
    const outcomes: Outcome[] = [];
    // The load balancer: routes here while /readyz answers 200, checking every 100 ms.
    let routing = true;
    const probe = new http.Agent();
    const balancer = (async () => {
      while (routing) {
        await new Promise((r) => setTimeout(r, 100));
        if ((await ask(probe, `${server.url}/readyz`)) !== 'ok') routing = false;
      }
    })();
    const client = async () => {
      while (routing) outcomes.push(await ask(agent, `${server!.url}/mango`));
    };
    const clients = Array.from({ length: 50 }, client);
    await new Promise((r) => setTimeout(r, 1000));
    const code = server.stop('SIGTERM');
    await Promise.all([balancer, ...clients]);
    agent.destroy();
    probe.destroy();
    expect(await code).toBe(0);
    const tally = outcomes.reduce<Record<string, number>>((t, o) => ({ ...t, [o]: (t[o] ?? 0) + 1 }), {});
    expect(tally.ok ?? 0, JSON.stringify(tally)).toBeGreaterThan(100);
    expect(tally.ok, JSON.stringify(tally)).toBe(outcomes.length);
  }, 60_000);
});
