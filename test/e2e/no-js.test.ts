// The shop with JavaScript off, in Chromium: every step is a plain link or a
// form post that the server answers with a redirect (post/redirect/get) and
// the page that follows. Sign in, add to cart, coupon, checkout with cash on
// delivery, the confirmation and the order page; another size from a store
// card whose first size is in the cart; the language switch; search; a shop
// with no payment gateway saying it takes cash on delivery only (paying online
// without JavaScript: test/e2e/payments.test.ts).
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { readLatestCode } from '../../backend/mail/outbox';
import { browserServerAndBackend } from '../helpers/browser';

const env = browserServerAndBackend();
let context: BrowserContext | undefined;
let page: Page;

beforeAll(async () => {
  context = await env.browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
});
afterAll(() => context?.close());

const headerCount = () => page.locator('.cart-button__count').evaluate((el) => el.firstChild?.textContent?.trim());
const fill = async (name: string, value: string) => page.locator(`[name="${name}"]`).fill(value);

describe('without JavaScript', () => {
  it('signs up and in through the forms', async () => {
    await page.goto(`${env.server.url}/login`);
    await page.getByRole('link', { name: 'Sign up here' }).click();
    await fill('name', 'Devika Rao');
    await fill('email', 'devika@example.in');
    await fill('password', 'jamun-juice-5');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await page.waitForURL(`${env.server.url}/email-verify`);
    expect(await page.getByRole('status').filter({ hasText: 'Check your email for the code' }).count()).toBe(1);
    // The mailed code, typed box by box.
    const code = readLatestCode(env.dataDir, 'devika@example.in')!;
    for (const [i, digit] of code.split('').entries()) await page.locator('.otp__box').nth(i).fill(digit);
    await page.getByRole('button', { name: 'Verify Email' }).click();
    await page.waitForURL(`${env.server.url}/`);
    expect(await page.getByRole('status').filter({ hasText: 'Account created successfully' }).count()).toBe(1);
    // The account menu is a <details>: it opens without scripts, and Logout is a form.
    await page.locator('summary.avatar').click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${env.server.url}/`);
    expect(await page.getByRole('link', { name: 'Sign In / Register' }).count()).toBe(1);

    await page.goto(`${env.server.url}/login`);
    await fill('email', 'devika@example.in');
    await fill('password', 'wrong-password');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    expect(await page.locator('.auth-form .form-error').textContent()).toBe('Invalid Credentials!');
    expect(await page.locator('[name="email"]').inputValue()).toBe('devika@example.in');
    await fill('password', 'jamun-juice-5');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL(`${env.server.url}/`);
    expect(await page.locator('summary.avatar').count()).toBe(1);
  });

  it('shows the first slide with its picture, and a product title with its unit price', async () => {
    await page.goto(`${env.server.url}/`);
    await expect.poll(() => page.locator('.slide--active img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // The served page cannot turn a slide: the others come without pictures.
    expect(await page.locator('.slide img').count()).toBe(1);
    await page.goto(`${env.server.url}/mango`);
    expect(await page.locator('h1').textContent()).toBe('Sun-Kissed Mango Bliss : 250ml (₹0.08 / ml)');
    expect(await page.locator('h1 .product-page__unit-price').textContent()).toBe('₹0.08 / ml');
  });

  it('adds to the cart, applies the coupon, checks out with cash on delivery and opens the order', async () => {
    await page.goto(`${env.server.url}/mango`);
    await page.getByRole('button', { name: /Add to Cart/ }).click();
    await page.waitForURL(`${env.server.url}/mango`);
    expect(await headerCount()).toBe('1');
    await page.getByRole('button', { name: /Increase quantity/ }).click();
    expect(await page.locator('.quantity__input').inputValue()).toBe('2');
    await page.getByRole('link', { name: '150ml' }).click();
    await page.getByRole('button', { name: /Add to Cart/ }).click();
    expect(await headerCount()).toBe('3');

    await page.goto(`${env.server.url}/shopping-cart`);
    await page.getByLabel('Coupon code').fill('TOOMOREOFFER');
    await page.getByRole('button', { name: 'Apply' }).click();
    expect(await page.locator('.coupon__result').textContent()).toBe('Coupon applied successfully! 30% discount added.');
    // 2 × ₹20 + 1 × ₹10 = ₹50, minus 30 % = ₹35 + ₹50 shipping.
    expect(await page.getByTestId('summary-total').textContent()).toBe('₹85.00');

    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await page.waitForURL('**/checkout');
    await page.getByRole('button', { name: 'Place Order' }).click();
    expect(await page.locator('#checkout-phone-error').textContent()).toBe('This field is required');
    expect(await page.locator('[name="email"]').inputValue()).toBe('devika@example.in');
    for (const [name, value] of Object.entries({ lastName: 'Rao', phone: '9876543210', address: '7 Lake View', city: 'Mysuru', state: 'Karnataka', postalCode: '570001' })) {
      await fill(name, value);
    }
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.waitForURL(/\/confirmation\?order=TM-/);
    const orderId = (await page.getByTestId('order-id').textContent())!;
    expect(await headerCount()).toBe('0');

    await page.getByRole('link', { name: 'View Order' }).click();
    await page.waitForURL(`**/account/orders/${orderId}`);
    expect(await page.getByTestId('order-detail-id').textContent()).toBe(orderId);
    expect(await page.getByTestId('order-detail-total').textContent()).toBe('₹85.00');
  });

  it('adds another size from a store card whose first size is in the cart already', async () => {
    // A visitor of their own: the cart starts empty.
    const own = await env.browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    try {
      const shopper = await own.newPage();
      await shopper.goto(`${env.server.url}/cart`);
      const cobra = shopper.locator('.product-card', { hasText: 'Cobra' });
      await cobra.getByRole('button', { name: /Add to Cart/ }).click();
      await shopper.waitForURL(`${env.server.url}/cart`);
      // The first size's stepper shows; the add form stays (in <noscript>, which Playwright's role and text matching skip) for the size the select chooses.
      expect(await cobra.locator('.quantity__input').inputValue()).toBe('1');
      await cobra.getByRole('combobox').selectOption('1');
      const add = cobra.locator('.add-to-cart');
      expect(await add.textContent()).toBe('Add to Cart: Cobra');
      await add.click();
      await shopper.waitForURL(`${env.server.url}/cart`);
      await shopper.goto(`${env.server.url}/shopping-cart`);
      const lines = shopper.locator('.cart-line');
      expect(await lines.evaluateAll((els) => els.map((el) => el.getAttribute('data-line-id')))).toEqual(['24-0', '24-1']);
      expect(await lines.locator('.quantity__input').evaluateAll((els) => els.map((el) => (el as HTMLInputElement).value))).toEqual(['1', '1']);
    } finally {
      await own.close();
    }
  });

  it('marks a notification read from its form', async () => {
    await page.goto(`${env.server.url}/account/notifications`);
    expect(await page.locator('.notifications-page__count').textContent()).toBe('1 unread');
    await page
      .getByRole('button', { name: /Mark as read/ })
      .first()
      .click();
    await page.waitForURL('**/account/notifications');
    expect(await page.locator('.notifications-page__count').textContent()).toBe('0 unread');
    expect(await page.getByRole('status').filter({ hasText: 'Notification marked as read' }).count()).toBe(1);
  });

  it('switches language to its own URL, and links stay in it', async () => {
    await page.goto(`${env.server.url}/states`);
    await page.locator('.language-card[lang="hi"]').first().click();
    await page.waitForURL('**/hi/states');
    expect(await page.getAttribute('html', 'lang')).toBe('hi');
    expect(await page.locator('h1').textContent()).toBe('भाषा सेटिंग्स');
    await page.locator('footer a[href="/hi/juices"], .site-nav a[href="/hi/juices"]').first().click();
    await page.waitForURL('**/hi/juices');
    expect(await page.getAttribute('html', 'lang')).toBe('hi');
    await page.locator('a[href="/hi/states"]').first().click();
    await page.waitForURL('**/hi/states');
    await page.locator('.language-card[lang="en"]').first().click();
    await page.waitForURL('**/en/states');
    expect(await page.getAttribute('html', 'lang')).toBe('en');
  });

  it('says at checkout that a shop with no payment gateway takes cash on delivery only, and places the order', async () => {
    await page.goto(`${env.server.url}/mango`);
    await page.getByRole('button', { name: /Add to Cart/ }).click();
    await page.waitForURL('**/mango');
    await page.goto(`${env.server.url}/checkout`);
    expect(await page.getByTestId('cod-only').textContent()).toBe('Online payment is not available at the moment: this shop takes cash on delivery.');
    expect(await page.locator('input[name="paymentMethod"][value="online"]').count()).toBe(0);
    expect(await page.locator('input[name="paymentMethod"][value="cod"]').isChecked()).toBe(true);
    // No card or UPI field of the shop's own.
    expect(await page.locator('input[name="cardNumber"], input[name="upiId"], #checkout-cardNumber').count()).toBe(0);
    await fill('address', '9 Temple Street');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.waitForURL(/\/confirmation\?order=TM-/);
    expect(await page.getByTestId('payment-status').textContent()).toContain('To pay on delivery');
  });

  it('searches with the form, and goes straight to a product named exactly', async () => {
    await page.goto(`${env.server.url}/search`);
    await page.locator('#search-input').fill('berry');
    await page.locator('#search-input').press('Enter');
    await page.waitForURL('**/search?q=berry');
    expect(await page.locator('#search-heading').textContent()).toBe('Found 4 juices');
    await page.goto(`${env.server.url}/search`);
    await page.getByRole('link', { name: 'Best Sellers' }).click();
    expect(await page.locator('.result-card__name').allTextContents()).toEqual(['Golden Tropic Pineapple', 'Sun-Kissed Mango Bliss', 'Ruby Crown Pomegranate']);
    await page.locator('#search-input').fill('Royal Vine Grapes');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL('**/grapes');
    expect(await page.locator('h1').textContent()).toContain('Royal Vine Grapes');
  });
});
