// The image pipeline on photos drawn by the test: variants at the role's
// widths in AVIF and WebP (Open Graph: one 1200×630 JPEG), cropped to the
// role's box, sizes recorded, a placeholder, misnamed files ignored, and an
// unchanged source taken from the cache on the next run.
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildPhotos, type PipelineResult } from '../../scripts/images/pipeline';
import { PHOTO_ROLES } from '../../scripts/images/roles';
import { photoUrl } from '../../shared/photos';
import { writePhotos } from '../helpers/photos';

const root = mkdtempSync(path.join(os.tmpdir(), 'too-more-pipeline-'));
const sourceDir = path.join(root, 'photos');
const outDir = path.join(root, 'out');
const cacheDir = path.join(root, 'cache');
const run = () => buildPhotos({ sourceDir, outDir, cacheDir });
const file = (url: string) => path.join(outDir, url.slice('/photos/'.length));

let first: PipelineResult;
beforeAll(async () => {
  await writePhotos(sourceDir, [
    { name: 'mango.bottle.jpg', width: 700, height: 1200 },
    { name: 'grapes.slide-desktop.png', width: 1300, height: 600 },
    { name: 'site.og.jpg', width: 800, height: 500 },
    { name: 'journey.vision.jpg', width: 330, height: 230 },
  ]);
  writeFileSync(path.join(sourceDir, 'mango.poster.jpg'), 'not a role');
  writeFileSync(path.join(sourceDir, 'README.md'), '# the operator notes');
  first = await run();
}, 60_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('image pipeline', () => {
  it('makes AVIF and WebP at the widths the source can fill, cropped to the role, with sizes and a placeholder', async () => {
    const bottle = first.manifest['mango.bottle'];
    // 700 px wide: 320, 480 and 640 of the bottle's widths; 960 would be upscaled.
    expect(bottle?.widths).toEqual(PHOTO_ROLES.bottle.widths.filter((w) => w <= 700));
    expect(bottle).toMatchObject({ w: 640, h: 960 });
    expect(bottle?.v).toMatch(/^[0-9a-f]{10}$/);
    expect(bottle?.bg).toMatch(/^linear-gradient\(#[0-9a-f]{6},#[0-9a-f]{6},#[0-9a-f]{6}\)$/);
    for (const w of bottle?.widths ?? []) {
      for (const format of ['avif', 'webp'] as const) {
        const meta = await sharp(file(photoUrl('mango.bottle', bottle!, w, format))).metadata();
        expect({ format: meta.format === 'heif' ? 'avif' : meta.format, width: meta.width, height: meta.height }).toEqual({ format, width: w, height: (w * 3) / 2 });
      }
    }
    const slide = first.manifest['grapes.slide-desktop'];
    expect(slide?.widths).toEqual([768, 1200]);
    expect(slide).toMatchObject({ w: 1200, h: 480 });
    const journey = first.manifest['journey.vision'];
    expect(journey).toMatchObject({ widths: [320], w: 320, h: 220 });
  });

  it('makes one 1200×630 JPEG for Open Graph, whatever the source size', async () => {
    const og = first.manifest['site.og'];
    expect(og).toMatchObject({ widths: [1200], w: 1200, h: 630 });
    const meta = await sharp(file(photoUrl('site.og', og!, 1200, 'jpg'))).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
    expect(readdirSync(outDir).filter((f) => f.startsWith('site.og'))).toEqual([`site.og-${og!.v}-1200.jpg`]);
  });

  it('ignores files that play no role', () => {
    expect(first.ignored).toEqual(['mango.poster.jpg']);
    expect(Object.keys(first.manifest).sort()).toEqual(['grapes.slide-desktop', 'journey.vision', 'mango.bottle', 'site.og']);
  });

  it('takes unchanged sources from the cache and encodes a changed one again', async () => {
    expect(first.encoded).toHaveLength(4);
    const cached = readdirSync(cacheDir).map((d) => statSync(path.join(cacheDir, d)).mtimeMs);
    const second = await run();
    expect(second.encoded).toEqual([]);
    expect(second.cached).toHaveLength(4);
    expect(second.manifest).toEqual(first.manifest);
    expect(readdirSync(cacheDir).map((d) => statSync(path.join(cacheDir, d)).mtimeMs)).toEqual(cached);

    await writePhotos(sourceDir, [{ name: 'mango.bottle.jpg', width: 500, height: 750 }]);
    const third = await run();
    expect(third.encoded).toEqual(['mango.bottle.jpg']);
    expect(third.cached).toHaveLength(3);
    expect(third.manifest['mango.bottle']?.v).not.toBe(first.manifest['mango.bottle']?.v);
    expect(third.manifest['mango.bottle']?.widths).toEqual([320, 480]);
  });
});

describe('image pipeline, a photo whose AVIF is no smaller', () => {
  const grainRoot = mkdtempSync(path.join(os.tmpdir(), 'too-more-pipeline-grain-'));
  afterAll(() => rmSync(grainRoot, { recursive: true, force: true }));

  it('keeps WebP alone and says so in the manifest', async () => {
    const dirs = { sourceDir: path.join(grainRoot, 'photos'), outDir: path.join(grainRoot, 'out'), cacheDir: path.join(grainRoot, 'cache') };
    // Fine grain everywhere (photoLike): AVIF at this pipeline's settings comes out larger than WebP.
    await writePhotos(dirs.sourceDir, [{ name: 'grapes.slide-mobile.jpg', width: 600, height: 600 }], { photoLike: true });
    const result = await buildPhotos(dirs);
    const entry = result.manifest['grapes.slide-mobile'];
    expect(entry?.webpOnly).toBe(true);
    const made = readdirSync(dirs.outDir);
    expect(made.filter((f) => f.endsWith('.avif'))).toEqual([]);
    expect(made.filter((f) => f.endsWith('.webp'))).toHaveLength(entry!.widths.length);
    // The flat photos of the first run keep their AVIF.
    expect(first.manifest['mango.bottle']?.webpOnly).toBeUndefined();
  }, 60_000);
});
