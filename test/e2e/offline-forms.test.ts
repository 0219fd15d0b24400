// A form sent with the network off says so, on a first visit too: the toast's
// code loads with the first toast, and offline it cannot load, so the message
// shows as a plain notice instead of taking the page down to the error screen.
import { describe, expect, it } from 'vitest';

import { browserAndServer, hydrated } from '../helpers/browser';

const env = browserAndServer();

describe('offline on a first visit', () => {
  it('says the shopper is offline when signing in, and the page stays', async () => {
    // No service worker: nothing of the page's later code is kept.
    const context = await env.browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${env.server.url}/login`);
    await hydrated(page);
    await page.getByLabel('Email').fill('asha@example.in');
    await page.getByLabel('Password').fill('mango-lassi-9');
    env.server.setReachable(false);
    await context.setOffline(true);
    try {
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await expect.poll(() => page.locator('.plain-toasts').textContent()).toContain('You are offline. Please check your internet connection.');
      expect(await page.getByText('Something went wrong').count()).toBe(0);
      expect(await page.getByLabel('Email').inputValue()).toBe('asha@example.in');
    } finally {
      await context.setOffline(false);
      env.server.setReachable(true);
      await context.close();
    }
  });
});
