// Static files. Hashed build assets are immutable for a year; public files
// (images, icons) an hour; locale dictionaries five minutes; the service
// worker is always revalidated so a new version is picked up.
import path from 'node:path';

import express, { type Router } from 'express';

export function staticRoutes(distDir: string, publicDir: string): Router {
  const router = express.Router();
  router.use(
    '/assets',
    express.static(path.join(distDir, 'client', 'assets'), {
      immutable: true,
      maxAge: '1y',
      index: false,
      fallthrough: false,
    }),
  );
  // The operator's photos (scripts/images/pipeline.ts): versioned names, so immutable too.
  router.use(
    '/photos',
    express.static(path.join(distDir, 'photos'), {
      immutable: true,
      maxAge: '1y',
      index: false,
      fallthrough: false,
    }),
  );
  router.get('/sw.js', (_req, res, next) => {
    res.set({ 'Cache-Control': 'no-cache', 'Service-Worker-Allowed': '/' });
    res.sendFile(path.join(distDir, 'client', 'sw.js'), (err) => err && next(err));
  });
  // Every public file has an extension: a page's path (none) goes on without a look at the disk.
  const publicFiles = express.static(publicDir, { maxAge: '1h', index: false, redirect: false });
  router.use((req, res, next) => (/\.[^/]*$/.test(req.path) ? publicFiles(req, res, next) : next()));
  return router;
}
