import type { TFunction } from 'i18next';

import type { Product } from './catalogue';

/** The name a shopper reads: the juices' brand-style name, else the catalogue name (kept in every language). */
export function productName(t: TFunction, product: Pick<Product, 'key' | 'name' | 'displayName'>): string {
  return product.displayName ? t(`products.${product.key}.displayName`, { defaultValue: product.displayName }) : product.name;
}
