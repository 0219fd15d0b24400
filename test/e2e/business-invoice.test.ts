// A business buyer's GSTIN at checkout, in Chromium: with JavaScript the
// check character is refused as the field is left, beside it; without
// JavaScript the server refuses it the same way, keeps what was typed, and
// places the order once it is right. The invoice it reaches:
// test/integration/actions.test.ts and test/backend/invoices.test.ts.
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';

import { browserServerAndBackend, hydrated, watchConsole } from '../helpers/browser';

const env = browserServerAndBackend();
let context: BrowserContext | undefined;
afterEach(() => context?.close());

async function checkout({ javaScriptEnabled }: { javaScriptEnabled: boolean }): Promise<{ page: Page; problems: string[] }> {
  context = await env.browser.newContext({ javaScriptEnabled, viewport: { width: 1280, height: 900 } });
  await context.addCookies([{ name: 'cart', value: '2-0:2', url: env.server.url }]);
  const page = await context.newPage();
  const problems = watchConsole(page);
  await page.goto(`${env.server.url}/checkout`);
  if (javaScriptEnabled) await hydrated(page);
  for (const [label, value] of [
    [/First name/, 'Asha'],
    [/Last name/, 'Patel'],
    [/^Email/, 'asha@example.in'],
    [/^Phone/, '9876543210'],
    [/^Address/, '12 MG Road'],
    [/^City/, 'Rajkot'],
    [/^State/, 'Gujarat'],
    [/PIN/, '360001'],
  ] as const) {
    await page.getByLabel(label).fill(value);
  }
  return { page, problems };
}

const gstinError = (page: Page) => page.locator('#checkout-gstin-error');

describe('a business buyer’s GSTIN at checkout', () => {
  it('is asked for only when the shopper opens the business section, and a mistyped one is refused as the field is left', async () => {
    const { page, problems } = await checkout({ javaScriptEnabled: true });
    expect(await page.getByLabel(/^GSTIN/).isVisible()).toBe(false);
    await page.getByText('Buying for a business? Get a GST invoice').click();
    await page.getByLabel(/^Business name/).fill('Patel Traders LLP');
    await page.getByLabel(/^GSTIN/).fill('27AAPFU0939F1ZW');
    await page.getByLabel(/^GSTIN/).blur();
    expect(await gstinError(page).textContent()).toBe('This GSTIN’s last character does not match the rest: check it for a typing mistake');
    expect(await page.getByLabel(/^GSTIN/).getAttribute('aria-invalid')).toBe('true');
    await page.getByLabel(/^GSTIN/).fill('27aapfu0939f1zv');
    expect(await gstinError(page).count()).toBe(0);
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.waitForURL(/\/confirmation\?order=TM-/);
    expect(problems).toEqual([]);
  });

  it('works without JavaScript: the server refuses the mistyped GSTIN beside it, keeps the form, and places the order once it is right', async () => {
    const { page } = await checkout({ javaScriptEnabled: false });
    await page.locator('summary', { hasText: 'Buying for a business?' }).click();
    await page.getByLabel(/^Business name/).fill('Patel Traders LLP');
    await page.getByLabel(/^GSTIN/).fill('27AAPFU0939F1ZW');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.waitForLoadState();
    expect(await gstinError(page).textContent()).toBe('This GSTIN’s last character does not match the rest: check it for a typing mistake');
    // The section is open again with both values, and the delivery kept.
    expect(await page.getByLabel(/^GSTIN/).isVisible()).toBe(true);
    expect(await page.getByLabel(/^Business name/).inputValue()).toBe('Patel Traders LLP');
    expect(await page.getByLabel(/^City/).inputValue()).toBe('Rajkot');
    await page.getByLabel(/^GSTIN/).fill('27AAPFU0939F1ZV');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.waitForURL(/\/confirmation\?order=TM-/);
  });
});
