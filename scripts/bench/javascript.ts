// The JavaScript a page loads before it is interactive: the entry module, its
// static imports, the app's start-up chunk and the page's own route chunk (the
// files the page preloads), from the esbuild metafile, gzip level 9.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import type { Metafile } from 'esbuild';

import { readManifest } from '../../server/manifest';
import { root } from '../production-server';

export function pageJavaScript(routeModule: string) {
  const manifest = readManifest(path.join(root, 'dist'));
  const meta = JSON.parse(readFileSync(path.join(root, 'dist/client-metafile.json'), 'utf8')) as Metafile;
  const files = new Set<string>();
  const walk = (out: string) => {
    if (files.has(out)) return;
    files.add(out);
    for (const imp of meta.outputs[out]?.imports ?? []) if (imp.kind === 'import-statement') walk(imp.path);
  };
  walk(path.join('dist/client', manifest.entry));
  for (const url of [...manifest.start, ...(manifest.routes[routeModule] ?? [])]) walk(path.join('dist/client', url));
  let raw = 0;
  let gz = 0;
  const byPackage = new Map<string, number>();
  for (const f of files) {
    const buf = readFileSync(path.join(root, f));
    raw += buf.length;
    gz += gzipSync(buf, { level: 9 }).length;
    for (const [input, { bytesInOutput }] of Object.entries(meta.outputs[f]?.inputs ?? {})) {
      const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input)?.[1] ?? 'the shop’s own code';
      byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + bytesInOutput);
    }
  }
  return { files: files.size, raw, gz, byPackage: [...byPackage].sort((a, b) => b[1] - a[1]) };
}
