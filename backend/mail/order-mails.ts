// The letters about an order, in the shopper's language: the confirmation —
// what was ordered, what it costs, how it was paid (or that it is paid on
// delivery), when it arrives, a link back to the order (the account's order
// page for a signed-in shopper, a keyed link for a guest) and to its invoice —
// the cancellation, with the refund it owes (none when nothing was paid), and
// the refund's progress.
import type { TFunction } from 'i18next';

import { getProduct } from '../../shared/catalogue';
import { deliverySpan } from '../../shared/delivery';
import { deliveryDayText } from '../../shared/delivery-day';
import { formatINR, type Paise } from '../../shared/money';
import { paidWithText } from '../../shared/paid-with';
import { productName } from '../../shared/product-name';
import { ORDER_LINK_DAYS } from '../store/orders/order-links';
import type { CancelledOrder, ConfirmedOrder, RefundLetter } from '../store/postman';
import { letter } from './letter';
import type { Message } from './mailer';

export function orderConfirmationMail(t: TFunction, lng: string, order: ConfirmedOrder, link: { url: string; invoiceUrl: string }): Message {
  const money = (paise: Paise) => formatINR(paise, lng);
  const lines = order.items.map((item) => {
    const product = getProduct(item.productId);
    const name = product ? productName(t, product) : String(item.productId);
    return `${name} · ${item.size} × ${item.quantity}: ${money(item.subtotal)}`;
  });
  const totals = [
    `${t('orderDetail.subtotal')}: ${money(order.totals.subtotal)}`,
    `${t('orderDetail.shipping')}: ${money(order.totals.shipping)}`,
    ...(order.totals.discount > 0 ? [`${t('orderDetail.discount')}: −${money(order.totals.discount)}`] : []),
    `${t('orderDetail.total')}: ${money(order.totals.total)}`,
  ];
  const follow = order.key === null ? t('mail.order.accountLink') : t('mail.order.guestLink', { days: ORDER_LINK_DAYS });
  const paid = order.paidWith
    ? `${t('payment.paidBy', { method: paidWithText(t, order.paidWith) })}\n${t('payment.reference', { reference: order.paidWith.reference })}`
    : t('payment.payOnDelivery', { amount: money(order.totals.total) });
  return letter(t, order.email, t('mail.order.subject', { orderId: order.orderId }), order.firstName, [
    t('mail.order.received', { orderId: order.orderId }),
    lines.join('\n'),
    totals.join('\n'),
    paid,
    order.deliveryBy ? t('delivery.by', { date: deliveryDayText(lng, order.deliveryBy.date), pin: order.deliveryBy.pin }) : t('checkout.confirmation.delivery', deliverySpan()),
    `${follow}\n${link.url}`,
    `${t('invoice.mailLink')}\n${link.invoiceUrl}`,
  ]);
}

export function cancellationMail(t: TFunction, lng: string, order: CancelledOrder, url: string): Message {
  return letter(t, order.email, t('cancellation.mail.subject', { orderId: order.orderId }), order.firstName, [
    t('cancellation.mail.body', { orderId: order.orderId }),
    order.refundDue > 0 ? t('cancellation.refundOwed', { amount: formatINR(order.refundDue, lng) }) : t('cancellation.nothingDue'),
    url,
  ]);
}

/** The refund is on its way, or ended (processed, or failed and customer care takes it up). */
export function refundMail(t: TFunction, lng: string, refund: RefundLetter, stage: 'initiated' | 'processed' | 'failed', url: string): Message {
  const facts = { orderId: refund.orderId, amount: formatINR(refund.amount, lng) };
  return letter(t, refund.email, t(`mail.refund.${stage}Subject`, facts), refund.firstName, [t(`mail.refund.${stage}`, facts), url]);
}
