// How far the cart is from free shipping (5000 and more ships free).
import { useTranslation } from 'react-i18next';

import { formatINR } from '../../../shared/money';
import { FREE_SHIPPING_FROM, type Totals } from '../../../shared/pricing';

export function FreeShippingProgress({ totals }: { totals: Totals }) {
  const { t, i18n } = useTranslation();
  if (totals.itemCount === 0) return null;
  const left = Math.max(0, FREE_SHIPPING_FROM - totals.subtotal);
  const text = left === 0 ? t('cart.freeShippingReached') : t('cart.freeShippingLeft', { amount: formatINR(left, i18n.language) });
  return (
    <div className="free-shipping">
      <p>{text}</p>
      <progress max={FREE_SHIPPING_FROM} value={Math.min(totals.subtotal, FREE_SHIPPING_FROM)} aria-label={text} />
    </div>
  );
}
