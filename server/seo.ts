// /robots.txt, /sitemap.xml (and its parts) and /manifest.webmanifest,
// generated from the route table and PUBLIC_URL at start-up (they never change
// while running). The sitemap is kept gzipped: as text it is megabytes (every
// page in 35 languages, each with 35 alternates) in every worker's heap.
import { gunzipSync, gzipSync } from 'node:zlib';

import express, { type Router } from 'express';

import { SUPPORTED_CODES } from '../shared/languages';
import { ROUTES } from '../shared/routes';
import { SITE_NAME, THEME_COLOR } from '../shared/site';
import { buildSitemap, type SitemapLimits } from './sitemap';

/** Account, checkout and form-of-one pages stay out of crawlers, under every language prefix too. */
export function robotsTxt(publicUrl: string): string {
  const hidden = ROUTES.filter((r) => (r.auth || r.noindex) && r.path !== '*').flatMap((r) => [r.path, ...(r.aliases ?? [])]);
  const paths = [...new Set(hidden.map((p) => p.replace(/\/:.*$/, '/')))];
  const disallow = [...paths, ...SUPPORTED_CODES.flatMap((lng) => paths.map((p) => `/${lng}${p}`))].map((p) => `Disallow: ${p}`);
  return ['User-agent: *', ...disallow, 'Disallow: /api/', 'Disallow: /admin', '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
}

export function webManifest() {
  return {
    name: SITE_NAME,
    short_name: SITE_NAME,
    description: 'Natural fruit juices, soft drinks and drinking water from Too More.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#fff7ed',
    theme_color: THEME_COLOR,
    icons: [
      { src: '/images/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/images/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/images/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

export function seoRoutes(publicUrl: string, sitemapLimits?: SitemapLimits): Router {
  const router = express.Router();
  const sitemap = buildSitemap(publicUrl, sitemapLimits);
  const robots = robotsTxt(publicUrl);
  const manifest = JSON.stringify(webManifest());
  const xml = (body: string) => {
    const gzipped = gzipSync(body);
    return (req: express.Request, res: express.Response) => {
      res.type('application/xml').set('Cache-Control', 'public, max-age=3600').vary('Accept-Encoding');
      if (req.acceptsEncodings('gzip') === 'gzip') void res.set('Content-Encoding', 'gzip').send(gzipped);
      else void res.send(gunzipSync(gzipped));
    };
  };
  router.get('/sitemap.xml', xml(sitemap.main));
  sitemap.parts.forEach((part, i) => router.get(`/sitemap-${i + 1}.xml`, xml(part)));
  router.get('/robots.txt', (_req, res) => void res.type('text/plain').set('Cache-Control', 'public, max-age=3600').send(robots));
  router.get('/manifest.webmanifest', (_req, res) => void res.type('application/manifest+json').set('Cache-Control', 'public, max-age=3600').send(manifest));
  return router;
}
