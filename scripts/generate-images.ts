// Renders the raster images crawlers and installers need from our own SVG
// artwork, with Chromium: Open Graph cards (1200×630 JPEG) for the site and
// every product, and the app icons (PNG). The output is committed; run again
// after changing the catalogue or artwork: `npx tsx scripts/generate-images.ts`.
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import sharp from 'sharp';

import { FLAVOURS, getProductByKey, PRODUCTS } from '../shared/catalogue';
import { launchBrowser } from '../test/helpers/browser';

const root = path.resolve(import.meta.dirname, '..');
const og = path.join(root, 'public/images/og');
const icons = path.join(root, 'public/images/icons');
mkdirSync(og, { recursive: true });
mkdirSync(icons, { recursive: true });

const svg = (key: string) => readFileSync(path.join(root, 'public/images/products', `${key}.svg`), 'utf8');
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const DROP =
  '<path d="M18 3c6 8 11 13 11 19a11 11 0 0 1-22 0C7 16 12 11 18 3z" fill="#e8590c"/><path d="M13 22a5 5 0 0 0 5 5" stroke="#fff" stroke-width="2.5" fill="none" stroke-linecap="round"/>';

const card = (title: string, subtitle: string, bottles: string[], [a, b]: [string, string]) => `<!doctype html><html><body style="margin:0">
<div style="width:1200px;height:630px;display:flex;align-items:center;gap:40px;padding:0 70px;box-sizing:border-box;background:linear-gradient(135deg,${a}33,#fff7ed 60%);font-family:system-ui,sans-serif">
  <div style="flex:1">
    <div style="display:flex;align-items:center;gap:14px;font-size:44px;font-weight:800;color:#1c1917"><svg width="64" height="64" viewBox="0 0 36 36">${DROP}</svg>Too More</div>
    <h1 style="font-size:64px;line-height:1.1;margin:28px 0 16px;color:${b}">${esc(title)}</h1>
    <p style="font-size:30px;color:#44403c;margin:0">${esc(subtitle)}</p>
  </div>
  <div style="display:flex;gap:8px">${bottles.map((s) => `<div style="width:${bottles.length > 1 ? 150 : 300}px">${s.replace('<svg ', '<svg style="width:100%;height:auto" ')}</div>`).join('')}</div>
</div></body></html>`;

const browser = await launchBrowser();
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(card('Natural fruit juices', 'Pressed from Indian orchards · delivered from Jetpur', FLAVOURS.map((k) => svg(k)).slice(0, 4), ['#ffa62b', '#c2410c']));
await page.screenshot({ path: path.join(og, 'site.jpg'), type: 'jpeg', quality: 82 });
for (const p of PRODUCTS) {
  const size = p.sizes.map((s) => s.size).join(' · ');
  await page.setContent(card(p.displayName ?? p.name, `${p.name} · ${size}`, [svg(p.key)], p.colors));
  await page.screenshot({ path: path.join(og, `${p.key}.jpg`), type: 'jpeg', quality: 82 });
}

const icon = (px: number, maskable: boolean) => `<!doctype html><html><body style="margin:0">
<div style="width:${px}px;height:${px}px;display:flex;align-items:center;justify-content:center;background:${maskable ? '#fff7ed' : 'transparent'};border-radius:${maskable ? 0 : px * 0.22}px;${maskable ? '' : 'background:#fff7ed;'}">
<svg width="${Math.round(px * (maskable ? 0.6 : 0.78))}" height="${Math.round(px * (maskable ? 0.6 : 0.78))}" viewBox="0 0 36 36">${DROP}</svg></div></body></html>`;
for (const [name, px, maskable] of [
  ['icon-192.png', 192, false],
  ['icon-512.png', 512, false],
  ['maskable-512.png', 512, true],
  ['apple-touch-icon.png', 180, true],
] as const) {
  await page.setViewportSize({ width: px, height: px });
  await page.setContent(icon(px, maskable));
  // Flat art: a palette PNG is a third of the screenshot's bytes, and the
  // manifest's icon is fetched beside a page's first image (decision 024 §3).
  const shot = await page.screenshot({ omitBackground: !maskable });
  await sharp(shot).png({ palette: true, quality: 90, effort: 10, compressionLevel: 9 }).toFile(path.join(icons, name));
}
await browser.close();
console.log(`Wrote ${PRODUCTS.length + 1} Open Graph cards and 4 icons (${getProductByKey('mango')?.name} included).`);
