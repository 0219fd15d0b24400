import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import type { ProductTexts } from '../../../shared/search';

/** The product texts of a language, for search and filters. */
export function productTexts(t: TFunction): ProductTexts {
  return (p) => ({
    name: p.displayName ? t(`products.${p.key}.displayName`) : undefined,
    description: t(`products.${p.key}.description`),
  });
}

/** The product texts of the current language. */
export function useProductTexts(): ProductTexts {
  const { t } = useTranslation();
  // react-i18next gives a new t (getFixedT of the language) whenever the language changes, so t is the one dependency.
  return useMemo(() => productTexts(t), [t]);
}
