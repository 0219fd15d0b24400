// Cancelling an order in Chromium, with JavaScript and without: the account's
// order page and a guest's order link; a shipped order shows no button and
// says why; the GST invoice, and once cancelled its credit note, download from the page.
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';

import { openDatabase } from '../../backend/store/open';
import { setOrderStatus } from '../../backend/store/orders/status';
import { browserServerAndBackend, hydrated, watchConsole } from '../helpers/browser';
import { SHOPPER } from '../helpers/shopper';
import { signUpInContext } from '../helpers/sign-up';

const env = browserServerAndBackend();
let context: BrowserContext | undefined;
afterEach(async () => {
  await context?.close();
  context = undefined;
});

let accounts = 0;
async function openContext(javaScriptEnabled: boolean, signedIn: boolean): Promise<BrowserContext> {
  context = await env.browser.newContext({ javaScriptEnabled, viewport: { width: 1280, height: 900 } });
  if (signedIn) await signUpInContext(context, env.server.url, env.dataDir, { email: `cancel-${++accounts}@example.in`, password: 'kokum-sharbat-7' });
  return context;
}

/** Places an order through the shop's /api (the context's session, if any); answers its id and link key. */
async function place(c: BrowserContext, form: Record<string, string> = SHOPPER): Promise<{ orderId: string; orderKey: string }> {
  const res = await c.request.post(`${env.server.url}/api/orders`, { data: { form, items: [{ productId: 2, sizeIndex: 0, quantity: 2 }] } });
  expect(res.status()).toBe(201);
  return (await res.json()) as { orderId: string; orderKey: string };
}

async function ship(orderId: string) {
  const db = openDatabase(env.dataDir);
  await setOrderStatus(db, orderId, 'shipped');
  await db.close();
}

async function expectCancelled(page: Page) {
  await expect.poll(() => page.getByTestId('order-cancelled').count()).toBe(1);
  expect(await page.getByTestId('order-cancelled').textContent()).toContain('Nothing was paid for this order, so nothing is due back.');
  expect(await page.locator('.status').textContent()).toContain('Cancelled');
  expect(await page.getByTestId('order-cancel').count()).toBe(0);
}

describe.each([
  ['with JavaScript', true],
  ['without JavaScript', false],
])('cancelling an order %s', (_, javaScriptEnabled) => {
  it('cancels an account order from its page, which then says nothing is due back', async () => {
    const c = await openContext(javaScriptEnabled, true);
    const { orderId } = await place(c);
    const page = await c.newPage();
    const problems = watchConsole(page);
    const url = `${env.server.url}/account/orders/${orderId}`;
    await page.goto(url);
    if (javaScriptEnabled) await hydrated(page);
    expect(await page.getByText('You can cancel this order free of charge until it ships.').count()).toBe(1);
    // Prices include GST: 5% backed out of the mango (₹1.90) and of the shipping, at the mango's rate (₹2.38).
    expect(await page.getByTestId('order-gst-included').textContent()).toBe('₹4.28');
    await page.getByRole('button', { name: 'Cancel order' }).click();
    await expectCancelled(page);
    expect(page.url()).toBe(url);
    if (!javaScriptEnabled) expect(await page.getByRole('status').filter({ hasText: 'Your order has been cancelled.' }).count()).toBe(1);
    // The invoice still downloads, as a PDF named after its number.
    const href = await page.getByTestId('order-invoice').getAttribute('href');
    const pdf = await c.request.get(`${env.server.url}${href}`);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect(pdf.headers()['content-disposition']).toMatch(/^attachment; filename="invoice-TM-\d{2}-\d{2}-\d{6}\.pdf"$/);
    // Beside it, the credit note against it.
    const creditNote = page.getByTestId('order-credit-note');
    expect(await creditNote.textContent()).toBe('Download the credit note (PDF)');
    const credit = await c.request.get(`${env.server.url}${(await creditNote.getAttribute('href'))!}`);
    expect(credit.headers()['content-disposition']).toMatch(/^attachment; filename="credit-note-CN-\d{2}-\d{2}-\d{6}\.pdf"$/);
    expect(problems).toEqual([]);
  });

  it("cancels a guest's order from its link", async () => {
    const c = await openContext(javaScriptEnabled, false);
    const { orderId, orderKey } = await place(c);
    const page = await c.newPage();
    const url = `${env.server.url}/orders/${orderId}?key=${encodeURIComponent(orderKey)}`;
    await page.goto(url);
    if (javaScriptEnabled) await hydrated(page);
    expect(await page.getByTestId('order-invoice').getAttribute('href')).toBe(`/api/orders/${orderId}/invoice?key=${encodeURIComponent(orderKey)}`);
    await page.getByRole('button', { name: 'Cancel order' }).click();
    await expectCancelled(page);
    expect(page.url()).toBe(url);
    expect(await page.getByTestId('order-credit-note').getAttribute('href')).toBe(`/api/orders/${orderId}/credit-note?key=${encodeURIComponent(orderKey)}`);
  });

  it('shows no button on a shipped order, and says why', async () => {
    const c = await openContext(javaScriptEnabled, true);
    const { orderId } = await place(c);
    await ship(orderId);
    const page = await c.newPage();
    await page.goto(`${env.server.url}/account/orders/${orderId}`);
    if (javaScriptEnabled) await hydrated(page);
    expect(await page.getByTestId('order-cancel-closed').textContent()).toContain('This order has shipped, so it can no longer be cancelled.');
    expect(await page.getByRole('link', { name: 'Contact customer care' }).getAttribute('href')).toBe('/customer-care');
    expect(await page.getByRole('button', { name: 'Cancel order' }).count()).toBe(0);
  });

  it('says so when the order ships while its page is open', async () => {
    const c = await openContext(javaScriptEnabled, true);
    const { orderId } = await place(c);
    const page = await c.newPage();
    await page.goto(`${env.server.url}/account/orders/${orderId}`);
    if (javaScriptEnabled) await hydrated(page);
    await ship(orderId);
    await page.getByRole('button', { name: 'Cancel order' }).click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'This order has shipped and can no longer be cancelled.' }).count()).toBeGreaterThan(0);
    await expect.poll(() => page.locator('.status').textContent()).toContain('Shipped');
  });
});
