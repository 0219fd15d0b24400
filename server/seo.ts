// /robots.txt, /sitemap.xml and /manifest.webmanifest, generated from the
// route table and PUBLIC_URL at start-up (they never change while running).
import express, { type Router } from 'express';
import { SUPPORTED_CODES } from '../shared/languages';
import { ROUTES, indexableRoutes } from '../shared/routes';
import { SITE_NAME, THEME_COLOR } from '../shared/site';

const xmlEscape = (s: string) => s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

export function sitemapXml(publicUrl: string): string {
  const urls = indexableRoutes().map((r) => {
    const loc = `${publicUrl}${r.path}`;
    const alternates = [...SUPPORTED_CODES.map((c) => [c, `${loc}?lng=${c}`]), ['x-default', loc]]
      .map(([code, href]) => `    <xhtml:link rel="alternate" hreflang="${code}" href="${xmlEscape(href!)}"/>`)
      .join('\n');
    return `  <url>\n    <loc>${xmlEscape(loc)}</loc>\n${alternates}\n  </url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(publicUrl: string): string {
  const hidden = ROUTES.filter((r) => (r.auth || r.noindex) && r.path !== '*').flatMap((r) => [r.path, ...(r.aliases ?? [])]);
  const disallow = [...new Set(hidden.map((p) => p.replace(/\/:.*$/, '/')))].map((p) => `Disallow: ${p}`);
  return ['User-agent: *', ...disallow, 'Disallow: /api/', '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
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

export function seoRoutes(publicUrl: string): Router {
  const router = express.Router();
  const sitemap = sitemapXml(publicUrl);
  const robots = robotsTxt(publicUrl);
  const manifest = JSON.stringify(webManifest());
  router.get('/sitemap.xml', (_req, res) => void res.type('application/xml').set('Cache-Control', 'public, max-age=3600').send(sitemap));
  router.get('/robots.txt', (_req, res) => void res.type('text/plain').set('Cache-Control', 'public, max-age=3600').send(robots));
  router.get('/manifest.webmanifest', (_req, res) => void res.type('application/manifest+json').set('Cache-Control', 'public, max-age=3600').send(manifest));
  return router;
}
