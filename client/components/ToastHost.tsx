// The toast container is browser-only and loads after hydration, so the server
// HTML and the first client render agree and toasts cost nothing up front.
import { lazy, Suspense, useEffect, useState } from 'react';

const Toasts = lazy(() => import('./Toasts'));

export function ToastHost() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  );
}
