// The mails to the shop's own people, in English (the staff's language): to
// the orders address for every new order (placed to pay on delivery, or paid
// online: what to pack and where it goes; what the shopper typed is made one
// plain line), and to a new member of staff with their set-up link.
import { getProduct } from '../../shared/catalogue';
import { indiaStamp } from '../../shared/india-time';
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

/** To a new member of staff: the link that sets up their sign-in, and how long it opens. */
export function staffSetupMail(to: string, role: string, url: string, expiresAt: number): Message {
  return {
    to,
    subject: 'Set up your Too More back office sign-in',
    text: [
      `You have been added to the Too More back office as ${role}.`,
      `Set up your sign-in here (the link opens once, until ${indiaStamp(expiresAt)}):\n${url}`,
      'You will choose a password and add the back office to an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password or any TOTP app), and be given recovery codes to keep somewhere safe.',
      'If you did not expect this, ignore it: without the set-up nobody can sign in as you.',
    ].join('\n\n'),
  };
}
