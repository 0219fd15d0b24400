// `npm run bench`: the production server on 127.0.0.1 under autocannon — SSR
// of /, a product page and the juice list against a static file of similar
// size, in one run — plus the JavaScript the home page loads before it is
// interactive. Then the scale-out figures: an account page and POST
// /api/orders with one process on SQLite, and with two BFF workers behind one
// port (node:cluster) on SQLite and on a throwaway PostgreSQL cluster. Prints
// the figures and writes them to docs/benchmarks.md.
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { FORM } from '../test/backend/helpers';
import { freePort, startThrowawayPostgres } from '../test/helpers/postgres';
import { startServerProcess } from '../test/helpers/processes';
import { replaceSection, root, startProductionServer } from './production-server';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
// The first figures stay those of one process (comparable with earlier runs
// and the memory reading is that process's); the cluster is measured below.
process.env.WEB_CONCURRENCY ??= '1';
const { base, pid, stop } = await startProductionServer();

async function run(url: string) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers: { 'accept-encoding': 'gzip' } });
  return { url: url.replace(base, ''), rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

/** Resident memory of the server process, in MB (Linux /proc). */
function rssMb(): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

async function memoryAfterRequests(): Promise<number[]> {
  const readings: number[] = [];
  for (let round = 0; round < 3; round++) {
    await autocannon({ url: `${base}/`, connections: CONNECTIONS, amount: 10_000 });
    readings.push(rssMb());
  }
  return readings;
}

function staticFileNear(bytes: number): string {
  const dir = path.join(root, 'dist/client/assets');
  const files = readdirSync(dir).filter((f) => !f.endsWith('.map')).map((f) => ({ f, size: statSync(path.join(dir, f)).size }));
  files.sort((a, b) => Math.abs(a.size - bytes) - Math.abs(b.size - bytes));
  return `/assets/${files[0]!.f}`;
}

function homeJavaScript() {
  const manifest = JSON.parse(readFileSync(path.join(root, 'dist/build-manifest.json'), 'utf8'));
  const meta = JSON.parse(readFileSync(path.join(root, 'dist/client-metafile.json'), 'utf8'));
  const entryFile = path.join('dist/client', manifest.entry);
  const files = new Set<string>();
  const walk = (out: string) => {
    if (files.has(out)) return;
    files.add(out);
    for (const imp of meta.outputs[out]?.imports ?? []) if (imp.kind === 'import-statement') walk(imp.path);
  };
  walk(entryFile);
  for (const url of [...manifest.start, ...(manifest.routes.home ?? [])]) walk(path.join('dist/client', url));
  let raw = 0;
  let gz = 0;
  for (const f of files) {
    const buf = readFileSync(path.join(root, f));
    raw += buf.length;
    gz += gzipSync(buf, { level: 9 }).length;
  }
  return { files: files.size, raw, gz };
}

try {
  const homeBytes = (await (await fetch(`${base}/`)).text()).length;
  const staticUrl = staticFileNear(homeBytes);
  const results = [];
  for (const url of [`${base}/`, `${base}/mango`, `${base}/juices`, `${base}${staticUrl}`]) results.push(await run(url));
  const ssr = results[0]!;
  const stat = results[3]!;
  const js = homeJavaScript();
  const memory = await memoryAfterRequests();
  const kb = (n: number) => (n / 1024).toFixed(1);
  const table = [
    '| Route | Requests/s | p50 (ms) | p99 (ms) | Errors |',
    '|---|---:|---:|---:|---:|',
    ...results.map((r) => `| \`${r.url}\` | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} |`),
  ].join('\n');
  const report = `## Latest run

Command: \`npm run bench\` (${CONNECTIONS} connections, ${DURATION} s per route, production build, embedded backend, ${os.cpus().length} cores, Node ${process.version}), ${new Date().toISOString().slice(0, 10)}.

Home document: ${kb(homeBytes)} KB uncompressed; the static file compared is \`${stat.url}\` of similar size.

${table}

SSR / static throughput ratio for \`/\`: ${(ssr.rps / stat.rps).toFixed(3)}.

Memory (RSS of the server process) after 10 000, 20 000 and 30 000 more requests to \`/\`: ${memory.map((m) => `${m} MB`).join(', ')} (growth between the second and third 10 000: ${memory[2]! - memory[1]!} MB).

JavaScript the home page loads before it is interactive: ${js.files} files, ${kb(js.raw)} KB minified, **${kb(js.gz)} KB gzip** (from the esbuild metafile).
`;
  console.log(`\n${report}`);
  const docFile = path.join(root, 'docs/benchmarks.md');
  writeFileSync(docFile, replaceSection(readFileSync(docFile, 'utf8'), 'bench', report));
} finally {
  stop();
}

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
    WEB_CONCURRENCY: String(layout.workers),
    DATA_DIR: dataDir,
    ...(pg ? { DATABASE_URL: pg.url } : {}),
  });
  try {
    const json = { 'content-type': 'application/json' };
    const signUp = await fetch(`${server.url}/api/auth/register`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ name: 'Bench', email: 'bench@example.in', password: 'bench-password-1' }),
    });
    const cookie = signUp.headers.get('set-cookie')!.split(';')[0]!;
    const order = JSON.stringify({ form: FORM, items: [{ productId: 2, sizeIndex: 0, quantity: 2 }, { productId: 24, sizeIndex: 1, quantity: 1 }] });
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

const rows: string[] = [];
for (const layout of LAYOUTS) rows.push(...(await measureLayout(layout)));
const scaleReport = `## Scale-out: account page and orders

Command: \`npm run bench\` (${CONNECTIONS} connections, ${DURATION} s per request, production build, ${os.cpus().length} cores, Node ${process.version}), ${new Date().toISOString().slice(0, 10)}. One server process per layout on one port; with two workers the embedded backend runs once, in the cluster's primary, and the workers reach it through API_URL. PostgreSQL is a throwaway local cluster with its default, durable settings (fsync on); SQLite runs in WAL mode with synchronous=NORMAL, as the shop does. The account page is server-rendered for a signed-in customer (the session is looked up in the database on each request); each \`POST /api/orders\` writes an order, its items and a notification in one transaction.

| Layout | Request | Requests/s | p50 (ms) | p99 (ms) | Errors |
|---|---|---:|---:|---:|---:|
${rows.join('\n')}
`;
console.log(`\n${scaleReport}`);
const docFile = path.join(root, 'docs/benchmarks.md');
writeFileSync(docFile, replaceSection(readFileSync(docFile, 'utf8'), 'bench-scale', scaleReport));
