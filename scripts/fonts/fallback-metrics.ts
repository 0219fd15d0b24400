// Measures, in Chromium, the metric overrides of the heading face's fallback
// (client/styles/heading-fallback.css): the local Arial (or its metric twin
// Liberation Sans) scaled so the shop's headings are as wide as in Baloo 2 at
// the same weight, with Baloo 2's ascent and descent, so the swap moves
// nothing. The sample is what headings mostly say: every product's name as
// its page titles it, and a line of prose. Canvas measureText at 100 px:
// width of the sample, fontBoundingBoxAscent/Descent.
// `npx tsx scripts/fonts/fallback-metrics.ts`; paste the output into heading-fallback.css.
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { PRODUCTS } from '../../shared/catalogue';
import { launchBrowser } from '../../test/helpers/browser';

const root = path.resolve(import.meta.dirname, '../..');
const font = readFileSync(path.join(root, 'node_modules/@fontsource-variable/baloo-2/files/baloo-2-latin-wght-normal.woff2')).toString('base64');
const browser = await launchBrowser();
const page = await browser.newPage();
await page.setContent(`<style>@font-face{font-family:B;src:url(data:font/woff2;base64,${font}) format('woff2');font-weight:400 800}</style>`);
// A string, not a function: the page runs it as written (no bundler helpers).
const rows = await page.evaluate<{ weight: number; sizeAdjust: number; ascent: number; descent: number }[]>(`(async () => {
  const S = ${JSON.stringify([...PRODUCTS.map((p) => `${p.displayName ?? p.name} : ${p.sizes[0]?.size ?? ''}`), 'Natural fruit juices from Jetpur, Gujarat'].join(' '))};
  const c = document.createElement('canvas').getContext('2d');
  const out = [];
  for (const w of [400, 700]) {
    await document.fonts.load(w + ' 100px B');
    c.font = w + ' 100px B';
    const b = c.measureText(S);
    c.font = w + ' 100px Arial, "Liberation Sans"';
    const a = c.measureText(S);
    out.push({ weight: w, sizeAdjust: b.width / a.width, ascent: b.fontBoundingBoxAscent, descent: b.fontBoundingBoxDescent });
  }
  return out;
})()`);
await browser.close();
for (const r of rows) {
  console.log(`/* weight ${r.weight} */`);
  console.log(`  size-adjust: ${(r.sizeAdjust * 100).toFixed(2)}%;`);
  console.log(`  ascent-override: ${(r.ascent / r.sizeAdjust).toFixed(2)}%;`);
  console.log(`  descent-override: ${(r.descent / r.sizeAdjust).toFixed(2)}%;`);
  console.log(`  line-gap-override: 0%;`);
}
