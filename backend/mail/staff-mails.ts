// The mail the shop's own orders address gets for every new order (placed to
// pay on delivery, or paid online): what to pack and where it goes, in
// English, the staff's language. What the shopper typed is made one plain line.
import { getProduct } from '../../shared/catalogue';
import { formatINR } from '../../shared/money';
import type { ConfirmedOrder } from '../store/postman';
import { plainName } from './letter';
import type { Message } from './mailer';

export function newOrderMail(to: string, order: ConfirmedOrder): Message {
  const money = (paise: number) => formatINR(paise, 'en');
  const lines = order.items.map((item) => `${getProduct(item.productId)?.name ?? String(item.productId)} · ${item.size} × ${String(item.quantity)}: ${money(item.subtotal)}`);
  const payment = order.paidWith ? `Paid online (${order.paidWith.method}, reference ${order.paidWith.reference})` : `To collect on delivery: ${money(order.totals.total)}`;
  const delivery = order.deliveryBy ? `Deliver to PIN ${order.deliveryBy.pin} by ${order.deliveryBy.date}` : 'Delivery date: see the order';
  return {
    to,
    subject: `New order ${order.orderId}: ${money(order.totals.total)}, ${order.paidWith ? 'paid online' : 'pay on delivery'}`,
    text: [
      `A new order for ${plainName(order.firstName)}.`,
      lines.join('\n'),
      `Total ${money(order.totals.total)} (shipping ${money(order.totals.shipping)}${order.totals.discount > 0 ? `, discount ${money(order.totals.discount)}` : ''})`,
      payment,
      delivery,
      `Move it on once packed: npm run order-status -- ${order.orderId} processing`,
    ].join('\n\n'),
  };
}
