// The toast container is browser-only and loads with the first toast, so the
// server HTML and the first client render agree and toasts cost nothing before.
import { lazy, Suspense, useSyncExternalStore } from 'react';

import { toastHost } from '../toast';

const Toasts = lazy(() => import('./Toasts'));

export function ToastHost() {
  const wanted = useSyncExternalStore(toastHost.subscribe, toastHost.wanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  );
}
