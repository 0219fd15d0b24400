// The order timeline in Chromium: a shipped order's page hydrates without a
// console error, shows the courier, AWB number and tracking link, and passes
// axe on a phone and a desktop, left to right and right to left.
import type { BrowserContext } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';

import { openDatabase } from '../../backend/store/open';
import { setOrderStatus } from '../../backend/store/orders/status';
import { seriousViolations } from '../helpers/axe';
import { browserServerAndBackend, hydrated, watchConsole } from '../helpers/browser';
import { SHOPPER } from '../helpers/shopper';
import { signUpInContext } from '../helpers/sign-up';

const env = browserServerAndBackend();
const TRACKING = 'https://www.bluedart.com/tracking?awb=90012345678';
let context: BrowserContext | undefined;
afterEach(async () => {
  await context?.close();
  context = undefined;
});

describe('the order timeline', () => {
  it.each(['', '/ar'])('shows a shipped order’s way with its tracking link (prefix %j)', async (prefix) => {
    context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const email = `timeline-${prefix.length}@example.in`;
    await signUpInContext(context, env.server.url, env.dataDir, { email, password: 'kokum-sharbat-7' });
    const placed = await context.request.post(`${env.server.url}/api/orders`, { data: { form: { ...SHOPPER, email }, items: [{ productId: 2, sizeIndex: 0, quantity: 2 }] } });
    expect(placed.status()).toBe(201);
    const { orderId } = (await placed.json()) as { orderId: string };
    const db = openDatabase(env.dataDir);
    await setOrderStatus(db, orderId, 'processing');
    await setOrderStatus(db, orderId, 'shipped', new Date(), { courier: 'Blue Dart', awb: '90012345678', trackingUrl: TRACKING });
    await db.close();

    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(`${env.server.url}${prefix}/account/orders/${orderId}`);
    await hydrated(page);
    const timeline = page.getByTestId('order-timeline');
    expect(await timeline.locator('li').count()).toBe(5);
    expect(await timeline.locator('[aria-current="step"]').getAttribute('data-step')).toBe('shipped');
    expect(await page.getByTestId('order-tracking').getAttribute('href')).toBe(TRACKING);
    if (!prefix) expect(await page.getByTestId('order-shipment').textContent()).toContain('AWB number: 90012345678');
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await seriousViolations(page, 'main')).toEqual([]);
    }
    expect(problems).toEqual([]);
  });
});
