// The store's bar: item count and total, opening the cart page.
import { useTranslation } from 'react-i18next';

import { formatINR } from '../../../shared/money';
import { pathTo } from '../../../shared/routes';
import { useCart } from '../../hooks/useCart';
import { Hole } from '../../render-pass';
import { Link } from '../Link';

export function CartBar() {
  const { t, i18n } = useTranslation();
  const { totals } = useCart();
  return (
    <Hole>
      <div className="cart-bar">
        <p className="cart-bar__text" aria-live="polite">
          {t('store.bar', { count: totals.itemCount, total: formatINR(totals.subtotal, i18n.language) })}
        </p>
        <Link className="button button--secondary" to={pathTo('shopping-cart')}>
          {t('store.viewCart')}
        </Link>
      </div>
    </Hole>
  );
}
