// Scale-out: a signed-in account page and POST /api/orders through each
// layout (one process on SQLite; two BFF workers behind one port with the
// backend in the primary, on SQLite and on a throwaway PostgreSQL cluster).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import autocannon from 'autocannon';

import { freePort, startThrowawayPostgres } from '../../test/helpers/postgres';
import { startServerProcess } from '../../test/helpers/processes';
import { SHOPPER } from '../../test/helpers/shopper';
import { signUpThroughOutbox } from '../../tools/sign-up-by-outbox';
import { CONNECTIONS, DURATION } from './load';

// Scale-out: the same two requests through each layout.
interface Layout {
  name: string;
  workers: number;
  store: 'sqlite' | 'postgres';
}
const LAYOUTS: Layout[] = [
  { name: '1 process, SQLite', workers: 1, store: 'sqlite' },
  { name: '2 BFF workers (cluster), SQLite', workers: 2, store: 'sqlite' },
  { name: '2 BFF workers (cluster), PostgreSQL', workers: 2, store: 'postgres' },
];

async function measureLayout(layout: Layout) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'too-more-bench-'));
  // Durable settings (fsync on) for PostgreSQL; SQLite runs as the shop does (WAL, synchronous=NORMAL).
  const pg = layout.store === 'postgres' ? await startThrowawayPostgres({ durable: true }) : null;
  const server = await startServerProcess({
    PORT: String(await freePort()),
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    // Every bench order comes from one address: lift the per-address limit.
    ORDER_RATE_LIMIT: '100000000',
    WEB_CONCURRENCY: String(layout.workers),
    DATA_DIR: dataDir,
    ...(pg ? { DATABASE_URL: pg.url } : {}),
  });
  try {
    const json = { 'content-type': 'application/json' };
    const cookie = await signUpThroughOutbox(server.url, dataDir, { name: 'Bench', email: 'bench@example.in', password: 'bench-password-1' });
    const order = JSON.stringify({
      form: SHOPPER,
      items: [
        { productId: 2, sizeIndex: 0, quantity: 2 },
        { productId: 24, sizeIndex: 1, quantity: 1 },
      ],
    });
    for (let i = 0; i < 5; i++) await fetch(`${server.url}/api/orders`, { method: 'POST', headers: { ...json, cookie }, body: order });
    const page = await autocannon({ url: `${server.url}/account/orders`, connections: CONNECTIONS, duration: DURATION, headers: { cookie, 'accept-encoding': 'gzip' } });
    const orders = await autocannon({ url: `${server.url}/api/orders`, method: 'POST', connections: CONNECTIONS, duration: DURATION, headers: { ...json, cookie }, body: order });
    const row = (label: string, r: autocannon.Result) =>
      `| ${layout.name} | ${label} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p99} | ${r.errors + r.non2xx} |`;
    return [row('`GET /account/orders` (signed in)', page), row('`POST /api/orders`', orders)];
  } finally {
    await server.stop();
    pg?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchScaleOut(): Promise<string> {
  const rows: string[] = [];
  for (const layout of LAYOUTS) rows.push(...(await measureLayout(layout)));
  return `## Scale-out: account page and orders

Command: \`npm run bench\` (${CONNECTIONS} connections, ${DURATION} s per request, production build, ${os.cpus().length} cores, Node ${process.version}), ${new Date().toISOString().slice(0, 10)}. One server process per layout on one port; with two workers the embedded backend runs once, in the cluster's primary, and the workers reach it through API_URL. PostgreSQL is a throwaway local cluster with its default, durable settings (fsync on); SQLite runs in WAL mode with synchronous=NORMAL, as the shop does. The account page is server-rendered for a signed-in customer (the session is looked up in the database on each request); each \`POST /api/orders\` writes an order, its items and a notification in one transaction.

| Layout | Request | Requests/s | p50 (ms) | p99 (ms) | Errors |
|---|---|---:|---:|---:|---:|
${rows.join('\n')}
`;
}
