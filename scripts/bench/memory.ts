// Memory in the scaled layout: the backend as its own process and the BFF
// workers pointed at it, so each is read on its own. 30 000 requests in three
// rounds of 10 000 mix cached anonymous pages with pages rendered for their
// request (a cart, a signed-in account page, a search).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import autocannon from 'autocannon';

import { freePort } from '../../test/helpers/postgres';
import { signUpThroughOutbox } from '../../tools/sign-up-by-outbox';
import { root, startProductionServer } from '../production-server';
import { childPids, CONNECTIONS, rssMb } from './load';

export const MEMORY_BUDGET = { bffMb: 200, growth: 0.02 };

async function startBackendProcess() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'too-more-bench-backend-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['dist/server/index.js', 'backend'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, BACKEND_PORT: String(port), BACKEND_HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = () => {
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  const { pid } = child;
  if (pid === undefined) {
    stop();
    throw new Error('the backend process did not start');
  }
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(`${url}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { url, pid, dataDir, stop };
    await new Promise((r) => setTimeout(r, 100));
  }
  stop();
  throw new Error('the backend process did not start');
}

export async function benchMemory(): Promise<{ report: string; misses: string[] }> {
  const workers = Number(process.env.WEB_CONCURRENCY ?? os.availableParallelism());
  const backend = await startBackendProcess();
  const bff = await startProductionServer({ API_URL: backend.url, ORDERING: 'enabled', WEB_CONCURRENCY: String(workers) });
  const misses: string[] = [];
  try {
    const bffPids = workers > 1 ? childPids(bff.pid) : [bff.pid];
    const token = await signUpThroughOutbox(bff.base, backend.dataDir, { name: 'Bench', email: `bench-memory-${Date.now()}@example.in`, password: 'bench-password-1' });
    const requests: autocannon.Request[] = [
      { path: '/' },
      { path: '/mango' },
      { path: '/juices' },
      { path: '/our-story' },
      { path: '/cart', headers: { cookie: 'cart=2-0:2.24-1:1' } },
      { path: '/account/notifications', headers: { cookie: token } },
      { path: '/search?q=mango' },
    ];
    const reading = () => ({ bff: bffPids.map(rssMb), backend: rssMb(backend.pid) });
    let errors = 0;
    const round = async () => {
      const result = await autocannon({ url: bff.base, connections: CONNECTIONS, amount: 10_000, requests, headers: { 'accept-encoding': 'gzip' } });
      errors += result.errors + result.timeouts + result.non2xx;
      return reading();
    };
    // Idle, then after each of three rounds, one after the other.
    const readings = [reading(), await round(), await round(), await round()] as const;
    const largest = (r: (typeof readings)[number]) => Math.max(...r.bff);
    const last = largest(readings[3]);
    const growth = (last - largest(readings[2])) / largest(readings[2]);
    if (last > MEMORY_BUDGET.bffMb) misses.push(`BFF worker RSS ${last} MB > ${MEMORY_BUDGET.bffMb} MB after 30 000 requests`);
    if (growth >= MEMORY_BUDGET.growth) misses.push(`BFF RSS grew ${(growth * 100).toFixed(1)}% between the 2nd and 3rd 10 000 requests`);
    if (errors) misses.push(`memory run: ${errors} errors`);
    const line = (label: string, r: (typeof readings)[number]) => `| ${label} | ${r.bff.map((m) => `${m} MB`).join(', ')} | ${r.backend} MB |`;
    const report = `## Memory

Command: \`npm run bench\`, ${new Date().toISOString().slice(0, 10)}. The backend runs as its own process (\`node dist/server/index.js backend\`, SQLite) and ${workers} BFF workers reach it through \`API_URL\`, so each process is read on its own. Each round is 10 000 requests at ${CONNECTIONS} connections cycling through \`/\`, \`/mango\`, \`/juices\`, \`/our-story\` (anonymous, from the render cache), \`/cart\` with a cart cookie, \`/account/notifications\` signed in and \`/search?q=mango\` (rendered for their request).

| After | RSS of each BFF worker | RSS of the backend |
|---|---|---:|
${line('start (idle)', readings[0])}
${line('10 000 requests', readings[1])}
${line('20 000 requests', readings[2])}
${line('30 000 requests', readings[3])}

Growth of the largest worker between 20 000 and 30 000: ${(growth * 100).toFixed(1)}%; errors: ${errors}. Budgets: each BFF worker ≤ ${MEMORY_BUDGET.bffMb} MB after 30 000 requests, growth < ${MEMORY_BUDGET.growth * 100}%. ${misses.length ? `Missed:\n\n${misses.map((m) => `- ${m}`).join('\n')}` : 'All met.'}
`;
    return { report, misses };
  } finally {
    bff.stop();
    backend.stop();
  }
}
