// Paying online in Chromium through the Razorpay stand-in, whose checkout
// script and hosted frame behave as Razorpay's Standard Checkout does
// (docs/decisions/026-payments.md): a failed UPI attempt is said on the page
// and tried again by card; the paid order's confirmation names how it
// was paid; cancelling it refunds the payment. The pay page's own
// Content-Security-Policy lets the gateway's script and frame in (a refused
// one would show in the console). Without JavaScript the checkout cannot
// open, the page says so, and paying on delivery instead places the order.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { FakeRazorpay } from '../../tools/fake-razorpay/server';
import { startFakeRazorpay } from '../../tools/fake-razorpay/server';
import { browserServerAndBackend, hydrated, watchConsole } from '../helpers/browser';
import { standInSettings } from '../helpers/razorpay';

let fake: FakeRazorpay;
beforeAll(async () => {
  fake = await startFakeRazorpay();
});
const env = browserServerAndBackend(() => ({ razorpay: standInSettings(fake), expirySweepMs: 0 }));
beforeAll(() => {
  fake.webhookUrl = `${env.backend.url}/api/payments/razorpay/webhook`;
});
afterAll(async () => {
  await fake.settled();
  await fake.close();
});

/** Fills the checkout as a guest, chooses to pay online and places the order; answers on its pay page. */
async function placeOnline(page: Page, javaScriptEnabled: boolean): Promise<void> {
  await page.goto(`${env.server.url}/checkout`);
  if (javaScriptEnabled) await hydrated(page);
  for (const [label, value] of [
    [/First name/, 'Asha'],
    [/Last name/, 'Patel'],
    [/^Email/, 'asha.pays@example.in'],
    [/^Phone/, '9876543210'],
    [/^Address/, '12 MG Road'],
    [/^City/, 'Rajkot'],
    [/^State/, 'Gujarat'],
    [/PIN/, '360001'],
  ] as const) {
    await page.getByLabel(label).fill(value);
  }
  await page.getByLabel(/^Pay online/).check();
  await page.getByRole('button', { name: javaScriptEnabled ? 'Place order and pay' : 'Place Order' }).click();
  await page.waitForURL(/\/pay\/TM-[\w-]+\?key=/);
}

describe('paying online', () => {
  it('tells a failed UPI attempt, takes the retry by card, confirms, and refunds on cancelling', async () => {
    const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies([{ name: 'cart', value: '2-0:1', url: env.server.url }]);
    const page = await context.newPage();
    const problems = watchConsole(page);
    await placeOnline(page, true);
    await hydrated(page);
    expect(await page.getByText(/is waiting for its payment of ₹70\.00/).count()).toBe(1);

    await page.getByTestId('pay-button').click();
    const checkout = page.frameLocator('iframe[title="Razorpay Checkout"]');
    await checkout.getByLabel('UPI').check();
    await checkout.getByRole('button', { name: 'Fail' }).click();
    await expect.poll(() => page.getByTestId('pay-failed').textContent()).toMatch(/^Your last payment attempt did not go through/);

    await checkout.getByLabel('Card').check();
    await checkout.getByRole('button', { name: /^Pay ₹/ }).click();
    await page.waitForURL(/\/confirmation\?order=TM-/);
    await expect.poll(() => page.getByTestId('payment-status').textContent()).toContain('Paid by Visa card ending 1111');
    expect(await page.getByTestId('payment-status').textContent()).toMatch(/Payment reference: pay_\w+/);

    await page.getByRole('link', { name: 'View Order' }).click();
    await page.waitForURL(/\/orders\/TM-[\w-]+\?key=/);
    await hydrated(page);
    await page.getByRole('button', { name: 'Cancel order' }).click();
    await expect.poll(() => page.getByTestId('order-cancelled').count()).toBe(1);
    // The stand-in processes the refund at once and says so by webhook; the page shows it once reloaded.
    await fake.settled();
    await expect
      .poll(async () => {
        await page.reload();
        return page.getByTestId('payment-status').textContent();
      })
      .toMatch(/Refund of ₹70\.00 (processed|initiated) on/);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('without JavaScript, says the checkout needs it and places the order to pay on delivery instead', async () => {
    const context = await env.browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    await context.addCookies([{ name: 'cart', value: '2-0:1', url: env.server.url }]);
    const page = await context.newPage();
    await placeOnline(page, false);
    // Playwright's text matching skips <noscript>, which a browser without JavaScript shows.
    expect(await page.locator('.pay__body p.form-error').textContent()).toBe('The secure checkout needs JavaScript. Turn it on to pay online, or pay on delivery instead.');
    expect(await page.getByTestId('pay-button').isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Pay on delivery instead' }).click();
    await page.waitForURL(/\/confirmation\?order=TM-/);
    expect(await page.getByTestId('payment-status').textContent()).toContain('To pay on delivery');
    await context.close();
  });
});
