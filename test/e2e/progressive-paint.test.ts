// A page that arrives a little at a time (a phone's connection) is not painted
// half-parsed: nothing on it moves as the rest comes in — not the header's
// actions, the delivery note, the word mark, the gallery or the cards. The
// document blocks rendering until the parser reaches the footer
// (client/app/Document.tsx); without that, every page here moved
// (docs/decisions/025-backend-rooms.md, "Behaviour kept").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { browserAndServer } from '../helpers/browser';
import { type SlowLink, slowLinkTo } from '../helpers/slow-link';

const env = browserAndServer();
let link: SlowLink;
beforeAll(async () => {
  link = await slowLinkTo(env.server.url);
});
afterAll(() => link.close());

const RECORD_SHIFTS = `
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__shifts.push(e.value.toFixed(6) + ' ' + (e.sources || []).map((s) => (s.node ? s.node.nodeName + '.' + s.node.className : '?')).join(','));
  }).observe({ type: 'layout-shift', buffered: true });`;

describe('a page on a slow link', () => {
  for (const width of [390, 1280]) {
    it(`moves nothing while it loads, ${width} px wide`, async () => {
      for (const path of ['/', '/mango', '/cart', '/hi/mango']) {
        const page = await env.browser.newPage({ viewport: { width, height: 800 } });
        await page.addInitScript(RECORD_SHIFTS);
        await page.goto(`${link.url}${path}`, { waitUntil: 'load' });
        expect(await page.evaluate(() => document.getElementById('site-footer') !== null), path).toBe(true);
        await page.waitForTimeout(300);
        expect(await page.evaluate('window.__shifts'), path).toEqual([]);
        await page.close();
      }
    });
  }
});
