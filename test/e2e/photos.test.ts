// The photos and the heading face in Chromium, with photos drawn by the test
// and run through the pipeline: nothing shifts while the photos or the heading
// face arrive late (no layout-shift entry at all in the whole load), the
// browser picks a variant of the photo, the heading face loads, and the word mark stays on one
// line at 320 px; axe finds no serious violation on the pages with photos.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { seriousViolations } from '../helpers/axe';
import { hydrated, launchBrowser, type RunningServer, startServer, watchConsole } from '../helpers/browser';
import { distWithPhotos, type PhotoBuild } from '../helpers/photos';

let build: PhotoBuild;
let browser: Browser;
let server: RunningServer;
beforeAll(async () => {
  build = await distWithPhotos();
  [browser, server] = await Promise.all([launchBrowser(), startServer({ distDir: build.distDir })]);
});
afterAll(async () => {
  await browser.close();
  await server.close();
  build.remove();
});

/** Starts recording layout shifts before the page's first byte; read with layoutShift(). */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(`
    window.__shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__shifts.push({ value: e.value, sources: (e.sources || []).map((s) => s.node ? (s.node.outerHTML ?? s.node.parentElement?.outerHTML ?? s.node.textContent ?? '').slice(0, 80) : '') });
    }).observe({ type: 'layout-shift', buffered: true });
  `);
}

/** Answers the matching requests 600 ms late. */
async function late(page: Page, url: RegExp): Promise<void> {
  await page.route(url, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
}

const shifts = (page: Page) => page.evaluate<{ value: number; sources: string[] }[]>('window.__shifts');

async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await hydrated(page);
  // The loader sets the headings in Baloo 2 once its files are in (after the first paint).
  await page.waitForFunction(() => /^"?Baloo 2"?,/.test(getComputedStyle(document.querySelector('.logo')!).fontFamily));
  await page.evaluate('document.fonts.ready.then(() => undefined)');
  // Every picture above the fold has its bytes.
  await page.waitForFunction('[...document.images].filter((i) => i.loading !== "lazy").every((i) => i.complete)');
  await page.waitForTimeout(300);
}

describe('photos and the heading face in the browser', () => {
  for (const [path, width] of [
    ['/', 1280],
    ['/', 390],
    ['/mango', 1280],
    ['/mango', 390],
    ['/our-journey', 1280],
  ] as const) {
    it(`${path} at ${width} px: no layout shift while photos and the font load`, async () => {
      const page = await browser.newPage({ viewport: { width, height: 800 } });
      const problems = watchConsole(page);
      await recordShifts(page);
      // The photos arrive well after the first paint: the reserved boxes and placeholders are what is measured.
      await late(page, /\/photos\//);
      await page.goto(`${server.url}${path}`);
      await settled(page);
      expect(await shifts(page)).toEqual([]);
      expect(problems).toEqual([]);
      await page.close();
    });
  }

  // The heading face arriving after the first paint swaps in for the metric-matched
  // fallback, and nothing moves. The product title's unit price is in the body face
  // (its digits and ₹ were where the two faces' widths differed most: /mango's title
  // rewrapped at 1280 px until it was), decision 024.
  it('a late heading face shifts nothing (the fallback face has its metrics)', async () => {
    for (const [path, width] of [
      ['/', 1280],
      ['/', 390],
      ['/mango', 1280],
      ['/mango', 390],
      ['/juices', 1280],
      ['/our-journey', 390],
    ] as const) {
      const page = await browser.newPage({ viewport: { width, height: 800 } });
      await recordShifts(page);
      await late(page, /\.woff2$/);
      await page.goto(`${server.url}${path}`);
      await settled(page);
      expect(await shifts(page), `${path} at ${width} px`).toEqual([]);
      await page.close();
    }
  });

  it('pages with photos have no serious accessibility violation (axe) and nothing off the screen at 390 px', async () => {
    for (const path of ['/', '/mango', '/juices', '/our-journey']) {
      const page = await browser.newPage({ viewport: { width: 390, height: 800 } });
      await page.goto(`${server.url}${path}`);
      await settled(page);
      expect(await seriousViolations(page), path).toEqual([]);
      expect(await page.evaluate('document.documentElement.scrollWidth'), path).toBeLessThanOrEqual(390);
      await page.close();
    }
  });

  it('the browser picks a variant of the photo for the screen: the phone crop on a phone, the wide one on a desktop', async () => {
    for (const [width, role] of [
      [1280, 'grapes.slide-desktop'],
      [390, 'grapes.slide-mobile'],
    ] as const) {
      const page = await browser.newPage({ viewport: { width, height: 800 } });
      await page.goto(`${server.url}/`);
      await settled(page);
      const src = await page.locator('.slide--active img').evaluate((img: HTMLImageElement) => ({ src: img.currentSrc, natural: img.naturalWidth }));
      expect(src.src).toMatch(new RegExp(`/photos/${role.replace('.', '\\.')}-\\w+-\\d+\\.avif$`));
      expect(src.natural).toBeGreaterThan(0);
      // The next slide has no photo: once the app runs it comes with its art.
      await expect.poll(() => page.locator('[data-slide="mango"] img').getAttribute('src')).toBe('/images/slides/mango-desktop.svg');
      await page.close();
    }
  });

  it("the product's main photo: `sizes` covers the box it fills at every width, and a 1.75 dppx phone takes the 560 px file", async () => {
    for (const [width, dpr, file] of [
      [320, 2, null],
      [412, 1.75, 560],
      [800, 1, null],
      [900, 1, null],
      [1280, 1, 320],
    ] as const) {
      const context = await browser.newContext({ viewport: { width, height: 800 }, deviceScaleFactor: dpr });
      const page = await context.newPage();
      await page.goto(`${server.url}/mango`);
      await settled(page);
      const image = await page.locator('.gallery__image').evaluate((img: HTMLImageElement) => {
        // The first entry of `sizes` whose media matches, laid out as a width.
        const entries = img.sizes.split(/,(?![^()]*\))/).map((entry) => /^\s*(\(.*\))?\s*(.+?)\s*$/.exec(entry)!);
        const [, , length] = entries.find(([, media]) => !media || matchMedia(media).matches)!;
        const probe = document.createElement('div');
        probe.style.width = length!;
        document.body.append(probe);
        const declared = probe.getBoundingClientRect().width;
        probe.remove();
        return { box: img.getBoundingClientRect().width, declared, src: img.currentSrc };
      });
      expect(image.declared, `${width} px`).toBeGreaterThanOrEqual(image.box - 1);
      expect(image.declared, `${width} px`).toBeLessThanOrEqual(image.box * 1.1);
      if (file) expect(image.src).toMatch(new RegExp(`/photos/mango\\.bottle-\\w+-${file}\\.(avif|webp)$`));
      await context.close();
    }
  });

  it("without JavaScript /mango shows its photo at the phone's size and every thumbnail (lazy loading waits for nothing)", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
    const page = await context.newPage();
    await page.goto(`${server.url}/mango`);
    await page.waitForLoadState('load');
    await page.waitForFunction('[...document.querySelectorAll(".gallery img")].every((i) => i.complete)');
    const images = await page
      .locator('.gallery img')
      .evaluateAll((imgs) => imgs.map((i) => ({ src: (i as HTMLImageElement).currentSrc, natural: (i as HTMLImageElement).naturalWidth })));
    expect(images[0]?.src).toMatch(/\/photos\/mango\.bottle-\w+-560\.(avif|webp)$/);
    expect(images.length).toBeGreaterThan(1);
    for (const image of images) expect(image.natural, image.src).toBeGreaterThan(0);
    await context.close();
  });

  it('headings use Baloo 2 once loaded; the word mark stays on one line at 320 px', async () => {
    const page = await browser.newPage({ viewport: { width: 320, height: 640 } });
    await page.goto(`${server.url}/mango`);
    await settled(page);
    expect(await page.evaluate('document.fonts.check(\'700 32px "Baloo 2"\', "Mango")')).toBe(true);
    expect(await page.evaluate('[...document.fonts].some((f) => f.family.replace(/"/g, "") === "Baloo 2" && f.status === "loaded")')).toBe(true);
    expect(
      await page
        .locator('h1')
        .first()
        .evaluate((h) => getComputedStyle(h).fontFamily),
    ).toMatch(/^"?Baloo 2"?,/);
    const logo = await page.locator('.logo__text').evaluate((el) => {
      const r = el.getBoundingClientRect();
      return { lines: el.getClientRects().length, height: r.height, lineHeight: parseFloat(getComputedStyle(el).fontSize) * 1.6, right: r.right };
    });
    expect(logo.lines).toBe(1);
    expect(logo.height).toBeLessThanOrEqual(logo.lineHeight);
    expect(logo.right).toBeLessThanOrEqual(320);
    await page.close();
  });
});
