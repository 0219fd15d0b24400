// Generates the product artwork (original SVG bottles, labels and thumbnails)
// from the catalogue colours into public/images/products. Run after changing
// the catalogue: `npx tsx scripts/generate-artwork.ts`. The files are committed.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { getProductByKey, type Product, PRODUCTS } from '../shared/catalogue';
import { SLIDE_SIZES, SLIDES } from '../shared/slideshow';

const out = path.resolve('public/images/products');
mkdirSync(out, { recursive: true });

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

function shape(p: Product): string {
  switch (p.category) {
    case 'subDrinkingWater':
      return 'M120 40h80v40c40 20 60 50 60 90v250a20 20 0 0 1-20 20H80a20 20 0 0 1-20-20V170c0-40 20-70 60-90z';
    case 'subNaatuNaatu':
      return 'M80 70l40-30h80l40 30v370a10 10 0 0 1-10 10H90a10 10 0 0 1-10-10z';
    case 'subEnergyDrink':
      return 'M100 50h120l10 20v360l-10 20H100l-10-20V70z';
    default:
      return 'M135 30h50v50c45 25 65 55 65 100v240a30 30 0 0 1-30 30H100a30 30 0 0 1-30-30V180c0-45 20-75 65-100z';
  }
}

function bottle(p: Product): string {
  const [a, b] = p.colors;
  const title = esc(p.displayName ?? p.name);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="480" viewBox="0 0 320 480" role="img" aria-label="${title}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
<rect width="320" height="480" fill="#fff7ed"/>
<ellipse cx="160" cy="455" rx="100" ry="12" fill="#000" opacity=".08"/>
<path d="${shape(p)}" fill="url(#g)"/>
<rect x="80" y="220" width="160" height="120" rx="10" fill="#fff" opacity=".92"/>
<text x="160" y="270" font-family="system-ui,sans-serif" font-size="22" font-weight="700" text-anchor="middle" fill="${b}">Too More</text>
<text x="160" y="305" font-family="system-ui,sans-serif" font-size="15" text-anchor="middle" fill="#333">${esc(p.name)}</text>
<path d="M110 120q15-30 30 0" stroke="#fff" stroke-width="6" fill="none" opacity=".5" stroke-linecap="round"/>
</svg>
`;
}

function label(p: Product): string {
  const [a, b] = p.colors;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="480" viewBox="0 0 320 480" role="img" aria-label="${esc(p.name)} label">
<rect width="320" height="480" fill="${a}"/>
<circle cx="160" cy="170" r="90" fill="${b}" opacity=".85"/>
<circle cx="130" cy="140" r="25" fill="#fff" opacity=".35"/>
<text x="160" y="330" font-family="system-ui,sans-serif" font-size="30" font-weight="700" text-anchor="middle" fill="#fff">Too More</text>
<text x="160" y="370" font-family="system-ui,sans-serif" font-size="18" text-anchor="middle" fill="#fff">${esc(p.name)}</text>
</svg>
`;
}

function small(p: Product): string {
  const [a, b] = p.colors;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="${esc(p.name)}">
<rect width="96" height="96" rx="16" fill="#fff7ed"/>
<circle cx="48" cy="48" r="30" fill="${a}"/><circle cx="48" cy="48" r="16" fill="${b}"/>
</svg>
`;
}

for (const p of PRODUCTS) {
  writeFileSync(path.join(out, `${p.key}.svg`), bottle(p));
  writeFileSync(path.join(out, `${p.key}-label.svg`), label(p));
  writeFileSync(path.join(out, `${p.key}-small.svg`), small(p));
}

/** Slideshow artwork: fruit circles and the bottle; the name is HTML over it (translated). */
function slide(p: Product, kind: 'desktop' | 'mobile'): string {
  const [a, b] = p.colors;
  const { width: w, height: h } = SLIDE_SIZES[kind];
  const bx = kind === 'desktop' ? 820 : 175;
  const by = kind === 'desktop' ? 40 : 12;
  const scale = kind === 'desktop' ? 0.85 : 0.7;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="s" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#s)"/>
<circle cx="${w * 0.78}" cy="${h * 0.5}" r="${h * 0.42}" fill="#fff" opacity=".18"/>
<circle cx="${w * 0.62}" cy="${h * 0.86}" r="${h * 0.12}" fill="#fff" opacity=".22"/>
<circle cx="${w * 0.95}" cy="${h * 0.12}" r="${h * 0.08}" fill="#fff" opacity=".25"/>
<g transform="translate(${bx} ${by}) scale(${scale})"><path d="${shape(p)}" fill="#fff" opacity=".95"/><path d="${shape(p)}" fill="${a}" opacity=".55"/>
<rect x="80" y="220" width="160" height="120" rx="10" fill="#fff"/><text x="160" y="288" font-family="system-ui,sans-serif" font-size="24" font-weight="700" text-anchor="middle" fill="${b}">Too More</text></g>
</svg>
`;
}

const slides = path.resolve('public/images/slides');
mkdirSync(slides, { recursive: true });
for (const s of SLIDES) {
  const p = getProductByKey(s.key);
  if (!p) throw new Error(`slide for an unknown product: ${s.key}`);
  writeFileSync(path.join(slides, `${s.key}-desktop.svg`), slide(p, 'desktop'));
  writeFileSync(path.join(slides, `${s.key}-mobile.svg`), slide(p, 'mobile'));
}
console.log(`Wrote ${PRODUCTS.length * 3} product files and ${SLIDES.length * 2} slides`);
