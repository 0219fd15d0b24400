// The shop in front of the original API host (API_URL) in Chromium, with and
// without JavaScript: a stand-in of that host (tools/original-api/) signs a
// new shopper in at once, so the shop says the account was created, goes home
// signed in, and offers verification; the code page says a code was sent only
// once it was, and the code verifies the address. Notifications, the order
// page one links to, and a password reset work the same against it.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type OriginalApi, startOriginalApi } from '../../tools/original-api/server';
import { hydrated, launchBrowser, type RunningServer, startServer, watchConsole } from '../helpers/browser';

let host: OriginalApi;
let browser: Browser;
let server: RunningServer;
beforeAll(async () => {
  host = await startOriginalApi();
  [browser, server] = await Promise.all([launchBrowser(), startServer({ apiUrl: host.url, ordering: false })]);
});
afterAll(async () => {
  await browser.close();
  await server.close();
  await host.close();
});

async function signUp(page: Page, email: string, javaScriptEnabled: boolean) {
  await page.goto(`${server.url}/login?mode=signup`);
  if (javaScriptEnabled) await hydrated(page);
  await page.getByLabel('Full name').fill('Lata Menon');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('kokum-sherbet-3');
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await page.waitForURL(`${server.url}/`);
}

async function typeCode(page: Page, code: string) {
  await page.locator('.otp__box').first().click();
  for (const digit of code) await page.keyboard.type(digit);
}

describe.each([
  ['with JavaScript', true],
  ['without JavaScript', false],
])('signing up in front of the original API host %s', (_, javaScriptEnabled) => {
  it('signs in at once, says the account was created, and verifies the address with a code sent on request', async () => {
    const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const problems = watchConsole(page);
    const email = `lata.${javaScriptEnabled ? 'js' : 'nojs'}@example.in`;
    await signUp(page, email, javaScriptEnabled);
    const created = javaScriptEnabled ? page.locator('.Toastify') : page.getByRole('status').filter({ hasText: 'Account created successfully' });
    await expect.poll(() => created.textContent()).toContain('Account created successfully');
    expect(await page.locator('.account-menu__name').textContent()).toBe('Lata Menon');

    // Opened by hand, the code page does not claim a code was sent.
    await page.goto(`${server.url}/email-verify`);
    if (javaScriptEnabled) await hydrated(page);
    expect(await page.locator('.auth-page p').first().textContent()).toBe(`${email} is not verified yet. Send yourself a code, then enter its 6 digits here.`);
    await page.getByRole('button', { name: 'Send me a code' }).click();
    await page.waitForURL('**/email-verify?sent=1');
    await expect.poll(() => page.locator('.auth-page p').first().textContent()).toBe(`Enter the 6-digit code we sent to ${email}.`);
    await typeCode(page, host.mailbox.get(email)!);
    await page.getByRole('button', { name: 'Verify Email' }).click();
    await page.waitForURL(`${server.url}/`);
    expect(await page.locator('.account-menu').getByRole('button', { name: 'Verify Account' }).count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('lists notifications, marks one read, opens its order, deletes it; and resets the password', async () => {
    const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const problems = watchConsole(page);
    const email = `lata.flows.${javaScriptEnabled ? 'js' : 'nojs'}@example.in`;
    const orderId = `TM-ORIGINAL-${javaScriptEnabled ? 'JS' : 'NOJS'}`;
    await signUp(page, email, javaScriptEnabled);
    host.notify(email, { type: 'order_shipped', title: 'Order shipped', message: `Your order ${orderId} is on its way.`, orderId });

    await page.goto(`${server.url}/account/notifications`);
    if (javaScriptEnabled) await hydrated(page);
    expect(await page.getByText(`Your order ${orderId} is on its way.`).count()).toBe(1);
    expect(await page.locator('.notifications-page__count').textContent()).toBe('1 unread');
    await page.getByRole('button', { name: 'Mark as read: Order shipped' }).click();
    await expect.poll(() => page.locator('.notifications-page__count').textContent()).toBe('0 unread');
    await page.getByRole('link', { name: `View order ${orderId}` }).click();
    await page.waitForURL(`**/account/orders/${orderId}`);
    await expect.poll(() => page.getByTestId('order-detail-id').textContent()).toBe(orderId);
    expect(await page.getByTestId('order-detail-total').textContent()).toBe('₹90.00');
    await page.goto(`${server.url}/account/notifications`);
    if (javaScriptEnabled) await hydrated(page);
    await page.getByRole('button', { name: 'Delete: Order shipped' }).click();
    await expect.poll(() => page.getByText('No notifications found').count()).toBe(1);

    // Password reset: email → code → new password → sign in with it.
    await page.goto(`${server.url}/reset-password`);
    if (javaScriptEnabled) await hydrated(page);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Code' }).click();
    await expect.poll(() => page.locator('.otp__box').count()).toBe(6);
    const code = host.mailbox.get(email)!;
    for (const [i, digit] of code.split('').entries()) await page.locator('.otp__box').nth(i).fill(digit);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('New password').fill('amla-juice-44');
    await page.getByRole('button', { name: 'Save Password' }).click();
    await page.waitForURL('**/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('amla-juice-44');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL(`${server.url}/`);
    expect(problems).toEqual([]);
    await context.close();
  });
});
