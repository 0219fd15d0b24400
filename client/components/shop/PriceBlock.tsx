// Struck-through MRP, the TooMore price and the '₹X OFF' badge of one size,
// for `quantity` units: a product page prices what is in the cart (1 when the
// size is not in it yet).
import { useTranslation } from 'react-i18next';

import type { SizeOption } from '../../../shared/catalogue';
import { formatINR, formatINRShort, toPaise } from '../../../shared/money';

export function PriceBlock({ size, quantity = 1, compact = false }: { size: SizeOption; quantity?: number; compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  return (
    <p className={`price${compact ? ' price--compact' : ''}`}>
      <span className="price__mrp">
        <span className="visually-hidden">{t('product.mrp')} </span>
        <s>{formatINR(toPaise(size.originalPrice) * quantity, lng)}</s>
      </span>{' '}
      <span className="price__ours">
        <span className="price__label">{t('product.ourPrice')}</span> {formatINR(toPaise(size.cutoffPrice) * quantity, lng)}
      </span>{' '}
      {size.discount > 0 && <span className="price__off">{t('product.off', { amount: formatINRShort(toPaise(size.discount) * quantity, lng) })}</span>}
    </p>
  );
}
