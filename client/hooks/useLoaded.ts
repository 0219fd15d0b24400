// A module the page can do without until it is interactive (form rules, for
// instance): null until it has loaded, then the module. Passed a loader
// defined once at module level, so it loads once per mounted component.
import { useEffect, useState } from 'react';

export function useLoaded<T>(load: () => Promise<T>): T | null {
  const [loaded, setLoaded] = useState<T | null>(null);
  useEffect(() => {
    let live = true;
    load().then(
      (value) => live && setLoaded(() => value),
      () => undefined, // offline or gone: whoever needed it falls back to the server's check
    );
    return () => {
      live = false;
    };
  }, [load]);
  return loaded;
}
