// axe-core in a page (evaluated through the DevTools protocol, so the page's
// CSP stays on): returns the serious and critical violations.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import type { Page } from 'playwright-core';

const source = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface Violation {
  id: string;
  impact: string;
  nodes: string[];
}

/** `within` narrows the audit to one part of the page (a CSS selector); the whole document by default. */
export async function seriousViolations(page: Page, within?: string): Promise<Violation[]> {
  const hasAxe = await page.evaluate(() => 'axe' in window);
  if (!hasAxe) await page.evaluate(source);
  const result = (await page.evaluate(
    (selector) =>
      (window as unknown as { axe: { run: (ctx: Document | Element, opts: object) => Promise<unknown> } }).axe.run(selector ? document.querySelector(selector)! : document, {
        runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'],
        // Only violations are read: axe skips collecting the passes and the rest.
        resultTypes: ['violations'],
      }),
    within,
  )) as { violations: { id: string; impact: string; nodes: { target: string[] }[] }[] };
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' ')) }));
}
