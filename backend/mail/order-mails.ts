// The letters about an order, in the shopper's language: the confirmation —
// what was ordered, what it costs, when it arrives, a link back to the order
// (the account's order page for a signed-in shopper, a keyed link for a guest)
// and to its invoice — and the cancellation, with the refund due (none for
// cash on delivery).
import type { TFunction } from 'i18next';

import { getProduct } from '../../shared/catalogue';
import { formatINR, type Paise } from '../../shared/money';
import { productName } from '../../shared/product-name';
import { DELIVERY_DAYS } from '../../shared/site';
import { ORDER_LINK_DAYS } from '../store/orders/order-links';
import type { CancelledOrder, ConfirmedOrder } from '../store/postman';
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
  return letter(t, order.email, t('mail.order.subject', { orderId: order.orderId }), order.firstName, [
    t('mail.order.received', { orderId: order.orderId }),
    lines.join('\n'),
    totals.join('\n'),
    t('checkout.confirmation.delivery', { from: DELIVERY_DAYS.from, to: DELIVERY_DAYS.to }),
    `${follow}\n${link.url}`,
    `${t('invoice.mailLink')}\n${link.invoiceUrl}`,
  ]);
}

export function cancellationMail(t: TFunction, lng: string, order: CancelledOrder, url: string): Message {
  return letter(t, order.email, t('cancellation.mail.subject', { orderId: order.orderId }), order.firstName, [
    t('cancellation.mail.body', { orderId: order.orderId }),
    order.refundDue > 0 ? t('cancellation.refundDue', { amount: formatINR(order.refundDue, lng) }) : t('cancellation.noRefund'),
    url,
  ]);
}
