// Every route of the route table, in English and in Arabic (right to left),
// signed out, and signed in for the account pages and the header:
// - at 360, 390 and 768 px nothing scrolls sideways, no header control sits on
//   another, no text is cut off, off the screen or drawn over other text
//   (test/helpers/layout.ts); at 1280 px the Arabic logo sits on the right;
// - axe-core finds no serious or critical violation at 375 and 1280 px.
// Each page loads and hydrates once per language and session and is then
// resized, so the whole table fits in a few minutes. Axe runs on every route's
// <main> in English at 1280 px, and on the whole page in both languages at both
// widths on one route per page component (static pages, products and categories
// each share one, with the same markup and styles); the layout is checked on
// every route, since text lengths differ.
// A route with a layout problem leaves a screenshot in test-results/routes/.
import { mkdirSync } from 'node:fs';

import type { BrowserContext } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';

import { type RouteEntry, ROUTES } from '../../shared/routes';
import { seriousViolations } from '../helpers/axe';
import { browserServerAndBackend, hydrated } from '../helpers/browser';
import { layoutReport } from '../helpers/layout';
import { SHOPPER } from '../helpers/shopper';
import { signUpInContext } from '../helpers/sign-up';

const env = browserServerAndBackend();

/** Long names and several lines, so the order tables are tried with real content. */
const ORDER_ITEMS = [
  { productId: 2, sizeIndex: 0, quantity: 2 },
  { productId: 31, sizeIndex: 1, quantity: 12 },
  { productId: 32, sizeIndex: 0, quantity: 1 },
  { productId: 27, sizeIndex: 1, quantity: 3 },
];
const LAYOUT_WIDTHS = [360, 390, 768];
const AXE_VIEWS = [
  { label: '375 px', width: 375 },
  { label: '1280 px', width: 1280 },
];

/** Where axe runs: the first route of each page component (and a product without a juice's nutrition table). */
const REPRESENTATIVE = new Set<string>(['cola']);
const SHARED_COMPONENTS = new Set(['static', 'product', 'category']);
const componentsSeen = new Set<string>();
for (const r of ROUTES) {
  const component = SHARED_COMPONENTS.has(r.module) ? r.module : r.id;
  if (!componentsSeen.has(component)) REPRESENTATIVE.add(r.id);
  componentsSeen.add(component);
}

let orderId = '';

async function signedInContext(): Promise<BrowserContext> {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const email = `routes-${Math.random().toString(36).slice(2)}@example.in`;
  await signUpInContext(context, env.server.url, env.dataDir, { name: 'Asha Patel', email, password: 'mango-lassi-9' });
  const order = await context.request.post(`${env.server.url}/api/orders`, { data: { form: { ...SHOPPER, email }, items: ORDER_ITEMS } });
  expect(order.status()).toBe(201);
  orderId = ((await order.json()) as { orderId: string }).orderId;
  return context;
}

function pathOf(route: RouteEntry, lng: string): string {
  const path = route.path === '*' ? '/no-such-page' : route.path.replace(':orderId', orderId);
  return lng === 'en' ? path : `/${lng}${path === '/' ? '' : path}`;
}

/** Account pages need a session; the sign-in forms send a signed-in visitor away, so they are seen signed out. */
const needsSession = (r: RouteEntry) => r.auth === true;

async function check(context: BrowserContext, routes: RouteEntry[], lng: 'en' | 'ar'): Promise<string[]> {
  const page = await context.newPage();
  const problems: string[] = [];
  for (const route of routes) {
    const path = pathOf(route, lng);
    await page.setViewportSize({ width: 1280, height: 900 });
    const response = await page.goto(`${env.server.url}${path}`);
    expect(response, path).not.toBeNull();
    await hydrated(page);
    expect(await page.getAttribute('html', 'dir'), path).toBe(lng === 'ar' ? 'rtl' : 'ltr');
    const representative = REPRESENTATIVE.has(route.id);
    for (const view of representative ? AXE_VIEWS : lng === 'en' ? AXE_VIEWS.slice(1) : []) {
      await page.setViewportSize({ width: view.width, height: 900 });
      // Elsewhere only the page's own content: header and footer are the same everywhere.
      for (const v of await seriousViolations(page, representative ? undefined : 'main'))
        problems.push(`${path} ${view.label}: axe ${v.id} (${v.impact}) at ${v.nodes.slice(0, 3).join(', ')}`);
    }
    if (lng === 'ar') {
      await page.setViewportSize({ width: 1280, height: 900 });
      const { logoLeft } = await layoutReport(page);
      if (logoLeft < 1280 / 2 - 60) problems.push(`${path} 1280 px: the logo is not on the right`);
    }
    for (const width of LAYOUT_WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      const report = await layoutReport(page);
      if (report.overflow > 0) problems.push(`${path} ${width} px: the page scrolls sideways by ${report.overflow} px`);
      for (const p of report.problems) problems.push(`${path} ${width} px: ${p}`);
      if (report.overflow > 0 || report.problems.length > 0) await page.screenshot({ path: `test-results/routes/${lng}-${width}-${route.id}.png`, fullPage: true });
    }
  }
  await page.close();
  return problems;
}

beforeAll(() => {
  mkdirSync('test-results/routes', { recursive: true });
});

describe.each(['en', 'ar'] as const)('every route in %s', (lng) => {
  it('signed out: lays out at 360, 390 and 768 px and passes axe', async () => {
    const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies([{ name: 'cart', value: '2-0:2.31-1:12.27-1:3', url: env.server.url }]);
    expect(
      await check(
        context,
        ROUTES.filter((r) => !needsSession(r)),
        lng,
      ),
    ).toEqual([]);
    await context.close();
  }, 240_000);

  it('signed in: the account pages and the header lay out and pass axe', async () => {
    const context = await signedInContext();
    const routes = ROUTES.filter((r) => needsSession(r) || r.id === 'home' || r.id === 'mango');
    expect(await check(context, routes, lng)).toEqual([]);
    await context.close();
  }, 120_000);
});
