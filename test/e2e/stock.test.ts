// Stock in a real browser: a size out of stock is a disabled button with its
// reason, and "tell me when it is back" is taken with JavaScript (in place, no
// reload) and without it (post, redirect, the page that says so).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type Operator, operatorOn } from '../../backend/cli/operator';
import { backendConfig } from '../../backend/config';
import { openStore } from '../../backend/store/open';
import { setStock } from '../../backend/store/stock/set-stock';
import { silent } from '../backend/helpers';
import { seriousViolations } from '../helpers/axe';
import { browserServerAndBackend, hydrated, watchConsole } from '../helpers/browser';

const env = browserServerAndBackend();
let ops: Operator;
beforeAll(async () => {
  const config = backendConfig({ dataDir: env.dataDir, publicUrl: env.server.url });
  ops = operatorOn(config, openStore(config), silent);
  await setStock(ops, 2, 0, { inStock: false });
});
afterAll(() => ops.db.close());

const waiting = async () => ops.db.all<{ email: string; size_index: number }>('SELECT email, size_index FROM stock_alerts ORDER BY id');

describe('a size out of stock', () => {
  it('is a disabled button with its reason, and the request is taken in place with JavaScript', async () => {
    const context = await env.browser.newContext({ viewport: { width: 360, height: 800 } });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(`${env.server.url}/mango`);
    await hydrated(page);
    const out = page.locator('.sizes__button--unavailable');
    await expect.poll(() => out.textContent()).toBe('250mlOut of stock');
    expect(await out.getAttribute('aria-disabled')).toBe('true');
    // 150 ml is the size on show, and it can be added.
    expect(await page.locator('.sizes__button[aria-current="true"]').textContent()).toBe('150ml');
    // The disabled size, its reason and the form pass axe on a phone.
    expect(await seriousViolations(page, '.product-page__details')).toEqual([]);
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.getByLabel(/^Email/).fill('meera@example.in');
    await page.getByRole('button', { name: 'Email me' }).click();
    await expect.poll(() => page.locator('.back-in-stock--done').textContent()).toBe('Thank you. We will email you once when it is back.');
    // No reload: the page's own state survived.
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect(await waiting()).toContainEqual({ email: 'meera@example.in', size_index: 0 });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('takes the request without JavaScript: post, redirect, the page that says so', async () => {
    const context = await env.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${env.server.url}/hi/mango?size=0`);
    await page.locator('#back-in-stock-email').fill('arjun@example.in');
    await page.locator('.back-in-stock button[type="submit"]').click();
    await page.waitForURL(/notified=1/);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/hi/mango?size=0&notified=1');
    expect(await page.locator('.back-in-stock--done').count()).toBe(1);
    expect(await waiting()).toContainEqual({ email: 'arjun@example.in', size_index: 0 });
    await context.close();
  });
});
