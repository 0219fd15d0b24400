// /locales/<lng>/translation.json: the merged dictionary the browser loads when
// the visitor switches language (English fills any key a language lacks).
import express, { type Router } from 'express';

import { isSupportedLanguage } from '../shared/languages';
import type { ServerI18n } from './i18n';

export function localesRoute(serverI18n: ServerI18n): Router {
  const router = express.Router();
  router.get('/locales/:lng/translation.json', (req, res) => {
    const { lng } = req.params;
    if (!isSupportedLanguage(lng)) return void res.status(404).json({ success: false, message: 'Unknown language' });
    res.set('Cache-Control', 'public, max-age=300').json(serverI18n.dictionaryFor(lng));
  });
  return router;
}
