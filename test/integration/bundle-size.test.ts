// Size budgets read from the build (esbuild metafile), not timed: JavaScript the
// home page loads before it is interactive, the stylesheet, and home images.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import request from 'supertest';
import { describe, expect, it } from 'vitest';

import { createApp } from '../../server/app';
import { testConfig } from '../helpers/config';

const dist = path.resolve('dist');
const manifest = JSON.parse(readFileSync(path.join(dist, 'build-manifest.json'), 'utf8'));
const meta = JSON.parse(readFileSync(path.join(dist, 'client-metafile.json'), 'utf8')) as {
  outputs: Record<string, { imports: { path: string; kind: string }[]; entryPoint?: string }>;
};
const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;
const KB = 1024;

/** Output files the given output pulls in before it runs (static imports). */
function staticClosure(out: string, seen = new Set<string>()): Set<string> {
  if (seen.has(out)) return seen;
  seen.add(out);
  for (const imp of meta.outputs[out]?.imports ?? []) if (imp.kind === 'import-statement') staticClosure(imp.path, seen);
  return seen;
}

describe('size budgets', () => {
  // 150 KB since the data router (React Router's loaders, actions and fetchers:
  // about 20 KB gzip more than the declarative router); see docs/decisions/015.
  it('home JavaScript before interactive stays within 150 KB gzip', () => {
    const files = staticClosure(path.join('dist/client', manifest.entry));
    for (const url of [...manifest.start, ...(manifest.routes.home ?? [])]) staticClosure(path.join('dist/client', url), files);
    const sizes = [...files].map((f) => ({ f, size: gz(f) })).sort((a, b) => b.size - a.size);
    const total = sizes.reduce((n, s) => n + s.size, 0);
    expect(
      total,
      `home JS ${Math.round(total / KB)} KB gzip; largest: ${sizes
        .slice(0, 3)
        .map((s) => `${s.f} ${Math.round(s.size / KB)} KB`)
        .join(', ')}`,
    ).toBeLessThanOrEqual(150 * KB);
  });

  it('keeps what a first page does not need out of the first bundle', () => {
    const files = staticClosure(path.join('dist/client', manifest.entry));
    const inputs = JSON.parse(readFileSync(path.join(dist, 'client-metafile.json'), 'utf8')).outputs as Record<string, { inputs: Record<string, unknown> }>;
    const bundled = [...files].flatMap((f) => Object.keys(inputs[f]?.inputs ?? {}));
    for (const lazy of ['react-toastify', 'i18next-http-backend', 'i18next-browser-languagedetector', 'swr']) {
      expect(
        bundled.filter((i) => i.includes(`node_modules/${lazy}/`)),
        `${lazy} in the first bundle`,
      ).toEqual([]);
    }
  });

  it('sends none of the server’s way of writing links to the browser', () => {
    const outputs = JSON.parse(readFileSync(path.join(dist, 'client-metafile.json'), 'utf8')).outputs as Record<string, { inputs: Record<string, unknown> }>;
    const inputs = Object.values(outputs).flatMap((o) => Object.keys(o.inputs));
    expect(inputs.filter((i) => i.includes('client/components/Link.tsx'))).toHaveLength(1);
    expect(inputs.filter((i) => i.includes('router-link'))).toEqual([]);
  });

  it('the stylesheet stays within 20 KB gzip', () => {
    for (const css of manifest.stylesheets) {
      const size = gz(path.join('dist/client', css));
      expect(size, `${css} is ${Math.round(size / KB)} KB gzip`).toBeLessThanOrEqual(20 * KB);
    }
  });

  it('no image on the home page is over 60 KB', async () => {
    const app = await createApp(testConfig());
    const html = (await request(app).get('/').expect(200)).text;
    const images = [...html.matchAll(/<img[^>]+src="([^"]+)"/g)].map((m) => m[1]!);
    expect(images.length).toBeGreaterThan(0);
    for (const src of images) {
      const size = statSync(path.join('public', src)).size;
      expect(size, `${src} is ${Math.round(size / KB)} KB`).toBeLessThanOrEqual(60 * KB);
    }
  });
});
