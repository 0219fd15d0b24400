// The service worker keeps visited pages available offline and shows the
// offline page, in the visitor's language and direction, for the rest.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { browserAndServer, hydrated } from '../helpers/browser';

const env = browserAndServer();

async function controlled(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 });
}

describe('offline', () => {
  let context: BrowserContext;
  let page: Page;

  /** The browser offline, and the server unreachable for the service worker's own fetches. */
  async function goOffline(offline: boolean) {
    env.server.setReachable(!offline);
    await context.setOffline(offline);
  }

  beforeAll(async () => {
    context = await env.browser.newContext();
    page = await context.newPage();
    await page.goto(`${env.server.url}/`);
    await hydrated(page);
    await controlled(page);
    await page.goto(`${env.server.url}/mango`);
    await hydrated(page);
    await goOffline(true);
  });

  afterAll(async () => {
    await context.close();
  });

  it('opens the home page, the juice list and a visited product page', async () => {
    for (const [path, title] of [
      ['/', /^Natural Fruit Juices \| Too More$/],
      ['/juices', /^Our Premium Juices/],
      ['/mango', /^Sun-Kissed Mango Bliss/],
    ] as const) {
      await page.goto(`${env.server.url}${path}`);
      expect(await page.title()).toMatch(title);
      await hydrated(page);
    }
  });

  it('shows the offline page for a page never visited', async () => {
    const res = await page.goto(`${env.server.url}/our-story`);
    expect(res?.status()).toBe(503);
    expect(await page.textContent('h1')).toBe('You are offline');
    expect(await page.getAttribute('html', 'dir')).toBe('ltr');
  });

  it('never answers API calls from a cache', async () => {
    const status = await page.evaluate(() =>
      fetch('/api/auth/is-auth').then(
        (r) => r.status,
        () => 'network error',
      ),
    );
    expect(status).toBe('network error');
  });

  it('writes the offline page right to left after the visitor chose Arabic', async () => {
    await goOffline(false);
    await page.goto(`${env.server.url}/?lng=ar`);
    await hydrated(page);
    await page.waitForFunction(async () => {
      const settings = await caches.open('too-more-settings');
      const stored = await settings.match('/__language');
      return stored ? (await stored.text()) === 'ar' : false;
    });
    await goOffline(true);
    const res = await page.goto(`${env.server.url}/certifications`);
    expect(res?.status()).toBe(503);
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    expect(await page.getAttribute('html', 'lang')).toBe('ar');
  });
});
