// Photos made inside a test: sharp draws small originals (a coloured field
// with a disc, JPEG or PNG) into a temporary photos folder, the pipeline turns
// them into variants, and distWithPhotos gives a dist folder that is the real
// build (linked) plus those photos, for createApp's distDir.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import sharp from 'sharp';

import { buildPhotos, type PipelineResult } from '../../scripts/images/pipeline';

export interface SamplePhoto {
  name: string;
  width: number;
  height: number;
}

/** Small originals: enough for every role the pages show, few pixels, so the test stays fast. */
export const SAMPLE_PHOTOS: readonly SamplePhoto[] = [
  { name: 'grapes.slide-desktop.jpg', width: 1300, height: 520 },
  { name: 'grapes.slide-mobile.png', width: 400, height: 400 },
  { name: 'mango.bottle.jpg', width: 700, height: 1050 },
  { name: 'mango.card.png', width: 330, height: 495 },
  { name: 'mango.og.jpg', width: 1300, height: 700 },
  { name: 'cola.card.jpg', width: 250, height: 375 },
  { name: 'site.og.jpg', width: 1200, height: 630 },
  { name: 'journey.vision.jpg', width: 400, height: 275 },
];

export async function writePhotos(dir: string, photos: readonly SamplePhoto[] = SAMPLE_PHOTOS, { photoLike = false } = {}): Promise<void> {
  mkdirSync(dir, { recursive: true });
  for (const [i, p] of photos.entries()) {
    if (photoLike) {
      writeFileSync(path.join(dir, p.name), await photoLikeImage(p, i));
      continue;
    }
    const hue = (i * 47) % 360;
    const disc = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${p.width}" height="${p.height}"><circle cx="${p.width / 2}" cy="${p.height / 2}" r="${Math.min(p.width, p.height) / 3}" fill="hsl(${(hue + 180) % 360} 80% 50%)"/></svg>`,
    );
    const image = sharp({ create: { width: p.width, height: p.height, channels: 3, background: `hsl(${hue}, 60%, 40%)` } }).composite([{ input: disc }]);
    const file = path.join(dir, p.name);
    await (p.name.endsWith('.png') ? image.png() : image.jpeg()).toFile(file);
  }
}

/**
 * Something that encodes about like a photograph (for byte counts, not for tests):
 * blurred noise (detail at every scale) softly lit over a two-colour gradient, JPEG q90.
 */
async function photoLikeImage(p: SamplePhoto, i: number): Promise<Buffer> {
  const hue = (i * 47) % 360;
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${p.width}" height="${p.height}"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 60%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360} 60% 30%)"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
  );
  const noise = await sharp({ create: { width: p.width, height: p.height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .blur(1.2)
    .png()
    .toBuffer();
  return sharp(gradient)
    .composite([{ input: noise, blend: 'soft-light' }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

export interface PhotoBuild {
  root: string;
  photosDir: string;
  distDir: string;
  cacheDir: string;
  result: PipelineResult;
  /** Runs the pipeline again over the same folder and cache. */
  rebuild(): Promise<PipelineResult>;
  remove(): void;
}

/** A temporary dist: the real build's files linked, plus the pipeline's output for freshly drawn photos. */
export async function distWithPhotos(photos: readonly SamplePhoto[] = SAMPLE_PHOTOS, builtDist = path.resolve('dist'), options: { photoLike?: boolean } = {}): Promise<PhotoBuild> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'too-more-photos-'));
  const photosDir = path.join(root, 'photos');
  const distDir = path.join(root, 'dist');
  const cacheDir = path.join(root, 'cache');
  mkdirSync(distDir);
  for (const name of readdirSync(builtDist)) {
    if (name !== 'photos' && name !== 'photos.json') symlinkSync(path.join(builtDist, name), path.join(distDir, name));
  }
  await writePhotos(photosDir, photos, options);
  const run = async () => {
    const result = await buildPhotos({ sourceDir: photosDir, outDir: path.join(distDir, 'photos'), cacheDir });
    writeFileSync(path.join(distDir, 'photos.json'), JSON.stringify(result.manifest));
    return result;
  };
  const result = await run();
  return { root, photosDir, distDir, cacheDir, result, rebuild: run, remove: () => rmSync(root, { recursive: true, force: true }) };
}
