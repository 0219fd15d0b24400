// Whether the page runs in the browser yet: false on the server and during
// hydration (so the first client render matches the server HTML), true after.
import { useSyncExternalStore } from 'react';

const subscribeNothing = () => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}
