// The language a loader renders for. On the server it is fixed per request
// (server/language.ts); in the browser it follows the URL being loaded, found
// by i18next-browser-languagedetector in the server's order (./browser-language.ts),
// rather than read from the i18n instance, which the root loader switches at
// the same moment the page's loader runs. The detector loads with the first
// navigation, not with the page.
import type { Params } from 'react-router';

import type { AppServices } from './app-context';

export async function pageLanguage(request: Request, params: Params, app: AppServices): Promise<string> {
  if (app.side === 'server') return app.i18n.language;
  // Offline before the detector came (it is fetched once the page is idle): the page keeps its language.
  const detection = await import('./browser-language').catch(() => null);
  return detection ? detection.detectPageLanguage(request, params, app) : app.i18n.language;
}
