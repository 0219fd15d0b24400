// axe-core on every route of the route table: desktop and 375 px, English and
// Arabic, logged out and logged in. Zero serious or critical violations.
import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../shared/routes';
import { browserServerAndBackend, hydrated } from '../helpers/browser';
import { seriousViolations } from '../helpers/axe';

const env = browserServerAndBackend();
let orderId = '';

const FORM = { firstName: 'Asha', lastName: 'Patel', email: 'asha@example.in', phone: '9876543210', address: '12 MG Road', city: 'Rajkot', state: 'Gujarat', postalCode: '360001', country: 'India', paymentMethod: 'cod' };

async function loggedInContext(viewport: { width: number; height: number }): Promise<BrowserContext> {
  const context = await env.browser.newContext({ viewport });
  const email = `a11y-${Math.random().toString(36).slice(2)}@example.in`;
  const res = await context.request.post(`${env.server.url}/api/auth/register`, { data: { name: 'Asha', email, password: 'mango-lassi-9' } });
  expect(res.status()).toBe(201);
  const order = await context.request.post(`${env.server.url}/api/orders`, { data: { form: FORM, items: [{ productId: 2, sizeIndex: 0, quantity: 2 }] } });
  orderId = ((await order.json()) as { orderId: string }).orderId;
  return context;
}

const paths = () => ROUTES.map((r) => (r.path === '*' ? '/no-such-page' : r.path.replace(':orderId', orderId)));

async function audit(context: BrowserContext, list: string[], query = ''): Promise<string[]> {
  const page = await context.newPage();
  const problems: string[] = [];
  for (const path of list) {
    await page.goto(`${env.server.url}${path}${query}`);
    await hydrated(page);
    for (const v of await seriousViolations(page)) problems.push(`${path}${query}: ${v.id} (${v.impact}) at ${v.nodes.slice(0, 3).join(', ')}`);
  }
  await page.close();
  return problems;
}

const VIEWPORTS = { desktop: { width: 1280, height: 900 }, '375 px': { width: 375, height: 800 } } as const;
const MATRIX = (['en', 'ar'] as const).flatMap((lng) =>
  (['desktop', '375 px'] as const).flatMap((viewport) => (['logged out', 'logged in'] as const).map((session) => [lng, viewport, session] as const)),
);

describe('accessibility (axe-core)', () => {
  // Every route in both languages (Arabic right to left), both widths, with and
  // without a session: account routes redirect a visitor without one to /login.
  it.each(MATRIX)('has no serious violations on any route (%s, %s, %s)', async (lng, viewport, session) => {
    const context = session === 'logged in' ? await loggedInContext(VIEWPORTS[viewport]) : await env.browser.newContext({ viewport: VIEWPORTS[viewport] });
    expect(await audit(context, paths(), lng === 'en' ? '' : `?lng=${lng}`)).toEqual([]);
    await context.close();
    // About forty pages, each loaded, hydrated and audited: more than the default minute on a busy 2-core machine.
  }, 180_000);
});
