// `npm run bench`: the production server on 127.0.0.1 under autocannon — SSR
// of /, a product page and the juice list against a static file of similar
// size, in one run — plus the JavaScript the home page loads before it is
// interactive. Prints the figures and writes them to docs/benchmarks.md.
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { replaceSection, root, startProductionServer } from './production-server';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
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
