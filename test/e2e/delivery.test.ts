// Delivery by PIN code in Chromium: set from the header's "Deliver to" without
// JavaScript (a form post, a 303 back) and with it (no reload), the product
// page's "Delivery by <date>", and checkout refusing a PIN the courier does
// not serve.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { deliveryDate } from '../../shared/delivery';
import { browserServerAndBackend, hydrated } from '../helpers/browser';

const env = browserServerAndBackend();

/** "Delivery by Saturday, 28 November to 380001", for an order placed about now (either side of a cut-off passing meanwhile). */
function promises(pin: string, before: Date): string[] {
  const format = new Intl.DateTimeFormat('en-IN', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'Asia/Kolkata' });
  return [before, new Date()].map((now) => `Delivery by ${format.format(new Date(`${deliveryDate(now, pin)!}T12:00:00+05:30`))} to ${pin}`);
}

const promiseText = (page: Page) => page.getByTestId('delivery-promise').locator('.delivery-promise__date').textContent();

describe('the delivery PIN code without JavaScript', () => {
  it('is set from the header, and the product page then promises a date for it', async () => {
    const context = await env.browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    try {
      const page = await context.newPage();
      await page.goto(`${env.server.url}/mango?size=1`);
      // Without a PIN the product page asks for one.
      expect(await page.getByTestId('delivery-promise').getByRole('link').textContent()).toBe('Enter your PIN code to see the delivery date');
      await page.locator('.site-header').getByRole('link', { name: 'Choose your delivery PIN code' }).click();
      await page.waitForURL(`${env.server.url}/deliver-to?redirect=%2Fmango`);

      // A PIN that is not one is refused in place.
      await page.getByLabel('PIN code').fill('3803');
      await page.getByRole('button', { name: 'Save PIN code' }).click();
      expect(await page.locator('#deliver-to-pin-error').textContent()).toBe('Enter a six-digit PIN code, such as 360370');

      const before = new Date();
      await page.getByLabel('PIN code').fill('380001');
      await page.getByRole('button', { name: 'Save PIN code' }).click();
      await page.waitForURL(`${env.server.url}/mango`);
      expect(await page.locator('.site-header').getByRole('link', { name: 'Deliver to 380001' }).count()).toBe(1);
      expect(promises('380001', before)).toContain(await promiseText(page));
      expect(await page.getByTestId('delivery-promise').textContent()).toContain('Cash on delivery available');
      const cookie = (await context.cookies()).find((c) => c.name === 'pin');
      expect(cookie).toMatchObject({ value: '380001', sameSite: 'Lax', path: '/' });
    } finally {
      await context.close();
    }
  });

  it('has checkout refuse a PIN the courier does not serve, beside the field', async () => {
    const context = await env.browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    try {
      const page = await context.newPage();
      await page.goto(`${env.server.url}/deliver-to?redirect=%2Fmango`);
      await page.getByLabel('PIN code').fill('560001');
      await page.getByRole('button', { name: 'Save PIN code' }).click();
      await page.waitForURL(`${env.server.url}/mango`);
      await page.getByRole('button', { name: /Add to Cart/ }).click();
      await page.goto(`${env.server.url}/checkout`);
      // The form starts from the PIN chosen, and promises its date.
      expect(await page.locator('[name="postalCode"]').inputValue()).toBe('560001');
      expect(await promiseText(page)).toMatch(/^Delivery by .+ to 560001$/);

      const fields = {
        firstName: 'Asha',
        lastName: 'Patel',
        email: 'asha@example.in',
        phone: '9876543210',
        address: '1 Aberdeen Bazaar',
        city: 'Car Nicobar',
        state: 'Andaman and Nicobar Islands',
        postalCode: '744301',
      };
      for (const [name, value] of Object.entries(fields)) await page.locator(`[name="${name}"]`).fill(value);
      await page.getByRole('button', { name: 'Place Order' }).click();
      await page.waitForURL(`${env.server.url}/checkout`);
      expect(await page.locator('#checkout-postalCode-error').textContent()).toBe('We do not deliver to this PIN code yet');
      expect(await page.locator('[name="postalCode"]').inputValue()).toBe('744301');
      // Nothing was ordered: the cart still holds the mango.
      expect(await page.locator('.cart-button__count').evaluate((el) => el.firstChild?.textContent?.trim())).toBe('1');
    } finally {
      await context.close();
    }
  });
});

describe('the delivery PIN code with JavaScript', () => {
  it('is set without a reload, and the header and the product page follow', async () => {
    const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const page = await context.newPage();
      await page.goto(`${env.server.url}/mango`);
      await hydrated(page);
      await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
      await page.locator('.site-header').getByRole('link', { name: 'Choose your delivery PIN code' }).click();
      await page.waitForURL(`${env.server.url}/deliver-to?redirect=%2Fmango`);
      const before = new Date();
      await page.getByLabel('PIN code').fill('110001');
      await page.getByRole('button', { name: 'Save PIN code' }).click();
      await page.waitForURL(`${env.server.url}/mango`);
      await expect.poll(() => page.locator('.site-header').getByRole('link', { name: 'Deliver to 110001' }).count()).toBe(1);
      expect(promises('110001', before)).toContain(await promiseText(page));
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('offers cash on delivery at checkout only where the courier takes it, as the PIN is typed', async () => {
    const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      await context.addCookies([{ name: 'cart', value: '2-0:1', url: env.server.url }]);
      const page = await context.newPage();
      await page.goto(`${env.server.url}/checkout`);
      await hydrated(page);
      const cod = page.getByRole('radio', { name: 'Cash on delivery' });
      await page.locator('[name="postalCode"]').fill('744101');
      await expect.poll(() => cod.count()).toBe(0);
      expect(await promiseText(page)).toMatch(/^Delivery by .+ to 744101$/);
      await page.locator('[name="postalCode"]').fill('360370');
      await expect.poll(() => cod.count()).toBe(1);
      expect(await promiseText(page)).toMatch(/^Delivery by .+ to 360370$/);
    } finally {
      await context.close();
    }
  });
});
