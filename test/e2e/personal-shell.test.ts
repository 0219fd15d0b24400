// A shopper's page made from its shell (docs/decisions/033), in Chromium as a
// shopper's Chrome (not the crawler path): with JavaScript it hydrates
// without a console message and a change to the cart shows without a reload
// and on the next page; without JavaScript the same page's forms post and the
// page that follows, again from its shell, shows the change.
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';

import { browserServerAndBackend, hydrated, watchConsole } from '../helpers/browser';

const env = browserServerAndBackend();
let context: BrowserContext | undefined;
afterEach(async () => {
  await context?.close();
  context = undefined;
});

const headerCount = (page: Page) => page.locator('.cart-button__count').evaluate((el) => el.firstChild?.textContent?.trim());

async function shopperWithCart(javaScriptEnabled: boolean): Promise<Page> {
  context = await env.browser.newContext({ javaScriptEnabled, viewport: { width: 1280, height: 900 } });
  await context.addCookies([{ name: 'cart', value: '2-0:2', url: env.server.url }]);
  return context.newPage();
}

describe('a page made from its shell', () => {
  it('hydrates without a message, and shows a cart change at once and on the next page', async () => {
    const page = await shopperWithCart(true);
    const problems = watchConsole(page);
    const response = await page.goto(`${env.server.url}/mango`);
    expect(response?.headers()['x-page-cache']).toBe('shell');
    await hydrated(page);
    expect(await headerCount(page)).toBe('2');
    await page.getByRole('button', { name: /Increase quantity/ }).click();
    await expect.poll(() => headerCount(page)).toBe('3');
    const next = await page.goto(`${env.server.url}/juices`);
    expect(next?.headers()['x-page-cache']).toBe('shell');
    await hydrated(page);
    expect(await headerCount(page)).toBe('3');
    expect(problems).toEqual([]);
  });

  it('works without JavaScript: the post, the redirect, and the next page from its shell with the change', async () => {
    const page = await shopperWithCart(false);
    const first = await page.goto(`${env.server.url}/mango`);
    expect(first?.headers()['x-page-cache']).toBe('shell');
    expect(await headerCount(page)).toBe('2');
    const [after] = await Promise.all([
      page.waitForResponse((r) => r.url() === `${env.server.url}/mango` && r.request().method() === 'GET'),
      page.getByRole('button', { name: /Increase quantity/ }).click(),
    ]);
    expect(after.headers()['x-page-cache']).toBe('shell');
    expect(await headerCount(page)).toBe('3');
  });
});
