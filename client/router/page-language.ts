// The language a loader renders for. On the server it is fixed per request
// (server/language.ts); in the browser it follows the URL being loaded — its
// prefix, else ?lng, the remembered choice, Accept-Language — computed here
// rather than read from the i18n instance, which the root loader switches at
// the same moment the page's loader runs.
import type { Params } from 'react-router';

import { isSupportedLanguage, toSupportedLanguage } from '../../shared/languages';
import { LANGUAGE_COOKIE } from '../i18n/switch-language';
import type { AppServices } from './app-context';

export function pageLanguage(request: Request, params: Params, app: AppServices): string {
  if (app.side === 'server') return app.i18n.language;
  if (isSupportedLanguage(params.lng)) return params.lng;
  const url = new URL(request.url);
  return toSupportedLanguage(url.searchParams.get('lng')) ?? toSupportedLanguage(app.cookies.get(LANGUAGE_COOKIE)) ?? app.headerLanguage;
}
