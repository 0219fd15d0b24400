// The app shell in a real browser: hydration, navigation, mobile menu, RTL.
import { describe, expect, it } from 'vitest';

import { browserAndServer, hydrated, watchConsole } from '../helpers/browser';

const env = browserAndServer();

describe('app shell', () => {
  it('hydrates the home page without console errors or hydration warnings', async () => {
    const page = await env.browser.newPage();
    const problems = watchConsole(page);
    await page.goto(`${env.server.url}/`);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(await page.textContent('h1')).toContain("Nature's goodness");
    expect(problems).toEqual([]);
    await page.close();
  });

  it('navigates on the client without reloading the document', async () => {
    const page = await env.browser.newPage();
    const problems = watchConsole(page);
    await page.goto(`${env.server.url}/`);
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    await page.click('.site-nav a[href="/juices"]');
    await page.waitForURL(`${env.server.url}/juices`);
    await expect.poll(() => page.title()).toBe('Our Premium Juices | Too More');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
    await page.goBack();
    await expect.poll(() => page.title()).toMatch(/^Natural Fruit Juices \| Too More$/);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('opens a desktop dropdown and closes it with Escape, returning focus', async () => {
    const page = await env.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${env.server.url}/`);
    await hydrated(page);
    const trigger = page.getByRole('button', { name: 'Investors' });
    await trigger.click();
    await expect.poll(() => page.getByRole('link', { name: 'Financial Reports' }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('link', { name: 'Financial Reports' }).isVisible()).toBe(false);
    expect(await trigger.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.close();
  });

  it('opens the slide-out menu with collapsible sections at 375 px', async () => {
    const page = await env.browser.newPage({ viewport: { width: 375, height: 740 } });
    await page.goto(`${env.server.url}/`);
    await hydrated(page);
    expect(await page.locator('.site-nav').isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.getByRole('link', { name: 'Water Conservation' }).isVisible()).toBe(false);
    await dialog.getByRole('button', { name: 'Sustainability' }).click();
    await expect.poll(() => dialog.getByRole('link', { name: 'Water Conservation' }).isVisible()).toBe(true);
    await dialog.getByRole('link', { name: 'Water Conservation' }).click();
    await page.waitForURL(`${env.server.url}/water-conservation`);
    expect(await dialog.count()).toBe(0);
    await page.close();
  });

  it('keeps Tab inside the slide-out menu and closes it with Escape, returning focus to the menu button', async () => {
    const page = await env.browser.newPage({ viewport: { width: 375, height: 740 } });
    await page.goto(`${env.server.url}/`);
    await hydrated(page);
    const opener = page.getByRole('button', { name: 'Open menu' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Close menu');
    // Shift+Tab from the first control wraps to the last one, still in the dialog.
    await page.keyboard.press('Shift+Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement) && document.activeElement !== el.querySelector('button[aria-label]'))).toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Close menu');
    await page.keyboard.press('Escape');
    expect(await dialog.count()).toBe(0);
    expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.close();
  });

  it('renders right-to-left with ?lng=ar and keeps it after hydration', async () => {
    const page = await env.browser.newPage();
    const problems = watchConsole(page);
    await page.goto(`${env.server.url}/?lng=ar`);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    expect(await page.getAttribute('html', 'lang')).toBe('ar');
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'i18next')?.value).toBe('ar');
    expect(problems).toEqual([]);
    await page.close();
  });
});
