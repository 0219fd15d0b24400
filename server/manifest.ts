// The build's asset map (written by scripts/build.ts): the entry module, the
// stylesheets, the app's start-up chunks and, per route module, its chunks —
// preloaded with the entry, so the browser fetches a page's code in parallel
// with the entry instead of after it.
import { readFileSync } from 'node:fs';
import path from 'node:path';

import type { PhotoManifest } from '../shared/photos';

export interface BuildManifest {
  entry: string;
  stylesheets: string[];
  /** brand-face-on.css: sets the headings in the heading face from the start, for pages without JavaScript. */
  brandFaceStylesheet?: string;
  /** admin.css: the back office's own sheet, beside the shop's. */
  adminStylesheet?: string;
  /** The back office's branch (client/admin/routes.tsx and its frame), minus the entry's and start-up's chunks. */
  admin?: string[];
  /** What the entry imports (React DOM): preloaded first, it is the largest file and the first one run. */
  entryImports?: string[];
  /** The app's start-up code (client/app/start.tsx and what it imports), minus the entry's own imports. */
  start: string[];
  /** Per route module (client/routes/<module>.tsx), its chunks, minus the entry's and start-up's. */
  routes: Record<string, string[]>;
  /** Every hashed asset URL, for the service worker's precache. */
  assets: string[];
  builtAt: string;
}

/** The photos the build made (dist/photos.json); none when the build had none. */
export function readPhotos(distDir: string): PhotoManifest {
  try {
    return JSON.parse(readFileSync(path.join(distDir, 'photos.json'), 'utf8')) as PhotoManifest;
  } catch {
    return {};
  }
}

export function readManifest(distDir: string): BuildManifest {
  const file = path.join(distDir, 'build-manifest.json');
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as BuildManifest;
  } catch (error) {
    throw new Error(`No build found at ${file}. Run \`npm run build\` first.`, { cause: error });
  }
}
