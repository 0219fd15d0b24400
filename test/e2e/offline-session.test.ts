// Pages a signed-in shopper saw are never kept for offline use (the server
// marks them no-store), and signing out — with JavaScript or without — has the
// service worker forget every page it kept, so nothing of the shopper is
// served offline afterwards. (Without JavaScript there is no worker; the page
// after a sign-out still carries the header that makes one forget:
// test/integration/page-cache.test.ts.)
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';

import { browserServerAndBackend, hydrated } from '../helpers/browser';
import { signUpInContext } from '../helpers/sign-up';

const env = browserServerAndBackend();
let context: BrowserContext | undefined;
afterEach(async () => {
  env.server.setReachable(true);
  await context?.close();
});

async function controlled(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 });
}

/** The paths the worker keeps for offline use. */
const keptPages = (page: Page) =>
  page.evaluate(async () => {
    const names = (await caches.keys()).filter((n) => n.startsWith('too-more-pages-'));
    const kept: string[] = [];
    for (const name of names) for (const request of await (await caches.open(name)).keys()) kept.push(new URL(request.url).pathname);
    return kept.sort();
  });

async function signedInVisit(email: string): Promise<Page> {
  context = await env.browser.newContext();
  const page = await context.newPage();
  await page.goto(`${env.server.url}/`);
  await hydrated(page);
  await controlled(page);
  // An anonymous visit first: the page the worker may keep.
  await page.goto(`${env.server.url}/mango`);
  await hydrated(page);
  await signUpInContext(context, env.server.url, env.dataDir, { name: 'Kavya Rao', email, password: 'kokum-sherbet-5' });
  await page.goto(`${env.server.url}/mango`);
  expect(await page.content()).toContain(email);
  return page;
}

describe('the offline pages of a signed-in shopper', () => {
  it('keep nothing rendered for the session, and forget everything once the shopper signs out (JavaScript on)', async () => {
    const email = 'kavya-js@example.in';
    const page = await signedInVisit(email);
    await hydrated(page);
    // The signed-in /mango (with the shopper's email in it) was not kept.
    for (const path of await keptPages(page)) {
      const body = await page.evaluate(async (p) => (await (await caches.match(p))?.text()) ?? '', path);
      expect(body, path).not.toContain(email);
    }
    await page.locator('summary.avatar').click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect.poll(() => page.getByRole('link', { name: 'Sign In / Register' }).count()).toBe(1);
    // The worker forgot the kept pages; it may keep the anonymous shell pages again.
    await expect.poll(() => keptPages(page).then((kept) => kept.filter((p) => p !== '/' && p !== '/juices'))).toEqual([]);
    env.server.setReachable(false);
    await context!.setOffline(true);
    await page.goto(`${env.server.url}/mango`);
    expect(await page.content()).not.toContain(email);
  });
});
