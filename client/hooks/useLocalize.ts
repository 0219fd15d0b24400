import { useCallback } from 'react';
import { useParams } from 'react-router';

import { withLanguagePrefix } from '../../shared/language-path';
import { isSupportedLanguage } from '../../shared/languages';

/** The language prefix of the current URL, or null on a bare path. */
export function usePathLanguage(): string | null {
  const { lng } = useParams();
  return isSupportedLanguage(lng) ? lng : null;
}

/** Puts a local path under the current URL's language prefix (if it has one). */
export function useLocalize(): (path: string) => string {
  const lng = usePathLanguage();
  return useCallback((path: string) => withLanguagePrefix(path, lng), [lng]);
}
