// Personal pages against the machine's limit, in the layout `npm start` runs:
// `/` and `/mango` with a cart cookie, and `/account/orders` and
// `/account/notifications` signed in (the shopper has orders and
// notifications), each right after a bare in-memory server answering with
// exactly the gzip bytes the shop sent for that request. They are made from
// their page's shell with only the shopper's parts rendered per request
// (docs/decisions/033-personal-pages-from-a-shell.md).
import os from 'node:os';

import { SHOPPER } from '../../test/helpers/shopper';
import { signUpThroughOutbox } from '../../tools/sign-up-by-outbox';
import { startProductionServer } from '../production-server';
import { CONNECTIONS, DURATION, kb, load, type LoadFigures } from './load';
import { limitFor, rawGzipBody } from './machine-limit';

export const PERSONAL_BUDGET = { cartOfLimit: 0.25, signedInOfLimit: 0.15, p99OfLimit: 4 };

/** A returning shopper's cookies: a cart, a PIN and the form token every page they have seen set. */
export const CART = 'cart=2-0:2.24-1:1; pin=560001; csrf=bench-form-token-0123456789';

/** A signed-in shopper with 5 orders (and the notifications they bring): their session cookie. */
export async function shopperWithOrders(base: string, dataDir: string): Promise<string> {
  const session = await signUpThroughOutbox(base, dataDir, { name: 'Bench', email: `bench-${Date.now()}@example.in`, password: 'bench-password-1' });
  const order = JSON.stringify({ form: SHOPPER, items: [{ productId: 2, sizeIndex: 0, quantity: 2 }] });
  for (let i = 0; i < 5; i++) await fetch(`${base}/api/orders`, { method: 'POST', headers: { 'content-type': 'application/json', cookie: session }, body: order });
  return session;
}

export async function benchPersonal(): Promise<{ report: string; misses: string[] }> {
  const workers = Number(process.env.WEB_CONCURRENCY ?? os.availableParallelism());
  const { base, dataDir, stop } = await startProductionServer({ WEB_CONCURRENCY: String(workers) });
  const misses: string[] = [];
  try {
    const session = await shopperWithOrders(base, dataDir);
    const pages = [
      { path: '/', cookie: CART, who: 'a cart', budget: PERSONAL_BUDGET.cartOfLimit },
      { path: '/mango', cookie: CART, who: 'a cart', budget: PERSONAL_BUDGET.cartOfLimit },
      { path: '/account/orders', cookie: `${session}; ${CART}`, who: 'signed in', budget: PERSONAL_BUDGET.signedInOfLimit },
      { path: '/account/notifications', cookie: `${session}; ${CART}`, who: 'signed in', budget: PERSONAL_BUDGET.signedInOfLimit },
    ];
    // Every worker makes each page (and its shell) before it is measured.
    for (let i = 0; i < workers * 4; i++) for (const p of pages) await (await fetch(`${base}${p.path}`, { headers: { cookie: p.cookie } })).text();
    const rows: { path: string; who: string; budget: number; page: LoadFigures; limit: LoadFigures; gzipBytes: number }[] = [];
    for (const p of pages) {
      const body = await rawGzipBody(`${base}${p.path}`, { cookie: p.cookie });
      const limit = await limitFor(body, workers);
      rows.push({ ...p, page: await load(`\`${p.path}\` (${p.who})`, { url: `${base}${p.path}`, headers: { cookie: p.cookie } }), limit, gzipBytes: body.length });
    }
    for (const { page: r, limit, budget } of rows) {
      if (r.errors) misses.push(`${r.label}: ${r.errors} errors`);
      if (r.rps < budget * limit.rps) misses.push(`${r.label}: ${r.rps} req/s is below ${budget * 100}% of the limit for its bytes (${limit.rps})`);
      if (r.p99 > PERSONAL_BUDGET.p99OfLimit * limit.p99) misses.push(`${r.label}: p99 ${r.p99} ms > ${PERSONAL_BUDGET.p99OfLimit}× the limit's (${limit.p99} ms)`);
    }
    const report = `## Personal pages against the machine's limit

Command: \`npm run bench -- personal\` (${CONNECTIONS} connections, ${DURATION} s per row, production build, ${workers} BFF workers as \`npm start\` runs them, embedded backend, ${os.availableParallelism()} cores, Node ${process.version}), ${new Date().toISOString().slice(0, 10)}. The cart is \`${CART}\`; the signed-in shopper has 5 orders and their notifications. Each page is the limit's neighbour: a bare node:http server of ${workers} processes answering with exactly the gzip bytes the shop sent for that request, measured just before it.

| Page | Gzip (KB) | Requests/s | Limit for its bytes | of limit | Budget | p50 (ms) | p99 (ms) | Limit p99 (ms) | Errors |
|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|
${rows.map(({ page: r, limit, gzipBytes, budget }) => `| ${r.label} | ${kb(gzipBytes)} | ${r.rps} | ${limit.rps} | ${((100 * r.rps) / limit.rps).toFixed(0)}% | ≥ ${budget * 100}% | ${r.p50} | ${r.p99} | ${limit.p99} | ${r.errors} |`).join('\n')}

Budgets: a page with a cart ≥ ${PERSONAL_BUDGET.cartOfLimit * 100}% of the limit, a signed-in account page ≥ ${PERSONAL_BUDGET.signedInOfLimit * 100}%, p99 ≤ ${PERSONAL_BUDGET.p99OfLimit}× the limit's p99, no errors. ${misses.length ? `Missed:\n\n${misses.map((m) => `- ${m}`).join('\n')}` : 'All met.'}
`;
    return { report, misses };
  } finally {
    stop();
  }
}
