import type { TFunction } from 'i18next';

import type { ProductTexts } from '../../../shared/search';

/** The product texts of a language, for search and filters. */
export function productTexts(t: TFunction): ProductTexts {
  return (p) => ({
    name: p.displayName ? t(`products.${p.key}.displayName`) : undefined,
    description: t(`products.${p.key}.description`),
  });
}
