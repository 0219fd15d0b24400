// The build's asset map (written by scripts/build.ts): the entry module, the
// stylesheets and, per page kind, the chunks to modulepreload so the browser
// fetches a page's code in parallel with the entry instead of after it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PageKind } from '../shared/routes';

export interface BuildManifest {
  entry: string;
  stylesheets: string[];
  /** Per page kind, the chunks to preload: the app's startup code and the page's own, minus the entry's static imports. */
  pages: Partial<Record<PageKind, string[]>>;
  /** Every hashed asset URL, for the service worker's precache. */
  assets: string[];
  builtAt: string;
}

export function readManifest(distDir: string): BuildManifest {
  const file = path.join(distDir, 'build-manifest.json');
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as BuildManifest;
  } catch (error) {
    throw new Error(`No build found at ${file}. Run \`npm run build\` first.`, { cause: error });
  }
}
