// The order confirmation mail, in the shopper's language: what was ordered,
// what it costs, when it arrives and a link back to the order — the account's
// order page for a signed-in shopper, a keyed link for a guest.
import type { TFunction } from 'i18next';

import { getProduct } from '../shared/catalogue';
import { formatINR, type Paise } from '../shared/money';
import { productName } from '../shared/product-name';
import { DELIVERY_DAYS } from '../shared/site';
import type { Message } from './mail';
import { letter } from './mail-text';
import { ORDER_LINK_DAYS } from './order-links';

export interface ConfirmedOrder {
  orderId: string;
  firstName: string;
  email: string;
  items: { productId: number; size: string; quantity: number; subtotal: Paise }[];
  totals: { subtotal: Paise; shipping: Paise; discount: Paise; total: Paise };
}

export function orderConfirmationMail(t: TFunction, lng: string, order: ConfirmedOrder, link: { url: string; invoiceUrl: string; guest: boolean }): Message {
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
  const follow = link.guest ? t('mail.order.guestLink', { days: ORDER_LINK_DAYS }) : t('mail.order.accountLink');
  return letter(t, order.email, t('mail.order.subject', { orderId: order.orderId }), order.firstName, [
    t('mail.order.received', { orderId: order.orderId }),
    lines.join('\n'),
    totals.join('\n'),
    t('checkout.confirmation.delivery', { from: DELIVERY_DAYS.from, to: DELIVERY_DAYS.to }),
    `${follow}\n${link.url}`,
    `${t('invoice.mailLink')}\n${link.invoiceUrl}`,
  ]);
}
