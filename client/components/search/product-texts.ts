import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductTexts } from '../../../shared/search';

/** The product texts of the current language, for search and filters. */
export function useProductTexts(): ProductTexts {
  const { t, i18n } = useTranslation();
  return useMemo<ProductTexts>(
    () => (p) => ({
      name: p.displayName ? t(`products.${p.key}.displayName`) : undefined,
      description: t(`products.${p.key}.description`),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n.language],
  );
}
