// The mails that follow an order on its way, once a move has shipped or
// delivered it: to the order's address, in the order's language, with a link
// back to it (a guest's keyed link while it still opens the order). The
// account's owner also gets the notification, written by the move itself
// (./status.ts).
import { DEFAULT_LANGUAGE } from '../../../shared/languages';
import type { OperatorContext } from '../context';
import type { OrderProgress } from '../postman';
import { orderLinkExpiry, orderLinkKey } from './order-links';
import { isGuestOrder } from './read-orders';
import type { OrderRow } from './rows';
import { shipmentOf } from './shipment';

async function linkOf(ctx: OperatorContext, order: OrderRow, now: Date): Promise<OrderProgress['link']> {
  if (!isGuestOrder(order)) return { key: null };
  const until = orderLinkExpiry(order.created_at);
  if (until.getTime() <= now.getTime()) return null;
  return { key: orderLinkKey(await ctx.secret(), order.id, order.created_at), until: until.toISOString() };
}

/** Mails the shopper that their order has shipped or been delivered (other moves are not mailed here). */
export async function mailProgress(ctx: OperatorContext, order: OrderRow, now = new Date()): Promise<void> {
  if (order.status !== 'shipped' && order.status !== 'delivered') return;
  const customer = JSON.parse(order.customer_json) as { firstName?: unknown; email?: unknown };
  // An anonymised order (its account deleted) has no address to write to.
  if (typeof customer.email !== 'string' || customer.email === '') return;
  const progress: OrderProgress = {
    orderId: order.id,
    firstName: typeof customer.firstName === 'string' ? customer.firstName : '',
    email: customer.email,
    link: await linkOf(ctx, order, now),
    shipment: shipmentOf(order),
  };
  const language = order.language ?? DEFAULT_LANGUAGE;
  await (order.status === 'shipped' ? ctx.post.orderShipped(language, progress) : ctx.post.orderDelivered(language, progress));
}
