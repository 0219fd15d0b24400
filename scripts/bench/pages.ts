// Anonymous pages against the machine's limit, in the layout `npm start` runs
// (one BFF worker per core, the embedded backend in the primary): the
// server's own static file of about the home document's size, then each page
// right after a bare in-memory server answering with exactly that page's gzip
// bytes (the machine's limit for those bytes).
// Then time to first byte, one request at a time: an anonymous page from the
// render cache, the same page rendered for its request, and a signed-in
// account page (its data read from the backend).
import { readdirSync, statSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

import { signUpThroughOutbox } from '../../tools/sign-up-by-outbox';
import { root, startProductionServer } from '../production-server';
import { CONNECTIONS, DURATION, kb, load, type LoadFigures } from './load';
import { limitFor, rawGzipBody } from './machine-limit';

export const PAGES = ['/', '/mango', '/juices', '/our-story'];
export const BUDGET = { ofLimit: 0.25, ofStatic: 0.6, p99Ms: 60, signedInTtfbRatio: 2 };

function staticFileNear(bytes: number): string {
  const dir = path.join(root, 'dist/client/assets');
  const files = readdirSync(dir)
    .filter((f) => !f.endsWith('.map'))
    .map((f) => ({ f, size: statSync(path.join(dir, f)).size }));
  files.sort((a, b) => Math.abs(a.size - bytes) - Math.abs(b.size - bytes));
  const [nearest] = files;
  if (!nearest) throw new Error(`no built assets in ${dir}`);
  return `/assets/${nearest.f}`;
}

/** Milliseconds until the response's headers arrive. */
function ttfb(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    http
      .get(url, { headers: { 'accept-encoding': 'gzip', ...headers } }, (res) => {
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        if (res.statusCode !== 200) reject(new Error(`${url}: ${res.statusCode}`));
        res.resume();
        res.on('end', () => resolve(ms));
      })
      .on('error', reject);
  });
}

async function medianTtfb(url: string, headers: Record<string, string> = {}, times = 200): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < times; i++) samples.push(await ttfb(url, headers));
  samples.sort((a, b) => a - b);
  const median = samples[Math.floor(samples.length / 2)];
  if (median === undefined) throw new Error('no samples to take the median of');
  return median;
}

export async function benchPages(): Promise<{ report: string; misses: string[] }> {
  const workers = Number(process.env.WEB_CONCURRENCY ?? os.availableParallelism());
  const { base, dataDir, stop } = await startProductionServer({ WEB_CONCURRENCY: String(workers) });
  const misses: string[] = [];
  try {
    // Every worker renders each page once before it is measured.
    for (let i = 0; i < workers * 2; i++) for (const page of PAGES) await (await fetch(`${base}${page}`)).text();
    const homeGzip = await rawGzipBody(`${base}/`);
    const homeBytes = (await (await fetch(`${base}/`)).text()).length;
    const staticUrl = staticFileNear(homeBytes);
    const staticFile = await load(`static file \`${staticUrl}\``, { url: `${base}${staticUrl}` });
    if (staticFile.errors) misses.push(`${staticFile.label}: ${staticFile.errors} errors`);
    // Each page beside the machine's limit for exactly its own gzip bytes.
    const rows: { page: LoadFigures; limit: LoadFigures; gzipBytes: number }[] = [];
    for (const path of PAGES) {
      const body = await rawGzipBody(`${base}${path}`);
      const limit = await limitFor(body, workers);
      rows.push({ page: await load(`\`${path}\``, { url: `${base}${path}` }), limit, gzipBytes: body.length });
    }

    for (const { page: r, limit } of rows) {
      if (r.errors) misses.push(`${r.label}: ${r.errors} errors`);
      if (r.rps < BUDGET.ofLimit * limit.rps) misses.push(`${r.label}: ${r.rps} req/s is below ${BUDGET.ofLimit * 100}% of the limit for its bytes (${limit.rps})`);
      if (r.rps < BUDGET.ofStatic * staticFile.rps) misses.push(`${r.label}: ${r.rps} req/s is below ${BUDGET.ofStatic}× the static file (${staticFile.rps})`);
      if (r.p99 > BUDGET.p99Ms) misses.push(`${r.label}: p99 ${r.p99} ms > ${BUDGET.p99Ms} ms`);
    }

    // Time to first byte, one request at a time.
    const token = await signUpThroughOutbox(base, dataDir, { name: 'Bench', email: `bench-${Date.now()}@example.in`, password: 'bench-password-1' });
    const cached = await medianTtfb(`${base}/our-story`);
    // A consent cookie makes the page the visitor's own: rendered for the request.
    const rendered = await medianTtfb(`${base}/our-story`, { cookie: 'cookie_consent=p0.a0.m0' });
    const signedIn = await medianTtfb(`${base}/account/notifications`, { cookie: token });
    if (signedIn > BUDGET.signedInTtfbRatio * rendered)
      misses.push(`signed-in TTFB ${signedIn.toFixed(1)} ms > ${BUDGET.signedInTtfbRatio}× the rendered anonymous page (${rendered.toFixed(1)} ms)`);

    const report = `## Anonymous pages against the machine's limit

Command: \`npm run bench\` (${CONNECTIONS} connections, ${DURATION} s per row, production build, ${workers} BFF workers as \`npm start\` runs them, embedded backend, ${os.availableParallelism()} cores, Node ${process.version}), ${new Date().toISOString().slice(0, 10)}.

Home document: ${kb(homeBytes)} KB, **${kb(homeGzip.length)} KB gzip**. For each page, the limit is a bare node:http server of ${workers} processes answering every request with exactly the gzip bytes the shop sent for that page, from memory, measured just before it. The static file is the server's own asset of about the home document's size (compressed on the fly, as every static file is): ${staticFile.rps} req/s, p99 ${staticFile.p99} ms.

| Page | Gzip (KB) | Requests/s | Limit for its bytes | of limit | × static | p50 (ms) | p99 (ms) | Errors |
|---|---:|---:|---:|---:|---:|---:|---:|---:|
${rows.map(({ page: r, limit, gzipBytes }) => `| ${r.label} | ${kb(gzipBytes)} | ${r.rps} | ${limit.rps} | ${((100 * r.rps) / limit.rps).toFixed(0)}% | ${(r.rps / staticFile.rps).toFixed(2)} | ${r.p50} | ${r.p99} | ${r.errors} |`).join('\n')}

Time to first byte, median of 200 requests one at a time: \`/our-story\` from the render cache ${cached.toFixed(1)} ms; the same page rendered for its request (a consent cookie) ${rendered.toFixed(1)} ms; \`/account/notifications\` signed in, with the shopper's notifications in it, ${signedIn.toFixed(1)} ms (${(signedIn / rendered).toFixed(2)}× the rendered page).

Budgets: every page ≥ ${BUDGET.ofLimit * 100}% of the limit and ≥ ${BUDGET.ofStatic}× the static file, p99 ≤ ${BUDGET.p99Ms} ms, no errors; signed-in TTFB ≤ ${BUDGET.signedInTtfbRatio}× the rendered anonymous page. ${misses.length ? `Missed:\n\n${misses.map((m) => `- ${m}`).join('\n')}` : 'All met.'}
`;
    return { report, misses };
  } finally {
    stop();
  }
}
