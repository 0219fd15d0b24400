// The long-form content edition for the current language: Hindi once its
// chunk is loaded (the first render of a Hindi page has it preloaded, on the
// server and before hydration), English until then and for other languages.
import { useEffect, useReducer } from 'react';
import { isContentLoaded, loadContent } from '../../shared/content';

export function useContentEdition(lng: string): void {
  const [, loadedNow] = useReducer((n: number) => n + 1, 0);
  const ready = isContentLoaded(lng);
  useEffect(() => {
    if (!ready) loadContent(lng).then(loadedNow, () => undefined);
  }, [lng, ready]);
}
