// Accounts in a real browser against the embedded backend: sign up with the
// code from the outbox, logout, login, password reset; notifications with
// the header badge; order history and detail; and the spec's messages when the
// API host is down or slow.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { readLatestCode } from '../../backend/mail/outbox';
import { openDatabase } from '../../backend/store/open';
import { setOrderStatus } from '../../backend/store/orders/status';
import { browserServerAndBackend, hydrated, type RunningServer, startServer, watchConsole } from '../helpers/browser';
import { type FakeUpstream, startFakeUpstream } from '../helpers/fake-upstream';
import { codeMailedBy } from '../helpers/mailed';
import { signUpInContext } from '../helpers/sign-up';

const env = browserServerAndBackend();
const FORM = {
  firstName: 'Meera',
  lastName: 'Iyer',
  email: 'meera@example.in',
  phone: '9876543210',
  address: '4 Beach Road',
  city: 'Chennai',
  state: 'Tamil Nadu',
  postalCode: '600001',
  country: 'India',
  paymentMethod: 'cod',
};

const uniqueEmail = (tag: string) => `${tag}-${Math.random().toString(36).slice(2, 8)}@example.in`;

const signUpVia = (context: BrowserContext, name: string, email: string, password: string) => signUpInContext(context, env.server.url, env.dataDir, { name, email, password });

async function typeCode(page: Page, code: string) {
  const boxes = page.locator('.otp__box');
  await boxes.first().click();
  for (const digit of code) await page.keyboard.type(digit);
}

describe('account journey', () => {
  it('signs up with the mailed code, logs out, logs in and resets the password', async () => {
    const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const problems = watchConsole(page);
    const email = uniqueEmail('journey');
    await page.goto(`${env.server.url}/login`);
    await hydrated(page);

    // Required fields are announced.
    await page.getByRole('link', { name: 'Sign up here' }).click();
    await page.waitForURL('**/login?mode=signup');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    expect(await page.locator('#auth-name-error').textContent()).toBe('Name is required');
    expect(await page.getByLabel('Email').getAttribute('type')).toBe('email');

    await page.getByLabel('Full name').fill('meera iyer');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('filter-coffee-7');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    // The account exists once the mailed code comes back: read it from the outbox, type it.
    await page.waitForURL('**/email-verify');
    await expect.poll(() => page.locator('.Toastify').textContent()).toContain('Check your email for the code that finishes your sign-up.');
    // The URL changes as the navigation commits; the new page renders a moment later.
    await expect.poll(() => page.locator('h1').textContent(), { timeout: 5000 }).toBe('Confirm your email');
    expect(await page.locator('.auth-page p').first().textContent()).toContain(email);
    const code = readLatestCode(env.dataDir, email)!;
    expect(code).toMatch(/^\d{6}$/);
    // Backspace in an empty box goes back.
    await typeCode(page, code.slice(0, 3));
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    expect(await page.locator('.otp__box').nth(2).inputValue()).toBe('');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Digit 2 of 6');
    await typeCode(page, code);
    await page.getByRole('button', { name: 'Verify Email' }).click();
    await page.waitForURL(`${env.server.url}/`);
    await expect.poll(() => page.locator('.Toastify').textContent()).toContain('Account created successfully');
    const avatar = page.locator('summary.avatar[aria-label="Account menu for meera iyer"]');
    expect(await avatar.textContent()).toBe('M');
    await avatar.click();
    expect(await page.locator('.account-menu__name').textContent()).toBe('Meera Iyer');
    // Verified from the start: nothing left to verify.
    await expect.poll(() => page.getByRole('button', { name: 'Verify Account' }).count()).toBe(0);
    // A verified user is sent home from /email-verify.
    await page.goto(`${env.server.url}/email-verify`);
    await hydrated(page);
    await page.waitForURL(`${env.server.url}/`);

    // Logout, then login.
    await page.locator('summary.avatar').click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect.poll(() => page.getByRole('link', { name: 'Sign In / Register' }).count()).toBe(1);
    await page.goto(`${env.server.url}/login`);
    await hydrated(page);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect.poll(() => page.locator('.auth-form .form-error').textContent(), { timeout: 5000 }).toMatch(/invalid/i);
    await page.getByLabel('Password').fill('filter-coffee-7');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL(`${env.server.url}/`);
    await expect.poll(() => page.locator('.Toastify').textContent()).toContain('Login successful');

    // Reset the password from the menu: email → code → new password → /login.
    await page.locator('summary.avatar').click();
    await page.getByRole('link', { name: 'Reset Password' }).click();
    await page.waitForURL('**/reset-password');
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    const resetCode = await codeMailedBy(env.dataDir, email, () => page.getByRole('button', { name: 'Send Code' }).click());
    await expect.poll(() => page.locator('.otp__box').count()).toBe(6);
    await page.locator('.otp__box').first().fill(resetCode);
    expect(await page.locator('.otp__box').nth(5).inputValue()).toBe(resetCode[5]);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('New password').fill('masala-chai-2026');
    await page.getByRole('button', { name: 'Save Password' }).click();
    await page.waitForURL('**/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('masala-chai-2026');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL(`${env.server.url}/`);
    await expect.poll(() => page.locator('summary.avatar').count()).toBe(1);
    expect(problems.filter((p) => !/status of 40[01]/.test(p))).toEqual([]);
    await context.close();
  });

  it('redirects anonymous visitors from account pages with a 302 to /login and back after signing in', async () => {
    const context = await env.browser.newContext();
    const email = uniqueEmail('redirect');
    await signUpVia(context, 'Ravi', email, 'idli-sambar-3');
    await context.clearCookies();
    const page = await context.newPage();
    const response = await page.goto(`${env.server.url}/account/orders`);
    expect(response?.request().redirectedFrom()?.url()).toBe(`${env.server.url}/account/orders`);
    expect(new URL(page.url()).pathname).toBe('/login');
    await hydrated(page);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('idli-sambar-3');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL('**/account/orders');
    await expect.poll(() => page.getByText('You have not placed any orders yet.').count()).toBe(1);
    await context.close();
  });
});

describe('notifications, badge and orders', () => {
  it('pages, filters, marks read, marks all, deletes and keeps the badge in step', async () => {
    const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await signUpVia(context, 'Kiran', uniqueEmail('notes'), 'lassi-mango-44');
    const orderIds: string[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await context.request.post(`${env.server.url}/api/orders`, { data: { form: FORM, items: [{ productId: 2, sizeIndex: 0, quantity: i + 1 }] } });
      orderIds.push(((await res.json()) as { orderId: string }).orderId);
    }
    const db = openDatabase(env.dataDir);
    for (const id of orderIds.slice(0, 3)) await setOrderStatus(db, id, 'processing');
    for (const id of orderIds.slice(0, 3)) await setOrderStatus(db, id, 'shipped');
    await db.close();
    // 6 placed + 3 payment received + 3 shipped = 12 unread.

    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(env.server.url);
    await hydrated(page);
    await expect.poll(() => page.getByTestId('unread-badge').textContent()).toBe('9+');

    await page
      .getByRole('link', { name: /Notifications/ })
      .first()
      .click();
    await page.waitForURL('**/account/notifications');
    await expect.poll(() => page.locator('.notification').count()).toBe(10);
    expect(await page.locator('.notifications-page__count').textContent()).toBe('12 unread');
    await page.getByRole('link', { name: 'Next' }).click();
    await page.waitForURL('**/account/notifications?page=2');
    await expect.poll(() => page.locator('.notification').count()).toBe(2);
    expect(await page.getByText('Page 2 of 2').count()).toBe(1);

    // The filter resets to page 1.
    await page.getByRole('link', { name: 'Unread', exact: true }).click();
    await page.waitForURL('**/account/notifications?filter=unread');
    await expect.poll(() => page.getByText('Page 1 of 2').count()).toBe(1);

    // Mark one read: the count drops and the badge follows.
    await page.getByRole('link', { name: 'All', exact: true }).click();
    await expect.poll(() => page.locator('.notification--unread').count()).toBe(10);
    await page
      .locator('.notification')
      .first()
      .getByRole('button', { name: /Mark as read/ })
      .click();
    await expect.poll(() => page.locator('.notifications-page__count').textContent()).toBe('11 unread');
    await expect.poll(() => page.locator('.Toastify').textContent()).toContain('Notification marked as read');
    await expect.poll(() => page.getByTestId('unread-badge').textContent()).toBe('9+');

    // Delete an unread one: the count drops too.
    await page
      .locator('.notification--unread')
      .first()
      .getByRole('button', { name: /Delete/ })
      .click();
    await expect.poll(() => page.locator('.notifications-page__count').textContent()).toBe('10 unread');
    await expect.poll(() => page.locator('.Toastify').textContent()).toContain('Notification deleted');

    // The order link opens the order detail.
    const firstLink = page.locator('.notification a').first();
    const linkedOrder = (await firstLink.textContent())!.replace('View order ', '');
    await page.getByRole('button', { name: 'Mark all read' }).click();
    await expect.poll(() => page.locator('.notifications-page__count').textContent()).toBe('0 unread');
    await expect.poll(() => page.getByTestId('unread-badge').count()).toBe(0);
    await firstLink.click();
    await page.waitForURL(`**/account/orders/${linkedOrder}`);
    await expect.poll(() => page.getByTestId('order-detail-id').textContent()).toBe(linkedOrder);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('lists the orders newest first and opens one with its items, pricing and status', async () => {
    const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await signUpVia(context, 'Anita', uniqueEmail('orders'), 'kulfi-pista-8');
    const first = await context.request.post(`${env.server.url}/api/orders`, { data: { form: FORM, items: [{ productId: 5, sizeIndex: 0, quantity: 2 }] } });
    const second = await context.request.post(`${env.server.url}/api/orders`, {
      data: { form: FORM, items: [{ productId: 24, sizeIndex: 1, quantity: 1 }], couponCode: 'TOOMOREOFFER' },
    });
    const firstId = ((await first.json()) as { orderId: string }).orderId;
    const secondId = ((await second.json()) as { orderId: string }).orderId;
    const page = await context.newPage();
    await page.goto(`${env.server.url}/account/orders`);
    await hydrated(page);
    await expect.poll(() => page.locator('.order-history tbody tr').count()).toBe(2);
    expect(await page.locator('.order-history tbody tr').first().textContent()).toContain(secondId);
    await page.getByRole('link', { name: `View order ${firstId}` }).click();
    await page.waitForURL(`**/account/orders/${firstId}`);
    await expect.poll(() => page.getByTestId('order-detail-total').textContent()).toBe('₹90.00');
    expect(await page.locator('.order-items tbody').textContent()).toContain('Strawberry');
    expect(await page.locator('.status').textContent()).toContain('Pending');
    expect(await page.locator('.order-facts').textContent()).toMatch(/\d{1,2} \w+ 20\d\d/);

    // Checkout, reached in the browser (its loader runs here, through /api), starts from the newest order's delivery and the account's name.
    await context.addCookies([{ name: 'cart', value: '2-0:1', url: env.server.url }]);
    await page.goto(`${env.server.url}/shopping-cart`);
    await hydrated(page);
    await page.getByRole('link', { name: 'Proceed to Checkout' }).first().click();
    await page.waitForURL('**/checkout');
    await expect.poll(() => page.getByLabel('Phone').inputValue()).toBe(FORM.phone);
    expect(await page.getByLabel('Address').inputValue()).toBe(FORM.address);
    expect(await page.getByLabel('City').inputValue()).toBe(FORM.city);
    expect(await page.getByLabel('First name').inputValue()).toBe('Anita');
    expect(await page.locator('input[name="paymentMethod"][value="cod"]').isChecked()).toBe(true);

    // The alias shows the same screen; an unknown id says 'Order not found.'
    await page.goto(`${env.server.url}/orders/TM-20260101-NOSUCHID`);
    await hydrated(page);
    await expect.poll(() => page.getByText('Order not found.').count()).toBe(1);
    await page.getByRole('link', { name: 'Back to Notifications' }).click();
    await page.waitForURL('**/account/notifications');
    await context.close();
  });
});

describe('when the API host fails', () => {
  // Unset when beforeAll failed before starting them.
  let upstream: FakeUpstream | undefined;
  let failing: RunningServer | undefined;
  let mode: 'down' | 'slow' | 'internal' = 'down';

  beforeAll(async () => {
    upstream = await startFakeUpstream((req, res) => {
      if (mode === 'slow') return void setTimeout(() => res.writeHead(200).end('{}'), 2000);
      if (mode === 'internal') {
        // Signed in, but the order call fails with the host's own words.
        res.setHeader('content-type', 'application/json');
        if (req.url === '/api/user/data') return void res.end(JSON.stringify({ success: true, userData: { name: 'Asha', email: 'asha@example.in', isAccountVerified: true } }));
        if (req.url.startsWith('/api/notifications')) return void res.end(JSON.stringify({ success: true, notifications: [], pagination: { pages: 1 }, unreadCount: 0 }));
        res.statusCode = 500;
        return void res.end(JSON.stringify({ success: false, message: 'Internal error' }));
      }
      res.destroy();
    });
    failing = await startServer({ apiUrl: upstream.url, proxyTimeoutMs: 500 });
  });
  afterAll(async () => {
    await failing?.close();
    await upstream?.close();
  });

  it.each([
    ['down', 'Unable to connect to server. Please try again later.'],
    ['slow', 'Request timed out. Server may be down.'],
  ] as const)('shows the message when it is %s', async (which, message) => {
    mode = which;
    const page = await env.browser.newPage();
    await page.goto(`${failing!.url}/login`);
    await hydrated(page);
    await page.getByLabel('Email').fill('someone@example.in');
    await page.getByLabel('Password').fill('whatever-123');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect.poll(() => page.locator('.auth-form .form-error').textContent(), { timeout: 5000 }).toBe(message);
    expect(await page.getByRole('button', { name: 'Login', exact: true }).isDisabled()).toBe(false);
    await page.close();
  });

  it("shows an order's own failure text, its toast and Try Again, never the host's message", async () => {
    mode = 'internal';
    const context = await env.browser.newContext();
    await context.addCookies([{ name: 'token', value: 'abc', url: failing!.url }]);
    const page = await context.newPage();
    await page.goto(`${failing!.url}/account/orders/TM-20261125-ABCDEF01`);
    await hydrated(page);
    const alert = page.locator('.load-error[role="alert"]');
    expect(await alert.locator('p').textContent()).toBe('Failed to load order details. Please try again later.');
    await expect.poll(() => page.locator('.Toastify__toast').first().textContent()).toBe('Failed to load order details');
    expect(await page.content()).not.toContain('Internal error');
    const asked = () => upstream!.received.filter((r) => r.url === '/api/orders/TM-20261125-ABCDEF01').length;
    const before = asked();
    await alert.getByRole('link', { name: 'Try Again' }).click();
    await expect.poll(asked).toBeGreaterThan(before);
    expect(await alert.locator('p').textContent()).toBe('Failed to load order details. Please try again later.');
    await context.close();
  });
});
