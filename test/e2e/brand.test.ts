// Corporate pages in the browser: accordion, forms, cookie settings, and a
// navigation that loads one page's copy in its language.
import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { SAMPLE_COMPANY } from '../../shared/company';
import { browserAndServer, hydrated, watchConsole } from '../helpers/browser';

const env = browserAndServer();

describe('corporate pages', () => {
  it('opens and closes FAQ answers with the keyboard', async () => {
    const page = await env.browser.newPage();
    const problems = watchConsole(page);
    await page.goto(`${env.server.url}/FAQs`);
    await hydrated(page);
    const question = page.getByRole('button', { name: 'How much is shipping?' });
    expect(await question.getAttribute('aria-expanded')).toBe('false');
    await question.focus();
    await page.keyboard.press('Enter');
    expect(await question.getAttribute('aria-expanded')).toBe('true');
    expect(await page.getByText('Shipping is ₹50 per order').isVisible()).toBe(true);
    await page.keyboard.press('Space');
    expect(await question.getAttribute('aria-expanded')).toBe('false');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('remembers cookie choices, and without preferences forgets the language', async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${env.server.url}/cookies-settings?lng=hi`);
    await hydrated(page);
    expect((await context.cookies()).find((c) => c.name === 'i18next')?.value).toBe('hi');
    await page.locator('input[name="preferences"]').uncheck();
    await page.locator('form.cookie-settings button[type="submit"]').click();
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'cookie_consent')?.value).toBe('p0.a0.m0');
    expect((await context.cookies()).find((c) => c.name === 'i18next')).toBeUndefined();
    await page.goto(`${env.server.url}/cookies-settings`);
    await hydrated(page);
    expect(await page.locator('input[name="preferences"]').isChecked()).toBe(false);
    await context.close();
  });

  it('lays the journey out in alternating sections and stacks them on phones', async () => {
    const page = await env.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${env.server.url}/our-journey`);
    await hydrated(page);
    const sections = page.locator('.journey__section');
    expect(await sections.count()).toBe(5);
    const first = await sections.nth(0).locator('.journey__text').boundingBox();
    const second = await sections.nth(1).locator('.journey__text').boundingBox();
    expect(first!.x).toBeLessThan(second!.x);
    await page.setViewportSize({ width: 375, height: 800 });
    const art = await sections.nth(1).locator('svg').boundingBox();
    const text = await sections.nth(1).locator('.journey__text').boundingBox();
    expect(art!.y).toBeGreaterThan(text!.y);
    await page.close();
  });

  it('loads only the copy of the page it navigates to, in its language', async () => {
    // No service worker: it would precache every chunk, copy included.
    const context = await env.browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(`${env.server.url}/hi`);
    await hydrated(page);
    const scripts: Promise<string>[] = [];
    const copies: { url: string; body: Promise<string> }[] = [];
    page.on('response', (res) => {
      if (res.url().endsWith('.js')) scripts.push(res.text());
      if (new URL(res.url()).pathname.startsWith('/content/')) copies.push({ url: new URL(res.url()).pathname, body: res.text() });
    });
    const hindi = JSON.parse(readFileSync('locales/hi/content/privacy-policy.json', 'utf8')) as { heading: string };
    await page.locator('a[href="/hi/privacy-policy"]').first().click();
    await page.waitForURL('**/hi/privacy-policy');
    await expect.poll(() => page.locator('h1').textContent()).toBe(hindi.heading);
    expect(await page.locator('article.static-page').getAttribute('lang')).toBe('hi');
    // One file fetched: the Hindi page's, its facts resolved by the server.
    expect(copies.map((c) => c.url)).toEqual(['/content/hi/privacy-policy.json']);
    const copy = await copies[0]!.body;
    expect(copy).toContain('डिजिटल');
    expect(copy).toContain(SAMPLE_COMPANY.legalName);
    expect(copy).not.toContain('{{');
    // No script carries any copy: neither this page's, nor the English edition, nor another page.
    const loaded = await Promise.all(scripts);
    expect(loaded.some((js) => js.includes('\\u0921\\u093F\\u091C\\u093F\\u091F\\u0932') || js.includes('डिजिटल'))).toBe(false);
    expect(loaded.some((js) => js.includes('Digital Personal Data Protection Act'))).toBe(false);
    expect(loaded.some((js) => js.includes('Frequently Asked Questions') || js.includes('Do your juices contain preservatives?'))).toBe(false);
    expect(problems.filter((p) => !p.includes('Service Worker registration blocked'))).toEqual([]);
    await context.close();
  });
});
