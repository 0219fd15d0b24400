// Keyboard only: Tab reaches every visible interactive element of a page, in
// a single pass, and each one shows a focus indicator when it has focus.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { browserAndServer, hydrated } from '../helpers/browser';

const env = browserAndServer();

/** Marks every element a keyboard user should reach and returns how many there are. */
function markReachable(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]';
    const shown = (el: Element) => {
      if (el.closest('[inert], [aria-hidden="true"], details:not([open]) > :not(summary)')) return false;
      const style = getComputedStyle(el);
      return el.getClientRects().length > 0 && style.visibility !== 'hidden';
    };
    const wanted = [...document.querySelectorAll<HTMLElement>(selector)].filter((el) => el.tabIndex >= 0 && !(el as HTMLButtonElement).disabled && shown(el));
    return wanted.map((el, i) => {
      el.dataset.kb = String(i);
      return `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent).trim().slice(0, 40)}"`;
    });
  });
}

/** The focused element's mark and whether it shows a focus indicator. */
function focused(page: Page): Promise<{ kb: string | null; indicator: boolean; label: string }> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { kb: null, indicator: true, label: 'body' };
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const ring = style.boxShadow !== 'none';
    return {
      kb: el.dataset.kb ?? null,
      indicator: outline || ring,
      label: `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent).trim().slice(0, 40)}"`,
    };
  });
}

/** Tabs through the page once; returns what a keyboard user would miss. */
async function keyboardProblems(page: Page, path: string, afterMarking?: () => Promise<void>): Promise<string[]> {
  const problems: string[] = [];
  const wanted = await markReachable(page);
  await afterMarking?.();
  expect(wanted.length, path).toBeGreaterThan(3);
  const reached = new Set<string>();
  for (let i = 0; i < wanted.length + 15 && reached.size < wanted.length; i++) {
    await page.keyboard.press('Tab');
    const now = await focused(page);
    if (now.kb !== null) reached.add(now.kb);
    if (!now.indicator) problems.push(`${path}: no visible focus on ${now.label}`);
  }
  wanted.forEach((label, i) => {
    if (!reached.has(String(i))) problems.push(`${path}: Tab never reaches ${label}`);
  });
  return [...new Set(problems)];
}

const PAGES = ['/', '/mango', '/cart', '/juices', '/search?q=mango', '/our-story', '/login', '/states', '/contact-us'];

describe('keyboard', () => {
  it.each([
    ['desktop', { width: 1280, height: 900 }],
    ['375 px', { width: 375, height: 800 }],
  ])('reaches every interactive element with Tab and shows where focus is (%s)', async (_name, viewport) => {
    const context = await env.browser.newContext({ viewport });
    const page = await context.newPage();
    const problems: string[] = [];
    for (const path of PAGES) {
      await page.goto(`${env.server.url}${path}`);
      await hydrated(page);
      problems.push(...(await keyboardProblems(page, path)));
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it('notices a hidden focus ring and an element Tab skips (the check can fail)', async () => {
    const page = await env.browser.newPage();
    await page.goto(`${env.server.url}/login`);
    await hydrated(page);
    await page.addStyleTag({ content: 'button:focus, button:focus-visible { outline: none !important; box-shadow: none !important; }' });
    // An element taken out of the Tab order after it was counted as reachable.
    const problems = await keyboardProblems(page, '/login', () => page.evaluate(() => document.querySelector('footer a[href]')!.setAttribute('tabindex', '-1')));
    expect(problems.some((p) => p.includes('no visible focus on button'))).toBe(true);
    expect(problems.some((p) => p.startsWith('/login: Tab never reaches a'))).toBe(true);
    await page.close();
  });
});
