// The third checkout step: the order number, where its confirmation was
// mailed, what was bought and the delivery promise; 'View Order' opens the
// account's order page for a signed-in shopper, or the keyed link for a guest;
// the GST invoice downloads from here too.
import { useTranslation } from 'react-i18next';

import { deliveryBy, deliverySpan } from '../../../shared/delivery';
import { deliveryDayText } from '../../../shared/delivery-day';
import { formatNumber } from '../../../shared/money';
import { pathTo } from '../../../shared/routes';
import type { OrderView } from '../../api/order-shape';
import { invoiceHref } from '../../api/orders';
import { useSession } from '../../hooks/useSession';
import { OrderItems, OrderPricing } from '../accounts/OrderItems';
import { Link } from '../Link';
import { PaymentStatus } from '../payments/PaymentStatus';

interface OrderConfirmationProps {
  orderId: string;
  orderKey: string | null;
  order: OrderView | null;
}

export function OrderConfirmation({ orderId, orderKey, order }: OrderConfirmationProps) {
  const { t, i18n } = useTranslation();
  const signedIn = useSession().status === 'authenticated';
  const orderPage = pathTo('order-detail', { orderId });
  // When it arrives at its PIN code, counted from when it was placed (or paid online).
  const placedAt = order?.payment.paidAt ?? order?.date;
  const arrives = order && placedAt ? deliveryBy(new Date(placedAt), order.customer.postalCode) : null;
  const viewOrder = signedIn ? orderPage : orderKey ? `/orders/${encodeURIComponent(orderId)}?key=${encodeURIComponent(orderKey)}` : null;
  return (
    <div className="confirmation">
      <div role="status">
        <h2>{t('checkout.confirmation.title')}</h2>
        <p>
          {t('checkout.confirmation.orderId')}: <strong data-testid="order-id">{orderId}</strong>
        </p>
        {order?.customer.email && <p>{t('checkout.confirmation.mailed', { email: order.customer.email })}</p>}
        {order && <PaymentStatus order={order} orderKey={orderKey} />}
        <p>
          {arrives
            ? t('delivery.by', { date: deliveryDayText(i18n.language, arrives.date), pin: arrives.pin })
            : t('checkout.confirmation.delivery', { from: formatNumber(deliverySpan().from, i18n.language), to: formatNumber(deliverySpan().to, i18n.language) })}
        </p>
      </div>
      {order && (
        <>
          <h3>{t('orderDetail.items')}</h3>
          <OrderItems items={order.items} />
          <OrderPricing pricing={order.pricing} gstIncluded={order.gstIncluded} />
        </>
      )}
      <div className="confirmation__actions">
        {viewOrder && (
          <Link className="button" to={viewOrder}>
            {t('checkout.confirmation.viewOrder')}
          </Link>
        )}
        {order?.invoiceNumber && (signedIn || orderKey) && (
          <a className="button button--ghost" href={invoiceHref(orderId, signedIn ? null : orderKey)} download>
            {t('invoice.download')}
          </a>
        )}
        <Link className="button button--ghost" to={pathTo('cart')}>
          {t('checkout.confirmation.continue')}
        </Link>
      </div>
    </div>
  );
}
