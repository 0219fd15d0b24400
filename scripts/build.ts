// Production build with esbuild: the browser bundle (code-split per route
// module, one stylesheet), the service worker, the server bundle, and
// build-manifest.json that ties route modules to their chunks. `npm run build`.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import * as esbuild from 'esbuild';

import { contentProblems } from '../shared/content/schema';
import { LANGUAGES } from '../shared/languages';
import { keyUsage } from '../tools/i18n/key-usage';
import { fontSubsetPlugin } from './fonts/subset-plugin';
import { buildPhotos } from './images/pipeline';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const assetsDir = path.join(dist, 'client', 'assets');
const started = Date.now();

// The corporate copy (locales/<lng>/content/*.json) is data: check it first.
const problems = contentProblems(path.join(root, 'locales'));
if (problems.length) {
  console.error(`build: the corporate content is invalid (docs/content.md):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}

rmSync(dist, { recursive: true, force: true });
mkdirSync(assetsDir, { recursive: true });

const common = {
  bundle: true,
  minify: true,
  sourcemap: 'linked' as const,
  jsx: 'automatic' as const,
  define: { 'process.env.NODE_ENV': '"production"' },
  legalComments: 'none' as const,
  logLevel: 'warning' as const,
  absWorkingDir: root,
};

/**
 * The browser renders whole pages: there, client/render-pass's holes and
 * shared parts are React's Fragment, imported straight from React (a module
 * of their own would be a chunk of its own on every page).
 */
const RENDER_PASS_IMPORT = /import \{([^}]*)\} from '(?:\.\.\/)+render-pass';/;
const browserRenderPass: esbuild.Plugin = {
  name: 'browser-render-pass',
  setup(build) {
    build.onLoad({ filter: /[\\/]client[\\/].*\.tsx$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      const found = RENDER_PASS_IMPORT.exec(source);
      if (!found?.[1]) return undefined;
      const names = found[1]
        .split(',')
        .map((n) => n.trim())
        .filter(Boolean);
      return { contents: source.replace(found[0], `import { ${names.map((n) => `Fragment as ${n}`).join(', ')} } from 'react';`), loader: 'tsx' };
    });
  },
};

/**
 * The browser has nothing of client/components/router-link.tsx's server path
 * to use: there, the app's Link imports React Router's Link directly.
 */
const ROUTER_LINK_IMPORT = "import { RouterLink } from './router-link';";
const browserRouterLink: esbuild.Plugin = {
  name: 'browser-router-link',
  setup(build) {
    build.onLoad({ filter: /[\\/]client[\\/]components[\\/]Link\.tsx$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes(ROUTER_LINK_IMPORT)) throw new Error(`${args.path} no longer imports RouterLink as scripts/build.ts expects`);
      return { contents: source.replace(ROUTER_LINK_IMPORT, "import { Link as RouterLink } from 'react-router';"), loader: 'tsx' };
    });
  },
};

const client = await esbuild.build({
  ...common,
  entryPoints: { entry: 'client/entry.tsx', app: 'client/styles/app.css', 'brand-face-on': 'client/styles/brand-face-on.css', admin: 'client/styles/admin.css' },
  outdir: assetsDir,
  format: 'esm',
  splitting: true,
  platform: 'browser',
  target: ['es2022', 'chrome110', 'safari16', 'firefox115'],
  entryNames: '[name]-[hash]',
  chunkNames: 'chunk-[hash]',
  assetNames: '[name]-[hash]',
  publicPath: '/assets',
  metafile: true,
  // The heading face (client/styles/fonts.css): copied with a hashed name, the Latin file cut in two.
  loader: { '.woff2': 'file' },
  plugins: [fontSubsetPlugin(root), browserRenderPass, browserRouterLink],
  // Chrome's compile hint: compile every function of a chunk on a background
  // thread while it streams in, instead of lazily on the main thread while
  // React starts (see docs/decisions/013-script-loading.md).
  banner: { js: '//# allFunctionsCalledOnLoad' },
});

const manifest = buildManifest(client.metafile);

await esbuild.build({
  ...common,
  define: { ...common.define, __BUILD__: JSON.stringify(serviceWorkerBuild(manifest.assets)) },
  entryPoints: ['client/sw.ts'],
  outfile: path.join(dist, 'client', 'sw.js'),
  format: 'iife',
  platform: 'browser',
  target: ['es2022'],
  sourcemap: false,
});

// `--client-only` skips the server bundle (tests import the server from source).
if (!process.argv.includes('--client-only'))
  await esbuild.build({
    ...common,
    entryPoints: ['server/index.ts'],
    outfile: path.join(dist, 'server', 'index.js'),
    format: 'esm',
    platform: 'node',
    target: ['node24'],
    packages: 'external',
    minify: false,
  });

// The operator's photos (photos/README.md; PHOTOS_DIR elsewhere): variants in dist/photos/, their list in dist/photos.json.
const photos = await buildPhotos({
  sourceDir: path.resolve(root, process.env.PHOTOS_DIR?.trim() || 'photos'),
  outDir: path.join(dist, 'photos'),
  cacheDir: path.join(root, '.cache', 'photos'),
});
writeFileSync(path.join(dist, 'photos.json'), JSON.stringify(photos.manifest));
for (const name of photos.ignored) console.warn(`build: photos/${name} plays no role (see photos/README.md); skipped`);
console.log(`Photos: ${photos.encoded.length} encoded, ${photos.cached.length} from the cache`);

writeFileSync(path.join(dist, 'build-manifest.json'), JSON.stringify(manifest, null, 2));
writeFileSync(path.join(dist, 'client-metafile.json'), JSON.stringify(client.metafile));
// Which translation keys each page can render: the server inlines only those.
const english = JSON.parse(readFileSync(path.join(root, 'locales/en/translation.json'), 'utf8')) as Record<string, unknown>;
writeFileSync(path.join(dist, 'i18n-usage.json'), JSON.stringify(keyUsage(client.metafile, root, new Set(Object.keys(english))), null, 1));
console.log(`Built in ${Date.now() - started} ms → ${path.relative(root, dist)}/`);

interface OfflineTexts {
  title: string;
  text: string;
  retry: string;
}

/** What the service worker needs: a version, the assets to precache, the offline texts. */
function serviceWorkerBuild(assets: string[]) {
  const version = createHash('sha256').update(assets.join('\n')).digest('hex').slice(0, 12);
  const offline: Record<string, OfflineTexts & { dir: 'ltr' | 'rtl' }> = {};
  const translations = (code: string) => JSON.parse(readFileSync(path.join(root, 'locales', code, 'translation.json'), 'utf8')) as { offline?: Partial<OfflineTexts> };
  // English is the source language: it has every offline text.
  const en = translations('en').offline as OfflineTexts;
  for (const l of LANGUAGES) {
    let own: Partial<OfflineTexts> = {};
    try {
      own = translations(l.code).offline ?? {};
    } catch {
      // A language without a file yet shows the English offline page.
    }
    offline[l.code] = { ...en, ...own, dir: l.rtl ? 'rtl' : 'ltr' };
  }
  // The heading face's files are cached when a page uses them, not installed up front (Devanagari alone is 115 kB).
  return { version, assets: assets.filter((a) => !a.endsWith('.map') && !a.endsWith('.woff2')), offline };
}

function buildManifest(meta: esbuild.Metafile) {
  const url = (out: string) => `/assets/${path.relative(assetsDir, path.join(root, out)).split(path.sep).join('/')}`;
  const outputs = Object.entries(meta.outputs).filter(([out]) => !out.endsWith('.map'));
  const byEntryPoint = new Map(outputs.flatMap(([out, o]) => (o.entryPoint ? [[o.entryPoint, out] as const] : [])));
  const closure = (out: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(out)) return seen;
    seen.add(out);
    for (const imp of meta.outputs[out]?.imports ?? []) {
      if (imp.kind === 'import-statement' && !imp.external) closure(imp.path, seen);
    }
    return seen;
  };
  const entryOut = byEntryPoint.get('client/entry.tsx');
  const cssOut = byEntryPoint.get('client/styles/app.css');
  const brandFaceOut = byEntryPoint.get('client/styles/brand-face-on.css');
  const adminCssOut = byEntryPoint.get('client/styles/admin.css');
  const adminOut = byEntryPoint.get('client/admin/routes.tsx');
  if (!entryOut || !cssOut || !brandFaceOut || !adminCssOut || !adminOut) throw new Error('build: entry, back office or stylesheets missing from the metafile');
  const entryClosure = closure(entryOut);
  // The entry imports the app (client/app/start.tsx) in a later task; every
  // first page needs it, so it is preloaded with the page's own chunks.
  const startOut = byEntryPoint.get('client/app/start.tsx');
  if (!startOut) throw new Error('build: client/app/start.tsx missing from the metafile');
  const startClosure = closure(startOut);

  // Route module → its chunks: every client/routes/<module>.tsx is an entry
  // point of its own (the router imports them by name, one chunk each).
  const skip = new Set([...entryClosure, ...startClosure]);
  const routes: Record<string, string[]> = {};
  for (const [entryPoint, out] of byEntryPoint) {
    const routeModule = /^client\/(?:admin\/)?routes\/([\w-]+)\.tsx$/.exec(entryPoint)?.[1];
    if (routeModule) routes[routeModule] = [...closure(out)].filter((o) => !skip.has(o)).map(url);
  }
  if (Object.keys(routes).length === 0) throw new Error('build: no route modules (client/routes/*.tsx) in the metafile');
  return {
    entry: url(entryOut),
    stylesheets: [url(cssOut)],
    brandFaceStylesheet: url(brandFaceOut),
    adminStylesheet: url(adminCssOut),
    admin: [...closure(adminOut)].filter((o) => !skip.has(o)).map(url),
    entryImports: [...entryClosure].filter((o) => o !== entryOut).map(url),
    start: [...startClosure].filter((o) => !entryClosure.has(o)).map(url),
    routes,
    assets: outputs.map(([out]) => url(out)),
    builtAt: new Date().toISOString(),
  };
}
