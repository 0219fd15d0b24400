// Arabic right to left at 1280 px and 375 px: the server's first paint is
// dir="rtl", the layout mirrors (logo on the right), nothing overflows the page,
// the header's controls do not overlap and no text is clipped. Screenshots go to
// test-results/rtl/ for a human look.
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserAndServer, hydrated } from '../helpers/browser';

const env = browserAndServer();
const PAGES = ['/', '/mango', '/cart', '/shopping-cart', '/checkout', '/search?q=berry', '/juices', '/our-story', '/login'];

beforeAll(() => {
  mkdirSync('test-results/rtl', { recursive: true });
});

interface LayoutReport {
  dir: string | null;
  overflow: number;
  overlaps: string[];
  clipped: string[];
  logoLeft: number;
}

function layoutReport(page: Page): Promise<LayoutReport> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      const s = getComputedStyle(el);
      return r.width > 2 && r.height > 2 && s.visibility !== 'hidden' && !el.closest('[hidden], [inert], .visually-hidden, .slide:not(.slide--active)');
    };
    const name = (el: Element) => `${el.tagName.toLowerCase()}.${String(el.className).split(' ')[0]}:${(el.textContent ?? '').trim().slice(0, 30)}`;
    const controls = [...document.querySelectorAll('.site-header__bar a, .site-header__bar button')].filter(visible);
    const overlaps: string[] = [];
    for (let i = 0; i < controls.length; i++) {
      for (let j = i + 1; j < controls.length; j++) {
        if (controls[i]!.contains(controls[j]!) || controls[j]!.contains(controls[i]!)) continue;
        const a = controls[i]!.getBoundingClientRect();
        const b = controls[j]!.getBoundingClientRect();
        const x = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const y = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        if (x > 1 && y > 1) overlaps.push(`${name(controls[i]!)} × ${name(controls[j]!)}`);
      }
    }
    const clipped: string[] = [];
    for (const el of document.querySelectorAll('main h1, main h2, main h3, main p, main a, main button, main label, main dt, main dd, main th, main td, header a, header button, footer a')) {
      if (!visible(el) || el.closest('.flavour-cards, .table-scroll, .store__sidebar ul, .gallery__list')) continue;
      const r = el.getBoundingClientRect();
      if (r.left < -1 || r.right > width + 1) clipped.push(`${name(el)} outside [${Math.round(r.left)}, ${Math.round(r.right)}]`);
      else if (el.scrollWidth > el.clientWidth + 2 && getComputedStyle(el).overflowX !== 'visible') clipped.push(`${name(el)} cut`);
    }
    return {
      dir: document.documentElement.getAttribute('dir'),
      overflow: document.documentElement.scrollWidth - width,
      overlaps,
      clipped,
      logoLeft: document.querySelector('.logo')!.getBoundingClientRect().left,
    };
  });
}

describe.each([1280, 375])('Arabic at %i px', (width) => {
  it('mirrors every page with no overflow, overlap or clipped text', async () => {
    const context = await env.browser.newContext({ viewport: { width, height: 900 } });
    await context.addCookies([{ name: 'cart', value: '2-0:2.24-1:1', url: env.server.url }]);
    const page = await context.newPage();
    const problems: string[] = [];
    for (const path of PAGES) {
      const response = await page.goto(`${env.server.url}${path}${path.includes('?') ? '&' : '?'}lng=ar`);
      expect(await response!.text()).toMatch(/<html lang="ar" dir="rtl"/);
      await hydrated(page);
      const report = await layoutReport(page);
      expect(report.dir, path).toBe('rtl');
      // The logo sits at the inline start, which is the right in Arabic.
      expect(report.logoLeft, path).toBeGreaterThan(width / 2 - 60);
      if (report.overflow > 0) problems.push(`${path}: page overflows by ${report.overflow}px`);
      for (const o of report.overlaps) problems.push(`${path}: overlap ${o}`);
      for (const c of report.clipped) problems.push(`${path}: ${c}`);
      await page.screenshot({ path: `test-results/rtl/ar-${width}-${path.replace(/[^a-z]+/gi, '_') || 'home'}.png`, fullPage: true });
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});
