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
  const { t, i18n } = useTranslation();
  // t keeps its identity across a language change: the language is the real dependency.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => productTexts(t), [t, i18n.language]);
}
