// The back office in a phone's browser (360 px): a fulfilment member sets up
// their sign-in from the mailed link, signs in with a code from the app, and
// takes an order from new to delivered, each move without a reload; nothing
// on the way has a serious accessibility violation or a console error.
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';

import { seriousViolations } from '../helpers/axe';
import { browserServerAndBackend, hydrated, watchConsole } from '../helpers/browser';
import { SHOPPER } from '../helpers/shopper';
import { addStaffAtShell } from '../helpers/staff';

const env = browserServerAndBackend();
const PASSWORD = 'kokum-sherbet-crate-42';
/** An order placed straight at the backend, as a shopper's checkout would. */
async function placeOrder(quantity: number): Promise<string> {
  const res = await fetch(`${env.backend.url}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ form: SHOPPER, items: [{ productId: 2, sizeIndex: 1, quantity }] }),
  });
  return ((await res.json()) as { orderId: string }).orderId;
}

const codeOf = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

describe('the back office on a phone', () => {
  it('lets a fulfilment member set up, sign in and take an order from new to delivered', async () => {
    const token = await addStaffAtShell(env.dataDir, 'packer@shop.example', 'fulfilment');
    const orderId = await placeOrder(3);
    const context = await env.browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const problems = watchConsole(page);

    await page.goto(`${env.server.url}/admin/setup?token=${encodeURIComponent(token)}`);
    await hydrated(page);
    await page.getByLabel('Your name').fill('Meena');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Continue' }).click();
    const key = (await page.getByTestId('totp-key').textContent()) ?? '';
    expect(await page.getByRole('img', { name: 'QR code for your authenticator app' }).isVisible()).toBe(true);
    await page.getByLabel('6-digit code').fill(await codeOf(key));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => page.getByTestId('recovery-codes').locator('li').count()).toBe(10);
    expect(await seriousViolations(page)).toEqual([]);

    // Sign out and in again, as the next shift would.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(/\/admin\/login$/);
    await page.getByLabel('Work email').fill('packer@shop.example');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/step=code/);
    await page.getByLabel('Code').fill(await codeOf(key, 1));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/admin$/);
    await page.evaluate(() => ((window as unknown as { stayed?: boolean }).stayed = true));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await seriousViolations(page)).toEqual([]);

    // A new order appears in the open list without a reload (the list asks again when the tab is shown).
    const newer = await placeOrder(1);
    expect(await page.getByRole('link', { name: newer }).count()).toBe(0);
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect.poll(() => page.getByRole('link', { name: newer }).count()).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

    await page.getByRole('link', { name: orderId }).click();
    await page.waitForURL(new RegExp(`/admin/orders/${orderId}$`));
    await page.getByRole('button', { name: 'Confirm and pack' }).click();
    await expect.poll(() => page.getByText('Confirmed: the order is being packed.').isVisible()).toBe(true);
    await page.getByLabel('Courier').fill('Blue Dart');
    await page.getByLabel('AWB number').fill('77123456789');
    await page.getByLabel('Tracking link').fill('https://track.example/77123456789');
    await page.getByRole('button', { name: 'Mark shipped' }).click();
    await expect.poll(() => page.getByText('Marked shipped: the customer has been told.').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Mark delivered' }).click();
    await expect.poll(() => page.getByText('Marked delivered: the customer has been told.').isVisible()).toBe(true);
    expect(await page.getByText('Nothing more to do with this order.').isVisible()).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await seriousViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
