// `npm run lighthouse`: Lighthouse (mobile preset, simulated throttling) in
// Debian's Chromium against the production server, for the pages the budgets
// name. Writes scores and metrics to docs/benchmarks.md; exits 1 when a budget
// is missed.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { replaceSection, root, startProductionServer } from './production-server';

const PAGES = ['/', '/juices', '/mango', '/cart', '/search?q=mango', '/our-story'];
const BUDGET = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100, lcpMs: 1800, cls: 0.02, tbtMs: 150 };

const { base, stop } = await startProductionServer();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});

interface Row {
  page: string;
  scores: Record<string, number>;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
}

const rows: Row[] = [];
const misses: string[] = [];
try {
  for (const page of PAGES) {
    const result = await lighthouse(`${base}${page}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error(`no Lighthouse result for ${page}`);
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const num = (id: string) => audits[id]?.numericValue ?? NaN;
    const row: Row = {
      page,
      scores: Object.fromEntries(['performance', 'accessibility', 'best-practices', 'seo'].map((c) => [c, score(c)])),
      fcp: num('first-contentful-paint'),
      lcp: num('largest-contentful-paint'),
      tbt: num('total-blocking-time'),
      cls: num('cumulative-layout-shift'),
      bytes: num('total-byte-weight'),
    };
    rows.push(row);
    for (const [cat, min] of Object.entries(BUDGET).filter(([k]) => !k.endsWith('Ms') && k !== 'cls')) {
      if ((row.scores[cat] ?? 0) < min) {
        const failing = Object.values(audits).filter((a) => a.score !== null && a.score < 1 && result.lhr.categories[cat]?.auditRefs.some((r) => r.id === a.id && r.weight > 0));
        misses.push(`${page}: ${cat} ${row.scores[cat]} < ${min} (${failing.map((a) => a.id).join(', ')})`);
      }
    }
    if (row.lcp > BUDGET.lcpMs) misses.push(`${page}: LCP ${Math.round(row.lcp)} ms > ${BUDGET.lcpMs}`);
    if (row.cls > BUDGET.cls) misses.push(`${page}: CLS ${row.cls.toFixed(3)} > ${BUDGET.cls}`);
    if (row.tbt > BUDGET.tbtMs) misses.push(`${page}: TBT ${Math.round(row.tbt)} ms > ${BUDGET.tbtMs}`);
    console.log(page, row.scores, `LCP ${Math.round(row.lcp)} ms`);
  }
} finally {
  await chrome.kill();
  stop();
}

const table = [
  '| Page | Perf | A11y | Best pr. | SEO | FCP (ms) | LCP (ms) | TBT (ms) | CLS | Bytes (KB) |',
  '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ...rows.map(
    (r) =>
      `| \`${r.page}\` | ${r.scores.performance} | ${r.scores.accessibility} | ${r.scores['best-practices']} | ${r.scores.seo} | ${Math.round(r.fcp)} | ${Math.round(r.lcp)} | ${Math.round(r.tbt)} | ${r.cls.toFixed(3)} | ${(r.bytes / 1024).toFixed(1)} |`,
  ),
].join('\n');
const report = `## Lighthouse

Command: \`npm run lighthouse\` (Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile preset, simulated throttling, Debian Chromium, production build), ${new Date().toISOString().slice(0, 10)}.

${table}

Budgets: performance ≥ ${BUDGET.performance}; accessibility, best practices, SEO = 100; LCP ≤ ${BUDGET.lcpMs} ms; CLS ≤ ${BUDGET.cls}; TBT ≤ ${BUDGET.tbtMs} ms. ${misses.length ? `Missed:\n\n${misses.map((m) => `- ${m}`).join('\n')}` : 'All met.'}
`;
console.log(`\n${report}`);
const docFile = path.join(root, 'docs/benchmarks.md');
writeFileSync(docFile, replaceSection(readFileSync(docFile, 'utf8'), 'lighthouse', report));
process.exit(misses.length ? 1 : 0);
