// An order awaiting its online payment expires when its time is up — but only
// once the gateway has said that nothing was paid: a capture whose webhook has
// not come yet pays the order instead, and an attempt still being authorised
// keeps it waiting. A gateway that cannot be asked keeps it waiting too (it is
// asked again on the next sweep).
import type { OperatorContext } from '../context';
import { findOrder } from '../orders/read-orders';
import type { OrderRow } from '../orders/rows';
import { OrderStatusError, setOrderStatus } from '../orders/status';
import { recordEvent } from './events';
import { GatewayUnavailable } from './gateway';
import { settlePayment } from './settle';

export type ExpiryOutcome = 'paid' | 'expired' | 'kept';

/** Whether an order awaiting payment is past its time. */
export const isOverdue = (order: Pick<OrderRow, 'status' | 'payment_due_by'>, now: Date) =>
  order.status === 'awaiting_payment' && order.payment_due_by !== null && order.payment_due_by <= now.toISOString();

/** Asks the gateway about an overdue order, then settles or expires it. */
export async function expireOrder(ctx: OperatorContext, order: OrderRow, now = new Date()): Promise<ExpiryOutcome> {
  if (!isOverdue(order, now)) return 'kept';
  if (ctx.gateway && order.gateway_order_id) {
    let payments;
    try {
      payments = await ctx.gateway.paymentsOfOrder(order.gateway_order_id);
    } catch (error) {
      if (error instanceof GatewayUnavailable) return 'kept';
      throw error;
    }
    const captured = payments.find((p) => p.status === 'captured');
    if (captured) return (await settlePayment(ctx, order.id, captured, { kind: 'reconcile' }, now)) === 'paid' ? 'paid' : 'kept';
    if (payments.some((p) => p.status === 'authorized')) return 'kept';
  }
  try {
    if (!(await setOrderStatus(ctx.db, order.id, 'expired', now))) return 'kept';
  } catch (error) {
    // Paid or cancelled meanwhile.
    if (error instanceof OrderStatusError) return 'kept';
    throw error;
  }
  await recordEvent(ctx.db, order.id, 'expired', { dueBy: order.payment_due_by });
  return 'expired';
}

/** Every overdue order, settled or expired: what each became. */
export async function expireOverdue(ctx: OperatorContext, now = new Date()): Promise<{ orderId: string; outcome: ExpiryOutcome }[]> {
  const due = await ctx.db.all<{ id: string }>(
    "SELECT id FROM orders WHERE status = 'awaiting_payment' AND payment_due_by <= ? ORDER BY payment_due_by LIMIT 200",
    now.toISOString(),
  );
  const outcomes: { orderId: string; outcome: ExpiryOutcome }[] = [];
  for (const { id } of due) {
    const order = await findOrder(ctx.db, id);
    if (order) outcomes.push({ orderId: id, outcome: await expireOrder(ctx, order, now) });
  }
  return outcomes;
}
