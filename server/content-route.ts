// /content/<lng>/<file>.json: one file of the corporate copy with its facts
// resolved, for the browser's loaders (shared/content/index.ts). Only the
// editions and files the server read at start are served.
import express, { type Router } from 'express';

import { CONTENT_LANGUAGES, contentRouteIds, JOURNEY_FILE, loadedContentFile } from '../shared/content';

export function contentRoute(): Router {
  const router = express.Router();
  const files = new Set([...contentRouteIds(), JOURNEY_FILE]);
  router.get('/content/:lng/:file', (req, res) => {
    const { lng } = req.params;
    const file = /^([\w-]+)\.json$/.exec(req.params.file)?.[1];
    const json = file && files.has(file) && CONTENT_LANGUAGES.includes(lng) ? loadedContentFile(lng, file) : undefined;
    if (json === undefined) return void res.status(404).json({ success: false, message: 'Not found' });
    // Revalidated each time (an ETag makes that a 304): the copy changes with a deploy, not with a build hash.
    res.set('Cache-Control', 'no-cache').json(json);
  });
  return router;
}
