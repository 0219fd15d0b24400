// Moving an order on and telling its shopper: the shopper's own cancellation
// (the order page, a guest's link) and the operator's moves (`npm run
// order-status`) share it, so both mail a cancellation the same way.
import { DEFAULT_LANGUAGE, toSupportedLanguage } from '../../../shared/languages';
import type { OperatorContext } from '../context';
import { DomainError } from '../domain-error';
import { initiateRefund } from '../payments/refunds';
import type { CancelledOrder } from '../postman';
import { sendStockAlertsForOrder } from '../stock/alerts';
import { orderLinkKey } from './order-links';
import { mailProgress } from './progress-letters';
import { findOrder, isGuestOrder } from './read-orders';
import type { OrderRow, OrderStatus } from './rows';
import type { Shipment } from './shipment';
import { OrderStatusError, setOrderStatus } from './status';

async function cancelledOrder(ctx: OperatorContext, order: OrderRow): Promise<CancelledOrder> {
  const customer = JSON.parse(order.customer_json) as { firstName?: unknown; email?: unknown };
  return {
    orderId: order.id,
    firstName: typeof customer.firstName === 'string' ? customer.firstName : '',
    email: typeof customer.email === 'string' ? customer.email : '',
    refundDue: order.refund_due ?? 0,
    key: isGuestOrder(order) ? orderLinkKey(await ctx.secret(), order.id, order.created_at) : null,
  };
}

/**
 * Moves an order to a status (store/orders/status.ts), a shipment with what
 * it shipped with; a cancellation that this call made is mailed in
 * `language` (the page's), else the order's own; a shipment or delivery in
 * the order's language (./progress-letters.ts). Answers the order when this
 * call changed it, null when it had the status.
 */
export async function moveOrder(
  ctx: OperatorContext,
  orderId: string,
  status: OrderStatus,
  { language, shipment }: { language?: unknown; shipment?: Shipment } = {},
): Promise<OrderRow | null> {
  const changed = await setOrderStatus(ctx.db, orderId, status, new Date(), shipment);
  if (changed?.status === 'shipped' || changed?.status === 'delivered') await mailProgress(ctx, changed);
  if (changed?.status === 'cancelled') {
    const cancelled = await cancelledOrder(ctx, changed);
    // An anonymised order (its account deleted) has no address to write to.
    if (cancelled.email) await ctx.post.orderCancelled(toSupportedLanguage(language) ?? changed.language ?? DEFAULT_LANGUAGE, cancelled);
    // A paid order's money goes back the way it came, for what was paid.
    if (changed.payment_state === 'refund_due') await initiateRefund(ctx, changed);
    await sendStockAlertsForOrder(ctx, changed.id);
    return (await findOrder(ctx.db, orderId)) ?? changed;
  }
  return changed;
}

/** The shopper cancels their order: refused (order_not_cancellable) once it has shipped. */
export async function cancelOrder(ctx: OperatorContext, order: OrderRow, language: unknown): Promise<boolean> {
  try {
    return (await moveOrder(ctx, order.id, 'cancelled', { language })) !== null;
  } catch (error) {
    if (error instanceof OrderStatusError) throw new DomainError('order_not_cancellable', { status: error.from });
    throw error;
  }
}
