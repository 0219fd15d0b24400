// The toast container is browser-only and loads with the first toast, so the
// server HTML and the first client render agree and toasts cost nothing before.
// If its code cannot load (offline before it was ever cached), toasts show as
// plain messages where the flash notice stands, and the page stays up.
import { lazy, type ReactNode, Suspense, useSyncExternalStore } from 'react';

import { toastHost } from '../toast';

const NoToasts = (): null => null;
const Toasts = lazy<() => ReactNode>(() =>
  import('./Toasts').catch(() => {
    toastHost.mounted();
    return { default: NoToasts };
  }),
);
const NONE: readonly never[] = [];
const none = () => NONE;

export function ToastHost() {
  const wanted = useSyncExternalStore(toastHost.subscribe, toastHost.wanted, () => false);
  const plain = useSyncExternalStore(toastHost.subscribe, toastHost.plain, none);
  if (!wanted) return null;
  return (
    <>
      <Suspense fallback={null}>
        <Toasts />
      </Suspense>
      {plain.length > 0 && (
        <div className="plain-toasts" role="status">
          {plain.map((p) => (
            <p key={p.id} className={`flash-notice flash-notice--${p.kind}`}>
              {p.message}
            </p>
          ))}
        </div>
      )}
    </>
  );
}
