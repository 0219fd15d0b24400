import type { TFunction } from 'i18next';

import { type SizeOption, unitPrice } from '../../../shared/catalogue';
import { formatINRShort, toPaise } from '../../../shared/money';

/** '₹0.08 / ml', '₹18 / L' in the current language; null when the size has no price. */
export function unitPriceText(t: TFunction, size: SizeOption | undefined, lng: string): string | null {
  if (!size || !Number.isFinite(size.cutoffPrice) || !(size.value > 0)) return null;
  const { amount, unit } = unitPrice(size);
  return t('product.unitPrice', { price: formatINRShort(toPaise(amount), lng), unit });
}
