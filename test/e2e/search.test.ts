// Search and the juice list in a real browser: debounce, URL updates without a
// history entry per keystroke, exact-match navigation, the empty state, chips,
// highlight, Load More 4 → 8 and the filters.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { SEARCH_DEBOUNCE_MS } from '../../shared/search';
import { browserAndServer, hydrated, watchConsole } from '../helpers/browser';

const env = browserAndServer();

async function open(path: string): Promise<{ page: Page; problems: string[] }> {
  const page = await env.browser.newPage({ viewport: { width: 1280, height: 900 } });
  const problems = watchConsole(page);
  await page.goto(`${env.server.url}${path}`);
  await hydrated(page);
  return { page, problems };
}

const names = (page: Page) => page.locator('.result-card__name').allTextContents();

describe('search', () => {
  it('focuses the box, debounces typing and replaces the URL instead of stacking history', async () => {
    const { page, problems } = await open('/search');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('search-input');
    const historyBefore = await page.evaluate(() => history.length);
    // The page's clock stands still while typing, so "not yet" cannot be overtaken by a slow machine.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.keyboard.type('berr', { delay: 50 });
    // While typing: the skeleton, and the URL is not yet updated.
    expect(await page.locator('#search-heading').textContent()).toBe('Searching...');
    expect(await page.locator('.result-card--skeleton').count()).toBe(4);
    expect(new URL(page.url()).searchParams.get('q')).toBeNull();
    await page.clock.runFor(SEARCH_DEBOUNCE_MS);
    await page.waitForFunction(() => new URL(location.href).searchParams.get('q') === 'berr');
    await expect.poll(() => page.locator('#search-heading').textContent()).toBe('Found 4 juices');
    expect(await names(page)).toEqual(['Royal Vine Grapes', 'Sweet Strawberry Delight', 'SkyBerry Cloud Burst', 'Ruby Crown Pomegranate']);
    expect(await page.evaluate(() => history.length)).toBe(historyBefore);
    // Results are highlighted for a second.
    expect(await page.locator('.search-results--highlight').count()).toBe(1);
    await page.clock.runFor(1000);
    await page.waitForSelector('.search-results--highlight', { state: 'detached', timeout: 2000 });
    expect(problems).toEqual([]);
  });

  it('searches at once on submit and survives a reload', async () => {
    const { page } = await open('/search');
    await page.locator('#search-input').fill('lychee');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => names(page)).toEqual(['Lychee Luxe Delight']);
    await page.reload();
    await hydrated(page);
    expect(await names(page)).toEqual(['Lychee Luxe Delight']);
    expect(await page.locator('#search-input').inputValue()).toBe('lychee');
  });

  it('goes straight to the product on an exact name', async () => {
    const { page } = await open('/search');
    await page.locator('#search-input').fill('Royal Vine Grapes');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/grapes');
    await expect.poll(() => page.locator('h1').textContent()).toContain('Royal Vine Grapes');
    // The typing's debounced URL update must not follow the shopper to the product page.
    await page.waitForTimeout(SEARCH_DEBOUNCE_MS * 2);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/grapes');
  });

  it('shows the empty state with the query as text, and its buttons work', async () => {
    const { page, problems } = await open('/search');
    let dialogs = 0;
    page.on('dialog', (d) => {
      dialogs++;
      void d.dismiss();
    });
    await page.locator('#search-input').fill('<img src=x onerror=alert(1)>');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.search-empty').textContent()).toContain('We couldn\'t find any juices matching "<img src=x onerror=alert(1)>"');
    expect(await page.locator('#search-heading').textContent()).toBe('No juices found');
    expect(dialogs).toBe(0);
    await page.getByRole('link', { name: 'Try new search' }).click();
    await expect.poll(() => page.locator('#search-input').inputValue()).toBe('');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('search-input');
    await expect.poll(() => names(page)).toHaveLength(7);
    await page.locator('#search-input').fill('zzz');
    await page.keyboard.press('Enter');
    await page.getByRole('link', { name: 'View all juices' }).click();
    await page.waitForURL('**/juices');
    expect(problems).toEqual([]);
  });

  it('runs the chips and type cards, hiding the default view', async () => {
    const { page } = await open('/search');
    await page.getByRole('link', { name: 'Best Sellers' }).click();
    await expect.poll(() => names(page)).toEqual(['Golden Tropic Pineapple', 'Sun-Kissed Mango Bliss', 'Ruby Crown Pomegranate']);
    expect(await page.locator('.search-default').count()).toBe(0);
    await page.goBack();
    await expect.poll(() => page.locator('.search-default').count()).toBe(1);
    await page.getByRole('link', { name: /Tropical/ }).click();
    await expect.poll(() => names(page)).toEqual(['Golden Tropic Pineapple', 'Sun-Kissed Mango Bliss', 'Lychee Luxe Delight']);
  });
});

describe('juice list', () => {
  it('loads 4 more and filters from the URL', async () => {
    const { page, problems } = await open('/juices');
    const cards = () => page.locator('.juice-card').count();
    expect(await cards()).toBe(4);
    await page.getByRole('link', { name: 'Load More' }).click();
    await expect.poll(cards).toBe(7);
    expect(new URL(page.url()).searchParams.get('show')).toBe('8');
    expect(await page.getByRole('link', { name: 'Load More' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Tropical' }).click();
    await expect.poll(() => page.locator('.juice-card__name').allTextContents()).toEqual(['Golden Tropic Pineapple', 'Sun-Kissed Mango Bliss', 'Lychee Luxe Delight']);
    expect(new URL(page.url()).searchParams.get('filter')).toBe('tropical');
    await page.getByRole('link', { name: /View Details.*Lychee Luxe Delight/ }).click();
    await page.waitForURL('**/lychee');
    expect(problems).toEqual([]);
  });
});
