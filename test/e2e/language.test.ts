// Switching language in the browser: the dictionary loads on demand, the whole
// document changes language and direction at the language's own URL
// (/<lng>/...), links keep that language, and the choice survives a reload.
import { describe, expect, it } from 'vitest';

import { browserAndServer, hydrated, watchConsole } from '../helpers/browser';

const env = browserAndServer();

describe('language settings', () => {
  it('switches to Arabic right to left and back, remembering the choice', async () => {
    const context = await env.browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(`${env.server.url}/states`);
    await hydrated(page);
    expect(await page.getByRole('button', { pressed: true }).first().textContent()).toContain('Currently Selected');

    const dictionary = page.waitForResponse((r) => r.url().endsWith('/locales/ar/translation.json'));
    await page.locator('.language-card[lang="ar"]').first().click();
    expect((await dictionary).status()).toBe(200);
    await page.waitForURL('**/ar/states');
    await expect.poll(() => page.getAttribute('html', 'dir')).toBe('rtl');
    expect(await page.getAttribute('html', 'lang')).toBe('ar');
    expect(await page.locator('.language-card[lang="ar"]').first().getAttribute('aria-pressed')).toBe('true');
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('ar');

    await page.reload();
    await hydrated(page);
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');

    await page.locator('.language-card[lang="en"]').first().click();
    await page.waitForURL('**/en/states');
    await expect.poll(() => page.getAttribute('html', 'dir')).toBe('ltr');
    expect((await context.cookies()).find((c) => c.name === 'i18next')?.value).toBe('en');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('switches to Hindi without a reload, showing Loading translations while the dictionary downloads', async () => {
    // No service worker: once it controls the page it fetches /locales/ itself, past page.route's hold below.
    const context = await env.browser.newContext({ locale: 'en-US', serviceWorkers: 'block' });
    const page = await context.newPage();
    const problems = watchConsole(page);
    // Hold the Hindi dictionary back until the loading note has been seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/locales/hi/translation.json', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${env.server.url}/states`);
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

    await page.locator('.language-card[lang="hi"]').first().click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Loading translations...' }).count(), { timeout: 5000 }).toBe(1);
    release();
    await page.waitForURL('**/hi/states');
    await expect.poll(() => page.locator('h1').textContent()).toBe('भाषा सेटिंग्स');
    expect(await page.getAttribute('html', 'lang')).toBe('hi');
    expect(await page.getAttribute('html', 'dir')).toBe('ltr');
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    expect(await page.getByText('Loading translations...').count()).toBe(0);
    expect(await page.locator('.language-card[aria-pressed="true"]').first().getAttribute('lang')).toBe('hi');
    expect((await context.cookies()).find((c) => c.name === 'i18next')?.value).toBe('hi');

    await page.unroute('**/locales/hi/translation.json');
    await page.reload();
    await hydrated(page);
    expect(await page.getAttribute('html', 'lang')).toBe('hi');
    expect(await page.locator('h1').textContent()).toBe('भाषा सेटिंग्स');
    expect(problems.filter((p) => !p.includes('Service Worker registration blocked'))).toEqual([]);
    await context.close();
  });

  it('shows the Hindi edition of a corporate page after a switch, loading it on demand', async () => {
    const context = await env.browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(`${env.server.url}/our-story`);
    await hydrated(page);
    expect(await page.getAttribute('article.static-page', 'lang')).toBe('en');
    await page.goto(`${env.server.url}/states`);
    await hydrated(page);
    await page.locator('.language-card[lang="hi"]').first().click();
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe('hi');
    // Links on a Hindi URL stay in Hindi.
    await page.locator('footer a[href="/hi/our-story"]').first().click();
    await page.waitForURL('**/hi/our-story');
    await expect.poll(() => page.locator('article.static-page').getAttribute('lang')).toBe('hi');
    expect(await page.locator('h1').textContent()).toBe('हमारी कहानी');
    expect(await page.locator('.static-page__intro').textContent()).toMatch(/[\u0900-\u097F]/);
    expect(await page.getByText('This page is available in English only').count()).toBe(0);
    // Reloaded, the server renders the Hindi edition and the browser hydrates it as is.
    await page.reload();
    await hydrated(page);
    expect(await page.getAttribute('article.static-page', 'lang')).toBe('hi');
    expect(await page.locator('h1').textContent()).toBe('हमारी कहानी');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('renders ?lng=he right to left from the server, before any script runs', async () => {
    const context = await env.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${env.server.url}/states?lng=he`);
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    expect(await page.getAttribute('html', 'lang')).toBe('he');
    expect(await page.locator('h1').textContent()).toBe('הגדרות שפה');
    await context.close();
  });

  it('falls back to English for an unsupported ?lng', async () => {
    const context = await env.browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(`${env.server.url}/states?lng=xx-YY`);
    await hydrated(page);
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(await page.getAttribute('html', 'dir')).toBe('ltr');
    expect(await page.locator('h1').textContent()).toBe('Language Settings');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('detects the browser language on a first visit', async () => {
    const context = await env.browser.newContext({ locale: 'hi-IN' });
    const page = await context.newPage();
    await page.goto(`${env.server.url}/`);
    await hydrated(page);
    expect(await page.getAttribute('html', 'lang')).toBe('hi');
    await context.close();
  });
});
