import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import type { ProductTexts } from '../../shared/search';
import { productTexts } from '../components/search/product-texts';

/** The product texts of the current language. */
export function useProductTexts(): ProductTexts {
  const { t } = useTranslation();
  // react-i18next gives a new t (getFixedT of the language) whenever the language changes, so t is the one dependency.
  return useMemo(() => productTexts(t), [t]);
}
