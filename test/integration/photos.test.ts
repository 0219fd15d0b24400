// The pages with the operator's photos (drawn by the test, run through the
// pipeline into a temporary dist): <picture> with AVIF and WebP srcset, sizes,
// width and height where a product, slide, card or Journey photo exists; the
// generated art where none does; the LCP photo preloaded; Open Graph pointing
// at the photo's 1200×630 JPEG.
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { MAIN_IMAGE_SIZES } from '../../client/components/shop/ProductGallery';
import { createApp } from '../../server/app';
import { photoUrl } from '../../shared/photos';
import { TEST_PUBLIC_URL, testConfig } from '../helpers/config';
import { distWithPhotos, type PhotoBuild } from '../helpers/photos';

let build: PhotoBuild;
let app: Express;
let plain: Express;
beforeAll(async () => {
  build = await distWithPhotos();
  app = await createApp(testConfig({ distDir: build.distDir, renderCache: false }));
  plain = await createApp(testConfig({ renderCache: false }));
}, 60_000);
afterAll(() => build.remove());

const pictures = (html: string) => [...html.matchAll(/<picture>([\s\S]*?)<\/picture>/g)].map((m) => m[1] ?? '');
const entry = (key: string) => {
  const found = build.result.manifest[key];
  if (!found) throw new Error(`no photo ${key}`);
  return found;
};
const unescape = (s: string) => s.replace(/&amp;/g, '&');

describe('pages with photos', () => {
  it('home: the first slide is a <picture> of the photo with a phone crop, preloaded with high priority; flavour cards use card photos', async () => {
    const html = unescape((await request(app).get('/').expect(200)).text);
    const slide = pictures(html).find((p) => p.includes('grapes.slide-desktop'));
    expect(slide).toBeDefined();
    const desktop = entry('grapes.slide-desktop');
    const mobile = entry('grapes.slide-mobile');
    expect(slide).toContain(`<source type="image/avif" media="(max-width: 767px)" srcSet="${photoUrl('grapes.slide-mobile', mobile, 360, 'avif')} 360w"`);
    expect(slide).toContain(`srcSet="${photoUrl('grapes.slide-desktop', desktop, 768, 'avif')} 768w, ${photoUrl('grapes.slide-desktop', desktop, 1200, 'avif')} 1200w"`);
    expect(slide).toMatch(/<img[^>]*srcSet="[^"]*grapes\.slide-desktop-\w+-1200\.webp 1200w"[^>]*sizes="\(max-width: 1232px\) 100vw, 1200px"[^>]*width="1200" height="480"/);
    expect(slide).toMatch(/fetchPriority="high"/);
    expect(slide).toContain(`background-image:${desktop.bg}`);
    // One preload per source: the phone crop for phones, the wide one for the rest
    // (React preloads a plain eager <img> by itself, never one in a <picture>).
    const preloads = [...html.matchAll(/<link rel="preload"[^>]*as="image"[^>]*>/g)].map((m) => m[0]).filter((l) => l.includes('/photos/'));
    expect(preloads).toHaveLength(2);
    expect(preloads.join('\n')).toContain('media="(max-width: 767px)"');
    expect(preloads.join('\n')).toContain('media="not all and (max-width: 767px)"');
    for (const p of preloads) expect(p).toMatch(/fetchPriority="high"/i);
    // The first slide alone is served; the next ones, whose art stays where they
    // have no photo, come once the app runs (test/e2e/photos.test.ts).
    expect(html).not.toContain('/images/slides/mango-desktop.svg');
    // mango has a card photo; grapes' card stays art.
    expect(html).toMatch(/<source type="image\/avif" srcSet="\/photos\/mango\.card-\w+-160\.avif 160w/);
    expect(html).toContain('/images/products/grapes.svg');
    expect(html).toContain(`<meta property="og:image" content="${TEST_PUBLIC_URL}${photoUrl('site.og', entry('site.og'), 1200, 'jpg')}"/>`);
  });

  it('/mango: the gallery shows the bottle photo (preloaded), the thumbnails keep the art for roles without a photo, Open Graph is the photo', async () => {
    const html = unescape((await request(app).get('/mango').expect(200)).text);
    const bottle = entry('mango.bottle');
    const main = pictures(html).find((p) => p.includes('gallery__image'));
    expect(main).toContain(`srcSet="${bottle.widths.map((w) => `${photoUrl('mango.bottle', bottle, w, 'webp')} ${w}w`).join(', ')}"`);
    expect(main).toContain(`sizes="${MAIN_IMAGE_SIZES}"`);
    expect(main).toMatch(/width="320" height="480"/);
    expect(html).toMatch(/<link rel="preload"[^>]*mango\.bottle-\w+-320\.avif/);
    expect(html).toContain('/images/products/mango-label.svg');
    expect(html).toContain(`<meta property="og:image" content="${TEST_PUBLIC_URL}${photoUrl('mango.og', entry('mango.og'), 1200, 'jpg')}"/>`);
    // The photo files are served, immutable.
    const res = await request(app)
      .get(photoUrl('mango.og', entry('mango.og'), 1200, 'jpg'))
      .expect(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('category pages: product cards with a photo are <picture>s with srcset and sizes, the rest stay art', async () => {
    const soft = unescape((await request(app).get('/soft-drinks').expect(200)).text);
    const cola = entry('cola.card');
    expect(pictures(soft).find((p) => p.includes('cola.card'))).toMatch(
      new RegExp(`<img[^>]*src="${photoUrl('cola.card', cola, 240, 'webp')}"[^>]*srcSet="[^"]*160w, [^"]*240w"[^>]*sizes="160px"[^>]*width="160" height="240"`),
    );
    expect(soft).toContain('/images/products/pepyo.svg');
    const juices = unescape((await request(app).get('/juices').expect(200)).text);
    expect(pictures(juices).some((p) => p.includes('mango.card') && p.includes('sizes="160px"'))).toBe(true);
    expect(juices).toContain('/images/products/lychee.svg');
  });

  it('the Journey page shows a section photo and keeps the drawing for the others', async () => {
    const html = unescape((await request(app).get('/our-journey').expect(200)).text);
    expect(pictures(html).find((p) => p.includes('journey.vision'))).toMatch(/class="journey__art"[^>]*width="320" height="220"/);
    expect(html.match(/<svg class="journey__art"/g)?.length).toBeGreaterThan(0);
  });

  it('without photos every page keeps the generated art and the generated Open Graph cards', async () => {
    for (const path of ['/', '/mango', '/soft-drinks']) {
      const html = (await request(plain).get(path).expect(200)).text;
      expect(html).not.toContain('/photos/');
    }
    const mango = (await request(plain).get('/mango').expect(200)).text;
    expect(mango).toContain(`<meta property="og:image" content="${TEST_PUBLIC_URL}/images/og/mango.jpg"/>`);
    const home = (await request(plain).get('/').expect(200)).text;
    expect(home).toContain('/images/slides/grapes-desktop.svg');
    expect(home).toContain(`content="${TEST_PUBLIC_URL}/images/og/site.jpg"`);
  });

  it('the heading face: its @font-face rules in the page stylesheet, its files fetched by the loader after the first paint, a <noscript> stylesheet without JavaScript', async () => {
    const html = (await request(plain).get('/').expect(200)).text;
    // Nothing in <head> fetches the font: a preload there put it before the largest paint (decision 024 §5).
    expect(html).not.toMatch(/<link[^>]+as="font"/);
    expect(html).toContain('document.fonts.load(\'700 1em "Baloo 2"\'');
    const noscript = /<noscript><link rel="stylesheet" href="(\/assets\/brand-face-on-\w+\.css)"\/><\/noscript>/.exec(html)?.[1];
    expect(noscript).toBeDefined();
    expect(
      (
        await request(plain)
          .get(noscript!)
          .expect(200)
          .expect('content-type', /text\/css/)
      ).text,
    ).toContain('font-family:var(--brand-font)');
    const stylesheet = /<link rel="stylesheet" href="(\/assets\/app-\w+\.css)"\/>/.exec(html)?.[1];
    const css = (await request(plain).get(stylesheet!).expect(200)).text;
    const basic = /url\("?(\/assets\/baloo-2-latin-basic-\w+\.woff2)"?\)/.exec(css)?.[1];
    expect(basic).toBeDefined();
    const font = await request(plain).get(basic!).expect(200).expect('content-type', 'font/woff2');
    // The subset: far smaller than Fontsource's whole Latin file (33 kB).
    expect(Number(font.headers['content-length'])).toBeLessThan(24_000);
    expect(css).toMatch(/baloo-2-latin-rest-\w+\.woff2/);
    expect(css).toMatch(/baloo-2-devanagari-wght-normal-\w+\.woff2/);
  });
});
