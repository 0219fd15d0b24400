// The heading face in Chromium as a shopper's browser loads it: nothing of it
// (or of the code) before the first contentful paint, only the files the
// headings' characters need, the headings in Baloo 2 once they are in, and
// the same face without JavaScript through the <noscript> stylesheet.
// see docs/decisions/024-photos-and-brand-face.md §5
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { browserAndServer, hydrated, watchConsole } from '../helpers/browser';

const env = browserAndServer();

/** The font files the page fetched, by subset name (baloo-2-latin-basic, ...). */
function fontRequests(page: Page): string[] {
  const fonts: string[] = [];
  page.on('request', (r) => {
    const name = /\/assets\/(baloo-2-[a-z-]+?)(?:-wght-normal)?-\w+\.woff2$/.exec(r.url())?.[1];
    if (name) fonts.push(name);
  });
  return fonts;
}

const headingFace = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => getComputedStyle(el).fontFamily);
const inBaloo = /^"?Baloo 2"?,/;

async function brandFaceOn(page: Page): Promise<void> {
  await page.waitForFunction(() => /^"?Baloo 2"?,/.test(getComputedStyle(document.querySelector('.logo')!).fontFamily));
  await page.evaluate('document.fonts.ready.then(() => undefined)');
}

describe('the heading face in the browser', () => {
  it('fetches the font and the code only after the first contentful paint, the font first', async () => {
    for (const path of ['/', '/mango', '/cart']) {
      const page = await env.browser.newPage({ viewport: { width: 390, height: 800 } });
      await page.goto(`${env.server.url}${path}`);
      await hydrated(page);
      await brandFaceOn(page);
      const timing = await page.evaluate(() => {
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
        const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        const first = (pattern: RegExp) => Math.min(...resources.filter((r) => pattern.test(r.name)).map((r) => r.startTime));
        return { fcp, font: first(/\.woff2$/), code: first(/\/assets\/.*\.js$/) };
      });
      expect(timing.fcp, path).toBeLessThan(Infinity);
      expect(timing.font, path).toBeGreaterThanOrEqual(timing.fcp);
      expect(timing.code, path).toBeGreaterThanOrEqual(timing.font);
      await page.close();
    }
  });

  it('an English page fetches the basic Latin file alone, even with a ₹ in the title (body face) and a · in a heading', async () => {
    for (const path of ['/', '/mango', '/cart', '/our-story']) {
      const page = await env.browser.newPage();
      const problems = watchConsole(page);
      const fonts = fontRequests(page);
      await page.goto(`${env.server.url}${path}`);
      await hydrated(page);
      await brandFaceOn(page);
      expect(fonts, path).toEqual(['baloo-2-latin-basic']);
      expect(await headingFace(page, '.logo'), path).toMatch(inBaloo);
      expect(await page.evaluate('document.fonts.check(\'700 32px "Baloo 2"\', "Too More")'), path).toBe(true);
      expect(problems, path).toEqual([]);
      await page.close();
    }
  });

  it('a heading that would rewrap in Baloo 2 keeps the fallback, so nothing moves; the others take the face; a new page in the app drops the inline faces', async () => {
    // /mango's title is 625 px wide in the fallback and 616 px in Baloo 2, in a 620 px column at 1280 px.
    const page = await env.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.addInitScript(`
      window.__shifts = [];
      new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__shifts.push(e.value); }).observe({ type: 'layout-shift', buffered: true });
    `);
    await page.goto(`${env.server.url}/mango`);
    await hydrated(page);
    await brandFaceOn(page);
    expect(await headingFace(page, 'h1')).not.toMatch(inBaloo);
    expect(await page.locator('h1').evaluate((h) => h.style.fontFamily)).toBe('var(--heading-font)');
    expect(await headingFace(page, '#declarations-heading')).toMatch(inBaloo);
    await page.waitForTimeout(300);
    expect(await page.evaluate('window.__shifts')).toEqual([]);
    // Choosing a size stays on the page: the title keeps the fallback.
    await page.locator('.sizes__button').nth(1).click();
    await page.waitForURL(/\?size=1$/);
    expect(await page.locator('h1').evaluate((h) => h.style.fontFamily)).toBe('var(--heading-font)');
    // A new page in the app: no heading keeps an inline face (React may reuse the element with other text); the rule sets them in Baloo 2.
    await page.evaluate('window.__samePage = true');
    await page.getByRole('link', { name: 'Seller information' }).first().click();
    await page.waitForURL(/\/seller-information$/);
    await expect.poll(() => page.locator('h1').textContent()).toMatch(/seller/i);
    expect(await page.evaluate('window.__samePage')).toBe(true);
    expect(await page.evaluate(`[...document.querySelectorAll('h1,h2,h3,.logo')].filter((h) => h.style.fontFamily).length`)).toBe(0);
    expect(await headingFace(page, 'h1')).toMatch(inBaloo);
    expect(await headingFace(page, '.logo')).toMatch(inBaloo);
    await page.close();
  });

  it('a Hindi page fetches Devanagari too, and no Latin it does not show', async () => {
    const page = await env.browser.newPage();
    const fonts = fontRequests(page);
    await page.goto(`${env.server.url}/hi/mango`);
    await hydrated(page);
    await brandFaceOn(page);
    expect(fonts.sort()).toEqual(['baloo-2-devanagari', 'baloo-2-latin-basic']);
    expect(await page.evaluate('document.fonts.check(\'700 32px "Baloo 2"\', "आम")')).toBe(true);
    await page.close();
  });

  it('without JavaScript the headings are in Baloo 2 from the start (the <noscript> stylesheet)', async () => {
    const context = await env.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const fonts = fontRequests(page);
    await page.goto(`${env.server.url}/mango`);
    await page.waitForLoadState('load');
    expect(await headingFace(page, 'h1')).toMatch(inBaloo);
    expect(await headingFace(page, '.logo')).toMatch(inBaloo);
    expect(fonts).toContain('baloo-2-latin-basic');
    await context.close();
  });
});
