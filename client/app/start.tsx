// The app's side of startup, loaded by the entry once React itself is running:
// the language instance, the first page's code, then hydration of the whole
// document inside a transition so React can yield to input while it works.
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import type { BootData } from '../../shared/boot';
import { matchRoute } from '../../shared/route-match';
import type { PageKind } from '../../shared/routes';
import { createI18n } from '../i18n/create';
import { preloadPage } from '../pages/registry';
import { App } from './App';

const LONG_FORM_PAGES: ReadonlySet<PageKind> = new Set(['static', 'our-story', 'journey']);

/** Each step ends with a yield, so no step and its neighbours make one long task. */
export async function startApp(boot: BootData, yieldToMain: () => Promise<void>) {
  const i18n = createI18n(boot.lng, boot.resources);
  await yieldToMain();
  const page = matchRoute(location.pathname).route.page;
  await Promise.all([preloadPage(page), LONG_FORM_PAGES.has(page) ? import('../../shared/content').then((c) => c.loadContent(boot.lng)) : undefined]);
  await yieldToMain();
  startTransition(() => {
    hydrateRoot(document, <App boot={boot} i18n={i18n} router={(children) => <BrowserRouter>{children}</BrowserRouter>} />);
  });
  return i18n;
}
