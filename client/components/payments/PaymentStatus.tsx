// Where an order's money stands, in the shopper's words (docs/decisions/026-payments.md):
// paid by UPI, card or netbanking with the gateway's reference; to pay on
// delivery; awaiting payment or failed, with the way back to pay; expired
// unpaid; a refund due, initiated, processed or failed. The pay page is a
// document of its own (its Content-Security-Policy lets the gateway's
// checkout in), so the link to it reloads the document.
import { useTranslation } from 'react-i18next';

import { formatINR, toPaise } from '../../../shared/money';
import { paidWithText } from '../../../shared/paid-with';
import { pathTo } from '../../../shared/routes';
import { formatOrderDate, type OrderView } from '../../api/order-shape';
import { Link } from '../Link';

/** The pay page of an order (with a guest's key). */
export function payPath(orderId: string, key: string | null | undefined): string {
  return `${pathTo('pay', { orderId })}${key ? `?key=${encodeURIComponent(key)}` : ''}`;
}

export function PaymentStatus({ order, orderKey }: { order: OrderView; orderKey: string | null | undefined }) {
  const { t, i18n } = useTranslation();
  const { payment } = order;
  const amount = formatINR(toPaise(payment.refund?.amount ?? order.pricing.orderTotal), i18n.language);
  const paid = payment.paidWith ? t('payment.paidBy', { method: paidWithText(t, payment.paidWith) }) : null;
  const waiting = order.status === 'awaiting_payment';
  const lines: string[] = [];
  switch (payment.state) {
    case 'paid':
      lines.push(paid ?? t('payment.states.paid'));
      break;
    case 'failed':
      lines.push(payment.error ? t('payment.page.failed', { reason: payment.error }) : t('payment.page.failedNoReason'));
      break;
    case 'refund_due':
    case 'refund_failed':
      if (paid) lines.push(paid);
      lines.push(t(`payment.states.${payment.state}`, { amount }));
      break;
    case 'refund_pending':
      if (paid) lines.push(paid);
      lines.push(t('payment.states.refund_pending', { amount, date: formatOrderDate(payment.refund?.initiatedAt ?? null, i18n.language) }));
      break;
    case 'refunded':
      if (paid) lines.push(paid);
      lines.push(t('payment.states.refunded', { amount, date: formatOrderDate(payment.refund?.settledAt ?? payment.refund?.initiatedAt ?? null, i18n.language) }));
      break;
    default:
      lines.push(t(`payment.states.${payment.state}`));
  }
  return (
    <div className={`payment-status payment-status--${payment.state}`} data-testid="payment-status">
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
      {payment.paidWith && <p className="payment-status__reference">{t('payment.reference', { reference: payment.paidWith.reference })}</p>}
      {waiting && (
        <Link reloadDocument className="button" to={payPath(order.orderId, orderKey)} data-testid="pay-now">
          {payment.state === 'failed' ? t('payment.page.tryAgain') : t('orderDetail.payNow')}
        </Link>
      )}
    </div>
  );
}
