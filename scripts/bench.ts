// `npm run bench`: the production build under autocannon on 127.0.0.1, in one
// run — anonymous pages against the machine's limit and the server's own
// static file, time to first byte signed in and not, memory of the BFF and the
// backend as separate processes, the JavaScript each page loads before it is
// interactive, and the scale-out layouts. Prints the figures, writes them to
// docs/benchmarks.md and exits 1 when a budget is missed.
// Method and budgets: docs/benchmarks.md; why: docs/decisions/016-page-weight.md.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { benchBehindCaddy } from './bench/behind-caddy';
import { pageJavaScript } from './bench/javascript';
import { kb } from './bench/load';
import { benchMemory } from './bench/memory';
import { benchPages } from './bench/pages';
import { benchPersonal } from './bench/personal';
import { benchScaleOut } from './bench/scale-out';
import { replaceSection, root } from './production-server';

/** Enforced at build too (test/integration/bundle-size.test.ts). */
const JS_BUDGET_GZIP = 150 * 1024;
const ROUTES_WEIGHED = ['home', 'product', 'juices', 'static', 'notifications'];

const only = new Set(process.argv.slice(2));
const wanted = (section: string) => only.size === 0 || only.has(section);
const docFile = path.join(root, 'docs/benchmarks.md');
const write = (section: string, report: string) => {
  console.log(`\n${report}`);
  writeFileSync(docFile, replaceSection(readFileSync(docFile, 'utf8'), section, report));
};
const misses: string[] = [];

if (wanted('pages')) {
  const pages = await benchPages();
  misses.push(...pages.misses);
  write('bench', pages.report);
}
if (wanted('personal')) {
  const personal = await benchPersonal();
  misses.push(...personal.misses);
  write('bench-personal', personal.report);
}
if (wanted('caddy')) {
  const caddy = await benchBehindCaddy();
  misses.push(...caddy.misses);
  write('bench-caddy', caddy.report);
}
if (wanted('memory')) {
  const memory = await benchMemory();
  misses.push(...memory.misses);
  write('bench-memory', memory.report);
}
if (wanted('javascript')) {
  const rows = ROUTES_WEIGHED.map((route) => ({ route, ...pageJavaScript(route) }));
  const [home] = rows;
  if (!home) throw new Error('no routes weighed');
  if (home.gz > JS_BUDGET_GZIP) misses.push(`home: ${kb(home.gz)} KB gzip of JavaScript > ${kb(JS_BUDGET_GZIP)} KB`);
  const top = home.byPackage.slice(0, 6).map(([pkg, bytes]) => `${pkg} ${kb(bytes)} KB`);
  write(
    'bench-javascript',
    `## JavaScript before interactive

Command: \`npm run bench\`, ${new Date().toISOString().slice(0, 10)}. The entry, its static imports, the app's start-up chunk and the route module's chunks (what the page preloads), gzip level 9.

| Route module | Files | Minified (KB) | Gzip (KB) |
|---|---:|---:|---:|
${rows.map((r) => `| \`${r.route}\` | ${r.files} | ${kb(r.raw)} | **${kb(r.gz)}** |`).join('\n')}

Largest parts of the home page's JavaScript (minified): ${top.join(', ')}. Budget: the home page ≤ ${kb(JS_BUDGET_GZIP)} KB gzip (the goal of 110 KB is not met: the libraries alone are about 115 KB; docs/decisions/016-page-weight.md).
`,
  );
}
if (wanted('scale')) write('bench-scale', await benchScaleOut());

if (misses.length) {
  console.error(`\nBudgets missed:\n${misses.map((m) => `- ${m}`).join('\n')}`);
  process.exit(1);
}
