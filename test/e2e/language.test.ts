// Switching language in the browser: the dictionary loads on demand, the whole
// document changes language and direction, and the choice survives a reload.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydrated, launchBrowser, startServer, watchConsole, type RunningServer } from '../helpers/browser';

let browser: Browser;
let server: RunningServer;

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startServer()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('language settings', () => {
  it('switches to Arabic right to left and back, remembering the choice', async () => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(`${server.url}/states`);
    await hydrated(page);
    expect(await page.getByRole('button', { pressed: true }).first().textContent()).toContain('Currently Selected');

    const dictionary = page.waitForResponse((r) => r.url().endsWith('/locales/ar/translation.json'));
    await page.locator('.language-card[lang="ar"]').first().click();
    expect((await dictionary).status()).toBe(200);
    await expect.poll(() => page.getAttribute('html', 'dir')).toBe('rtl');
    expect(await page.getAttribute('html', 'lang')).toBe('ar');
    expect(await page.locator('.language-card[lang="ar"]').first().getAttribute('aria-pressed')).toBe('true');
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('ar');

    await page.reload();
    await hydrated(page);
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');

    await page.locator('.language-card[lang="en"]').first().click();
    await expect.poll(() => page.getAttribute('html', 'dir')).toBe('ltr');
    expect((await context.cookies()).find((c) => c.name === 'i18next')?.value).toBe('en');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('detects the browser language on a first visit', async () => {
    const context = await browser.newContext({ locale: 'hi-IN' });
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    await hydrated(page);
    expect(await page.getAttribute('html', 'lang')).toBe('hi');
    await context.close();
  });
});
