// Browser entry: React's runtime first, then (in a later task) the app's
// modules and hydration, then the work that can wait. The server-rendered page
// is usable meanwhile; splitting startup keeps every task short, so a tap is
// never stuck behind one long block of script evaluation.
// see docs/decisions/013-script-loading.md
import 'react-dom/client';

import { BOOT_GLOBAL, type BootData } from '../shared/boot';
import type { createI18n } from './i18n/create';

/** A new task (a message, not a timer: React's scheduler yields the same way). */
const yieldToMain = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });

async function start() {
  const boot = (window as unknown as Record<string, BootData | undefined>)[BOOT_GLOBAL];
  if (!boot) throw new Error('the page has no boot data');
  await yieldToMain();
  const { startApp } = await import('./app/start');
  await yieldToMain();
  const i18n = await startApp(boot, yieldToMain);
  // The page came with the part of the dictionary it shows; the rest is fetched
  // once the page is idle, before a navigation or a message needs it.
  whenIdle(
    () =>
      void import('./i18n/detect')
        .then(({ detectAndApply }) => detectAndApply(i18n))
        .then(() => import('./router/browser-language'))
        .then(() => import('./i18n/switch-language'))
        .then(({ completeDictionary }) => completeDictionary(i18n, i18n.language))
        .catch(() => undefined),
  );
  registerServiceWorker(i18n);
}

function registerServiceWorker(i18n: ReturnType<typeof createI18n>) {
  if (!('serviceWorker' in navigator)) return;
  // The worker shows its offline page in the visitor's language.
  const tellLanguage = () => navigator.serviceWorker.controller?.postMessage({ type: 'language', lng: i18n.language });
  i18n.on('languageChanged', tellLanguage);
  navigator.serviceWorker.addEventListener('controllerchange', tellLanguage);
  const register = () => {
    void navigator.serviceWorker
      .register('/sw.js')
      .then(tellLanguage)
      .catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/** Work that can wait until the page is interactive and the main thread is free. */
function whenIdle(work: () => void) {
  if ('requestIdleCallback' in window) requestIdleCallback(work, { timeout: 3000 });
  else setTimeout(work, 1000);
}

void start();
