// The accessibility checks can fail: the helper every browser test uses
// (test/helpers/axe.ts) finds the serious violations of a page made to have them.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { seriousViolations } from '../helpers/axe';
import { launchBrowser } from '../helpers/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('the axe helper', () => {
  it('reports an image without a text alternative and a button without a name, in the whole page or in one part of it', async () => {
    const page = await browser.newPage();
    await page.setContent(
      '<!doctype html><html lang="en"><head><title>Canary</title></head><body><main><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><button></button></main></body></html>',
    );
    const ids = (await seriousViolations(page)).map((v) => v.id);
    expect(ids).toEqual(expect.arrayContaining(['image-alt', 'button-name']));
    expect((await seriousViolations(page, 'main')).map((v) => v.id)).toEqual(expect.arrayContaining(['image-alt', 'button-name']));
    await page.close();
  });
});
