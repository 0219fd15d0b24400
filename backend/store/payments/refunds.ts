// Refunds (docs/decisions/026-payments.md): an order that owes its money back
// (refund_due: a paid order cancelled, or a capture that came after the order
// expired or was cancelled) is claimed in one conditional UPDATE, so that of
// two callers at once only one asks the gateway; the gateway's answer is kept,
// and its refund.processed or refund.failed webhook (or a reconciliation)
// settles it. A gateway that cannot be reached leaves the order refund_due, and
// `npm run payments -- reconcile` asks again.
import type { OperatorContext } from '../context';
import { addNotification, type NotificationType } from '../notifications';
import { findOrder } from '../orders/read-orders';
import type { OrderRow } from '../orders/rows';
import { recordEvent } from './events';
import { type GatewayPayment, type GatewayRefund, GatewayUnavailable } from './gateway';
import { refundLetterOf } from './letters';

type Refunder = Pick<OperatorContext, 'db' | 'post' | 'secret' | 'gateway'>;

/** Tells the shopper (a notification for an account's order, a mail in the order's language) how their refund stands. */
async function tell(ctx: Refunder, order: OrderRow, type: NotificationType): Promise<void> {
  if (order.user_id !== null) await addNotification(ctx.db, order.user_id, type, order.id);
  const letter = await refundLetterOf(ctx, order);
  // An anonymised order (its account deleted) has no address to write to.
  if (!letter.email) return;
  if (type === 'refund_initiated') await ctx.post.refundInitiated(order.language, letter);
  else await ctx.post.refundSettled(order.language, letter, type === 'refund_processed' ? 'processed' : 'failed');
}

/** A capture the order did not take (a second payment of a paid order, or one for an order switched to cash on delivery): sent back once, the order untouched. */
async function refundStray(ctx: Refunder, order: OrderRow, payment: GatewayPayment): Promise<void> {
  if (!ctx.gateway) return;
  // One claim per payment, however many events report it.
  if (!(await recordEvent(ctx.db, order.id, 'refund.stray', { paymentId: payment.id, amount: payment.amount }, `stray:${payment.id}`))) return;
  try {
    const refund = await ctx.gateway.refund({ paymentId: payment.id, amount: payment.amount, receipt: `${order.id}-extra` });
    await recordEvent(ctx.db, order.id, 'refund.initiated', { refundId: refund.id, paymentId: payment.id, amount: refund.amount, stray: true });
  } catch (error) {
    if (!(error instanceof GatewayUnavailable)) throw error;
    await recordEvent(ctx.db, order.id, 'refund.error', { paymentId: payment.id, error: error.message, stray: true });
  }
}

/**
 * Asks the gateway to refund what the order owes, once: answers whether this
 * call asked. `stray`: refund that payment alone, leaving the order as it is.
 */
export async function initiateRefund(ctx: Refunder, order: OrderRow, stray: GatewayPayment | null = null, now = new Date()): Promise<boolean> {
  if (stray) {
    await refundStray(ctx, order, stray);
    return true;
  }
  if (!ctx.gateway || !order.gateway_payment_id) return false;
  const claimed = await ctx.db.run(
    "UPDATE orders SET payment_state = 'refund_pending', refund_amount = refund_due, refund_initiated_at = ? WHERE id = ? AND payment_state = 'refund_due' AND refund_id IS NULL",
    now.toISOString(),
    order.id,
  );
  if (claimed.changes === 0) return false;
  const amount = order.refund_due ?? order.total;
  let refund: GatewayRefund;
  try {
    refund = await ctx.gateway.refund({ paymentId: order.gateway_payment_id, amount, receipt: order.id });
  } catch (error) {
    if (!(error instanceof GatewayUnavailable)) throw error;
    // Still owed: a reconciliation asks again.
    await ctx.db.run(
      "UPDATE orders SET payment_state = 'refund_due', refund_initiated_at = NULL WHERE id = ? AND payment_state = 'refund_pending' AND refund_id IS NULL",
      order.id,
    );
    await recordEvent(ctx.db, order.id, 'refund.error', { paymentId: order.gateway_payment_id, error: error.message });
    return false;
  }
  await adoptRefund(ctx, order.id, refund);
  return true;
}

/** Keeps the gateway's refund on the order it was asked for, and tells the shopper it is on its way (unless its webhook already said how it ended). */
export async function adoptRefund(ctx: Refunder, orderId: string, refund: GatewayRefund): Promise<void> {
  await ctx.db.run('UPDATE orders SET refund_id = ? WHERE id = ? AND refund_id IS NULL', refund.id, orderId);
  await recordEvent(ctx.db, orderId, 'refund.initiated', { refundId: refund.id, paymentId: refund.paymentId, amount: refund.amount });
  const order = await findOrder(ctx.db, orderId);
  if (order?.payment_state === 'refund_pending') await tell(ctx, order, 'refund_initiated');
  if (refund.status === 'processed' || refund.status === 'failed') await settleRefund(ctx, orderId, refund, null);
}

/**
 * A refund ended (its webhook, or a reconciliation that asked): the order's
 * refund is processed or failed, once; a repeat, or the refund of a stray
 * capture, changes nothing on the order. Answers whether it changed.
 */
export async function settleRefund(ctx: Refunder, orderId: string, refund: GatewayRefund, gatewayEventId: string | null, now = new Date()): Promise<boolean> {
  if (refund.status !== 'processed' && refund.status !== 'failed') return false;
  const outcome = refund.status;
  const changed = await ctx.db.transaction(async (tx) => {
    if (!(await recordEvent(tx, orderId, `refund.${outcome}`, { refundId: refund.id, paymentId: refund.paymentId, amount: refund.amount }, gatewayEventId))) return false;
    const moved = await tx.run(
      `UPDATE orders SET payment_state = ?, refund_id = COALESCE(refund_id, ?), refund_settled_at = ?
       WHERE id = ? AND gateway_payment_id = ? AND payment_state = 'refund_pending'`,
      outcome === 'processed' ? 'refunded' : 'refund_failed',
      refund.id,
      now.toISOString(),
      orderId,
      refund.paymentId,
    );
    return moved.changes === 1;
  });
  if (!changed) return false;
  const order = await findOrder(ctx.db, orderId);
  if (order) await tell(ctx, order, outcome === 'processed' ? 'refund_processed' : 'refund_failed');
  return true;
}
