// `npm run payments -- reconcile`: asks the gateway about every order whose
// money is still moving — awaiting its payment, owing a refund, or being
// refunded — and settles those whose webhook never came. Each change goes
// through the same conditional moves as a webhook, so running it twice, or
// beside the webhooks, changes each order once.
import type { OperatorContext } from '../context';
import { findOrder } from '../orders/read-orders';
import type { OrderRow } from '../orders/rows';
import { expireOrder } from './expiry';
import { GatewayUnavailable } from './gateway';
import { adoptRefund, initiateRefund, settleRefund } from './refunds';
import { settlePayment } from './settle';

export interface Reconciled {
  orderId: string;
  change: string;
}

/** A refund claimed this long ago without the gateway's answer was lost with its process: it is looked for, else asked again. */
const LOST_REFUND_MS = 5 * 60 * 1000;

async function awaitingPayment(ctx: OperatorContext, order: OrderRow, now: Date): Promise<string | null> {
  if (ctx.gateway && order.gateway_order_id) {
    const captured = (await ctx.gateway.paymentsOfOrder(order.gateway_order_id)).find((p) => p.status === 'captured');
    if (captured) {
      const settled = await settlePayment(ctx, order.id, captured, { kind: 'reconcile' }, now);
      return settled === 'paid' ? `paid (${captured.method}, ${captured.id})` : null;
    }
  }
  return (await expireOrder(ctx, order, now)) === 'expired' ? 'expired unpaid' : null;
}

async function refundPending(ctx: OperatorContext, order: OrderRow, now: Date): Promise<string | null> {
  if (!ctx.gateway || !order.gateway_payment_id) return null;
  if (order.refund_id) {
    const refund = await ctx.gateway.fetchRefund(order.gateway_payment_id, order.refund_id);
    return (await settleRefund(ctx, order.id, refund, null, now)) ? `refund ${refund.status} (${refund.id})` : null;
  }
  if (order.refund_initiated_at && now.getTime() - Date.parse(order.refund_initiated_at) < LOST_REFUND_MS) return null;
  const made = (await ctx.gateway.refundsOfPayment(order.gateway_payment_id)).find((r) => r.status !== 'failed');
  if (made) {
    await adoptRefund(ctx, order.id, made);
    return `refund found (${made.id}, ${made.status})`;
  }
  await ctx.db.run("UPDATE orders SET payment_state = 'refund_due' WHERE id = ? AND payment_state = 'refund_pending' AND refund_id IS NULL", order.id);
  const again = await findOrder(ctx.db, order.id);
  return again && (await initiateRefund(ctx, again, null, now)) ? 'refund asked again' : null;
}

async function reconcileOrder(ctx: OperatorContext, order: OrderRow, now: Date): Promise<string | null> {
  if (order.status === 'awaiting_payment') return awaitingPayment(ctx, order, now);
  if (order.payment_state === 'refund_due') return (await initiateRefund(ctx, order, null, now)) ? 'refund initiated' : null;
  if (order.payment_state === 'refund_pending') return refundPending(ctx, order, now);
  return null;
}

export async function reconcile(ctx: OperatorContext, now = new Date()): Promise<{ changed: Reconciled[]; unreachable: Reconciled[] }> {
  const moving = await ctx.db.all<{ id: string }>(
    "SELECT id FROM orders WHERE status = 'awaiting_payment' OR payment_state IN ('refund_due', 'refund_pending') ORDER BY created_at",
  );
  const changed: Reconciled[] = [];
  const unreachable: Reconciled[] = [];
  for (const { id } of moving) {
    const order = await findOrder(ctx.db, id);
    if (!order) continue;
    try {
      const change = await reconcileOrder(ctx, order, now);
      if (change) changed.push({ orderId: id, change });
    } catch (error) {
      if (!(error instanceof GatewayUnavailable)) throw error;
      unreachable.push({ orderId: id, change: error.message });
    }
  }
  return { changed, unreachable };
}
