// What a first visit to a page downloads, with the operator's photos and
// without: Chromium (no cache, no service worker) loads the page at a phone
// and a desktop width on a BFF over the current build (`npm run build` first),
// and the bytes on the wire (gzip where the server compresses) are summed per
// kind. The photos are drawn here: photo-like originals (smooth noise over a
// gradient, 3000 px, JPEG q90), one per role the page shows.
// `npx tsx scripts/images/measure-bytes.ts [path ...]` (default: /); see docs/benchmarks.md.
import path from 'node:path';

import { hydrated, launchBrowser, startServer } from '../../test/helpers/browser';
import { distWithPhotos, type SamplePhoto } from '../../test/helpers/photos';

const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/'];
const BIG = 3000;
const photos: SamplePhoto[] = [
  ...['grapes', 'mango', 'pineapple', 'strawberry', 'pomegranate'].flatMap((k) => [
    { name: `${k}.slide-desktop.jpg`, width: BIG, height: BIG * 0.4 },
    { name: `${k}.slide-mobile.jpg`, width: BIG / 2, height: BIG / 2 },
    { name: `${k}.card.jpg`, width: BIG / 2, height: BIG * 0.75 },
    { name: `${k}.bottle.jpg`, width: BIG / 2, height: BIG * 0.75 },
  ]),
  { name: 'site.og.jpg', width: 1600, height: 840 },
];

const kind = (url: string, type: string) =>
  url.includes('/photos/')
    ? 'photos'
    : type.startsWith('image/')
      ? 'art'
      : url.endsWith('.woff2')
        ? 'font'
        : type.includes('javascript')
          ? 'js'
          : type.includes('css')
            ? 'css'
            : type.includes('html')
              ? 'html'
              : 'other';

const build = await distWithPhotos(photos, path.resolve('dist'), { photoLike: true });
const browser = await launchBrowser();
const rows: string[] = ['| Page | Width | Photos | HTML | CSS | JS | Font | Images | Total |', '| --- | --- | --- | --- | --- | --- | --- | --- | --- |'];
for (const withPhotos of [false, true]) {
  const server = await startServer({ distDir: withPhotos ? build.distDir : path.resolve('dist'), renderCache: false });
  for (const p of paths) {
    for (const width of [390, 1280]) {
      const context = await browser.newContext({ viewport: { width, height: 844 }, serviceWorkers: 'block' });
      const page = await context.newPage();
      const sizes: Record<string, number> = {};
      const pending: Promise<void>[] = [];
      page.on('requestfinished', (req) => {
        pending.push(
          req.sizes().then(async (s) => {
            const res = await req.response();
            const k = kind(req.url(), res?.headers()['content-type'] ?? '');
            sizes[k] = (sizes[k] ?? 0) + s.responseBodySize + s.responseHeadersSize;
          }),
        );
      });
      await page.goto(`${server.url}${p}`, { waitUntil: 'networkidle' });
      await hydrated(page);
      await page.waitForTimeout(500);
      await Promise.all(pending);
      const kb = (n = 0) => (n / 1024).toFixed(1);
      const images = (sizes.photos ?? 0) + (sizes.art ?? 0);
      const total = Object.values(sizes).reduce((a, b) => a + b, 0);
      rows.push(`| ${p} | ${width} | ${withPhotos ? 'yes' : 'no'} | ${kb(sizes.html)} | ${kb(sizes.css)} | ${kb(sizes.js)} | ${kb(sizes.font)} | ${kb(images)} | ${kb(total)} |`);
      await context.close();
    }
  }
  await server.close();
}
await browser.close();
build.remove();
console.log(`${build.result.encoded.length} photos encoded; kB on the wire (body + headers) per first visit:\n`);
console.log(rows.join('\n'));
