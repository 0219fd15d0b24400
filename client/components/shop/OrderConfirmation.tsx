// The third checkout step: the order id, the delivery promise, and 'View Order'
// for customers who are logged in (guests have no order pages).
import { useTranslation } from 'react-i18next';
import { pathTo } from '../../../shared/routes';
import { useSession } from '../../hooks/useSession';
import { Link } from '../Link';

export function OrderConfirmation({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const session = useSession();
  return (
    <div className="confirmation" role="status">
      <h2>{t('checkout.confirmation.title')}</h2>
      <p>
        {t('checkout.confirmation.orderId')}: <strong data-testid="order-id">{orderId}</strong>
      </p>
      <p>{t('checkout.confirmation.delivery')}</p>
      <div className="confirmation__actions">
        {session.status === 'authenticated' && (
          <Link className="button" to={pathTo('order-detail', { orderId })}>
            {t('checkout.confirmation.viewOrder')}
          </Link>
        )}
        <Link className="button button--ghost" to={pathTo('cart')}>
          {t('checkout.confirmation.continue')}
        </Link>
      </div>
    </div>
  );
}
