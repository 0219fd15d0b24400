// Browser entry: read what the server inlined, load the first page's code,
// hydrate the whole document, then do the work that can wait.
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { BOOT_GLOBAL, type BootData } from '../shared/boot';
import { matchRoute } from '../shared/route-match';
import { App } from './app/App';
import { createI18n } from './i18n/create';
import { preloadPage } from './pages/registry';

async function start() {
  const boot = (window as unknown as Record<string, BootData>)[BOOT_GLOBAL]!;
  const i18n = createI18n(boot.lng, boot.resources);
  await preloadPage(matchRoute(location.pathname).route.page);
  startTransition(() => {
    hydrateRoot(document, <App boot={boot} i18n={i18n} router={(children) => <BrowserRouter>{children}</BrowserRouter>} />);
  });
  whenIdle(() => void import('./i18n/detect').then(({ detectAndApply }) => detectAndApply(i18n)).catch(() => undefined));
  registerServiceWorker(i18n);
}

function registerServiceWorker(i18n: ReturnType<typeof createI18n>) {
  if (!('serviceWorker' in navigator)) return;
  // The worker shows its offline page in the visitor's language.
  const tellLanguage = () => navigator.serviceWorker.controller?.postMessage({ type: 'language', lng: i18n.language });
  i18n.on('languageChanged', tellLanguage);
  navigator.serviceWorker.addEventListener('controllerchange', tellLanguage);
  const register = () =>
    navigator.serviceWorker
      .register('/sw.js')
      .then(tellLanguage)
      .catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/** Work that can wait until the page is interactive and the main thread is free. */
function whenIdle(work: () => void) {
  if ('requestIdleCallback' in window) requestIdleCallback(work, { timeout: 3000 });
  else setTimeout(work, 1000);
}

void start();
