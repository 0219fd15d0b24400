// The image pipeline: the operator's original photos (photos/<subject>.<role>.<jpg|png|webp>,
// see photos/README.md) become AVIF and WebP at the widths the layout uses
// (WebP alone for a photo whose AVIF came out no smaller),
// cropped to the role's box, plus a colour gradient shown until they arrive;
// Open Graph photos become one 1200×630 JPEG. A source whose bytes (and this
// pipeline's version) are unchanged is copied from the cache instead of encoded
// again. Called by scripts/build.ts; see docs/decisions/024-photos-and-brand-face.md.
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import sharp from 'sharp';

import { type PhotoEntry, type PhotoManifest, photoUrl } from '../../shared/photos';
import { OG_ROLE, type RoleSpec, roleSpecOf } from './roles';

/** Bump when the encoding changes: every photo is made again. */
export const PIPELINE_VERSION = 2;

const SOURCE = /^([a-z0-9][a-z0-9-]*)\.([a-z0-9][a-z0-9-]*)\.(jpe?g|png|webp)$/i;
const AVIF = { quality: 50, effort: 3 } as const;
const WEBP = { quality: 72, effort: 4 } as const;
const JPEG = { quality: 82, mozjpeg: true } as const;

export interface PipelineOptions {
  /** The operator's folder of originals. */
  sourceDir: string;
  /** Where the variants go (served at /photos/). */
  outDir: string;
  /** Encoded variants by source hash, kept between builds. */
  cacheDir: string;
}

export interface PipelineResult {
  manifest: PhotoManifest;
  /** Sources encoded in this run. */
  encoded: string[];
  /** Sources taken from the cache. */
  cached: string[];
  /** Files in the folder that play no role (misnamed), with why. */
  ignored: string[];
}

interface CachedPhoto {
  key: string;
  entry: PhotoEntry;
  files: string[];
}

export async function buildPhotos({ sourceDir, outDir, cacheDir }: PipelineOptions): Promise<PipelineResult> {
  const result: PipelineResult = { manifest: {}, encoded: [], cached: [], ignored: [] };
  if (!existsSync(sourceDir)) return result;
  mkdirSync(outDir, { recursive: true });
  mkdirSync(cacheDir, { recursive: true });
  const names = readdirSync(sourceDir).sort();
  for (const name of names) {
    if (name === 'README.md' || name.startsWith('.')) continue;
    const match = SOURCE.exec(name);
    const subject = match?.[1]?.toLowerCase() ?? '';
    const role = match?.[2]?.toLowerCase() ?? '';
    const spec = match ? roleSpecOf(subject, role) : null;
    if (!spec) {
      result.ignored.push(name);
      continue;
    }
    const key = `${subject}.${role}`;
    if (result.manifest[key]) {
      result.ignored.push(name);
      continue;
    }
    const source = readFileSync(path.join(sourceDir, name));
    const hash = createHash('sha256')
      .update(`${PIPELINE_VERSION}\n${JSON.stringify(spec)}\n`)
      .update(source)
      .digest('hex');
    const cacheEntry = path.join(cacheDir, hash.slice(0, 32));
    let photo = readCached(cacheEntry, key);
    if (photo) {
      result.cached.push(name);
    } else {
      photo = await encode(source, key, spec, hash.slice(0, 10), cacheEntry);
      result.encoded.push(name);
    }
    for (const file of photo.files) copyFileSync(path.join(cacheEntry, file), path.join(outDir, file));
    result.manifest[key] = photo.entry;
  }
  return result;
}

function readCached(dir: string, key: string): CachedPhoto | null {
  try {
    const photo = JSON.parse(readFileSync(path.join(dir, 'photo.json'), 'utf8')) as CachedPhoto;
    return photo.key === key && photo.files.every((f) => existsSync(path.join(dir, f))) ? photo : null;
  } catch {
    return null;
  }
}

async function encode(source: Buffer, key: string, spec: RoleSpec, version: string, cacheEntry: string): Promise<CachedPhoto> {
  const [aw, ah] = spec.aspect;
  // Turned upright by its EXIF orientation, flattened on white (a cut-out PNG sits on the page's white).
  const upright = await sharp(source, { failOn: 'error' }).rotate().flatten({ background: '#ffffff' }).toBuffer({ resolveWithObject: true });
  const { width: sw, height: sh } = upright.info;
  // The largest box of the role's aspect the source can fill.
  const scale = Math.min(sw / aw, sh / ah);
  const maxWidth = Math.max(1, Math.floor(aw * scale));
  const og = spec === OG_ROLE;
  const widths = og ? [...spec.widths] : spec.widths.filter((w) => w <= maxWidth);
  if (widths.length === 0) widths.push(maxWidth);
  const entry: PhotoEntry = { w: 0, h: 0, v: version, widths, bg: '' };
  const tmp = `${cacheEntry}.tmp-${process.pid}`;
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(tmp, { recursive: true });
  const files: string[] = [];
  const name = (url: string) => url.slice('/photos/'.length);
  for (const width of widths) {
    const height = Math.round((width * ah) / aw);
    const box = sharp(upright.data).resize(width, height, { fit: 'cover', position: sharp.strategy.attention });
    const formats = og ? (['jpg'] as const) : (['avif', 'webp'] as const);
    for (const format of formats) {
      const file = name(photoUrl(key, entry, width, format));
      const pipeline = box.clone();
      if (format === 'avif') pipeline.avif(AVIF);
      else if (format === 'webp') pipeline.webp(WEBP);
      else pipeline.jpeg(JPEG);
      await pipeline.toFile(path.join(tmp, file));
      files.push(file);
    }
    entry.w = width;
    entry.h = height;
  }
  // AVIF is usually the smaller; where it is not (fine grain, noise), only WebP is kept.
  const bytes = (format: string) => files.filter((f) => f.endsWith(`.${format}`)).reduce((n, f) => n + statSync(path.join(tmp, f)).size, 0);
  if (!og && bytes('avif') >= bytes('webp')) {
    for (const f of files.filter((f) => f.endsWith('.avif'))) rmSync(path.join(tmp, f));
    files.splice(0, files.length, ...files.filter((f) => !f.endsWith('.avif')));
    entry.webpOnly = true;
  }
  entry.bg = await placeholder(upright.data, aw, ah);
  writeFileSync(path.join(tmp, 'photo.json'), JSON.stringify({ key, entry, files } satisfies CachedPhoto));
  rmSync(cacheEntry, { recursive: true, force: true });
  renameSync(tmp, cacheEntry);
  return { key, entry, files };
}

/**
 * Three colours from top to bottom of the cropped photo as a CSS gradient: about
 * 50 bytes per photo in every page's boot data, where a 16 px WebP data URI
 * would be about 300 (docs/decisions/024-photos-and-brand-face.md).
 */
async function placeholder(image: Buffer, aw: number, ah: number): Promise<string> {
  const small = Math.max(1, Math.round((24 * ah) / aw));
  const { data } = await sharp(image)
    .resize(24, small, { fit: 'cover', position: sharp.strategy.attention })
    .resize(1, 3, { fit: 'fill' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const hex = (i: number) => `#${[data[i * 3], data[i * 3 + 1], data[i * 3 + 2]].map((c) => (c ?? 0).toString(16).padStart(2, '0')).join('')}`;
  return `linear-gradient(${hex(0)},${hex(1)},${hex(2)})`;
}
