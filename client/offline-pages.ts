// A shopper's session ended in this page (a sign-out, a deleted account, a new
// password): the service worker forgets the pages it kept for offline use.
// Without JavaScript, the page that follows the post tells it instead (the
// header of shared/offline-pages.ts).
import { FORGET_OFFLINE_PAGES } from '../shared/offline-pages';

export function forgetOfflinePages(): void {
  // No service worker outside a secure context.
  if ('serviceWorker' in navigator) navigator.serviceWorker.controller?.postMessage({ type: FORGET_OFFLINE_PAGES.message });
}
