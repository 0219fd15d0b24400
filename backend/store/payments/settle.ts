// An order's payment settled (docs/decisions/026-payments.md): a captured
// payment marks an order awaiting it paid — whichever says so first, the
// browser's confirmation, a webhook or a reconciliation, and only once — and
// the order then takes its invoice number, in the same transaction, so the GST
// series holds no unpaid order and no gap. A capture the order cannot take
// (it expired, was cancelled, or was paid already) is refunded.
import type { OperatorContext, StoreContext } from '../context';
import type { Queryable } from '../db';
import { DomainError } from '../domain-error';
import { addNotification } from '../notifications';
import { nextInvoiceNumber } from '../orders/numbering';
import { findOrder } from '../orders/read-orders';
import type { OrderRow } from '../orders/rows';
import { recordEvent } from './events';
import type { GatewayPayment } from './gateway';
import { confirmedOrderOf } from './letters';
import { initiateRefund } from './refunds';

/** What became of a capture: it paid the order; it had already; the order owes it back; it is refunded on its own; a repeated event. */
export type Settlement = 'paid' | 'already' | 'refund-order' | 'refund-stray' | 'repeat';

/** What a receipt may show of how it was paid (never a UPI ID). */
const paidWithJson = (payment: GatewayPayment) => JSON.stringify({ method: payment.method, ...payment.detail });

const reread = async (tx: Queryable, orderId: string) => {
  const order = await findOrder(tx, orderId);
  if (!order) throw new DomainError('order_not_found');
  return order;
};

/**
 * Takes the order's row lock before anything else in the transaction. Two
 * webhooks of one payment arrive together (order.paid, payment.captured): on
 * PostgreSQL each first recorded its event (a key-share lock on the order, by
 * the foreign key), then the first to mark the order paid set its invoice
 * number (a unique column: a lock that waits for the other's key share) while
 * the other waited to update the order: a deadlock, one answered 500. Locked
 * first, the second waits for the first to commit, then finds it paid.
 */
async function lockOrder(tx: Queryable, orderId: string): Promise<void> {
  await tx.run('UPDATE orders SET status = status WHERE id = ?', orderId);
}

/** In the caller's transaction: the order paid by `payment`, or what else became of the capture. */
async function settleIn(tx: Queryable, found: OrderRow, payment: GatewayPayment, now: Date): Promise<Settlement> {
  let order = found;
  if (order.status === 'awaiting_payment') {
    const paid = await tx.run(
      `UPDATE orders SET status = 'pending', payment_state = 'paid', gateway_payment_id = ?, paid_with = ?, paid_at = ?, payment_due_by = NULL, payment_error = NULL
       WHERE id = ? AND status = 'awaiting_payment'`,
      payment.id,
      paidWithJson(payment),
      now.toISOString(),
      order.id,
    );
    if (paid.changes === 1) {
      // The invoice number is counted in the transaction that makes the order paid: an unpaid order takes none.
      await tx.run('UPDATE orders SET invoice_number = ? WHERE id = ? AND invoice_number IS NULL', await nextInvoiceNumber(tx, order.created_at), order.id);
      if (order.user_id !== null) await addNotification(tx, order.user_id, 'payment_received', order.id);
      return 'paid';
    }
    // Another event settled it meanwhile (each statement reads what is committed).
    order = await reread(tx, order.id);
  }
  if (order.gateway_payment_id === payment.id) return 'already';
  // Captured after the order expired or was cancelled unpaid: the order owes it back.
  if (order.payment_method === 'online' && order.gateway_payment_id === null && (order.status === 'expired' || order.status === 'cancelled')) {
    const owed = await tx.run(
      `UPDATE orders SET gateway_payment_id = ?, paid_with = ?, payment_state = 'refund_due', refund_due = ? WHERE id = ? AND gateway_payment_id IS NULL`,
      payment.id,
      paidWithJson(payment),
      payment.amount,
      order.id,
    );
    if (owed.changes === 1) return 'refund-order';
    if ((await reread(tx, order.id)).gateway_payment_id === payment.id) return 'already';
  }
  // A second capture of a paid order, or one for an order switched to cash on delivery.
  return 'refund-stray';
}

/**
 * Settles a captured payment for an order: checks that it is the order's, in
 * full and in rupees, records the event (a repeat of a webhook answers
 * 'repeat' and changes nothing), marks the order paid or owes the capture
 * back; then mails the confirmation, or asks the gateway for the refund.
 */
export async function settlePayment(
  ctx: OperatorContext,
  orderId: string,
  payment: GatewayPayment,
  source: { kind: string; gatewayEventId?: string },
  now = new Date(),
): Promise<Settlement> {
  const outcome = await ctx.db.transaction(async (tx) => {
    await lockOrder(tx, orderId);
    const order = await reread(tx, orderId);
    const itsOwn = payment.orderId !== null && payment.orderId === order.gateway_order_id;
    if (!itsOwn || payment.status !== 'captured' || payment.amount !== order.total || payment.currency !== 'INR') throw new DomainError('bad_request');
    if (!(await recordEvent(tx, order.id, source.kind, { paymentId: payment.id, method: payment.method, amount: payment.amount }, source.gatewayEventId ?? null))) return 'repeat';
    return settleIn(tx, order, payment, now);
  });
  const order = await findOrder(ctx.db, orderId);
  if (!order) return outcome;
  // A paid order's confirmation is not limited per address: nobody pays to flood a mailbox.
  if (outcome === 'paid') {
    const letter = await confirmedOrderOf(ctx, order);
    await ctx.post.newOrder(letter);
    await ctx.post.orderConfirmed(order.language, letter);
  }
  if (outcome === 'refund-order') await initiateRefund(ctx, order);
  if (outcome === 'refund-stray') await initiateRefund(ctx, order, payment);
  return outcome;
}

/** A failed attempt: the order keeps waiting for its payment, with the reason to show beside "Try again". */
export async function recordFailure(ctx: OperatorContext, orderId: string, payment: GatewayPayment, gatewayEventId: string | null): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    await lockOrder(tx, orderId);
    const order = await findOrder(tx, orderId);
    if (!order) throw new DomainError('order_not_found');
    if (payment.orderId === null || payment.orderId !== order.gateway_order_id) throw new DomainError('bad_request');
    if (!(await recordEvent(tx, order.id, 'payment.failed', { paymentId: payment.id, method: payment.method, error: payment.error }, gatewayEventId))) return false;
    // Forward only: a failed attempt reported after a later one succeeded changes nothing.
    const changed = await tx.run(
      "UPDATE orders SET payment_state = 'failed', payment_error = ? WHERE id = ? AND status = 'awaiting_payment' AND payment_state IN ('awaiting', 'failed')",
      (payment.error ?? '').slice(0, 300),
      order.id,
    );
    return changed.changes === 1;
  });
}

/** The shopper chooses to pay on delivery instead (no JavaScript, or a second thought): the order is placed now, with its invoice number. */
export async function switchToCashOnDelivery(ctx: StoreContext, order: OrderRow): Promise<OrderRow> {
  const switched = await ctx.db.transaction(async (tx) => {
    const changed = await tx.run(
      `UPDATE orders SET payment_method = 'cod', payment_state = 'cod', status = 'pending', payment_due_by = NULL, payment_error = NULL
       WHERE id = ? AND status = 'awaiting_payment' AND payment_state IN ('awaiting', 'failed')`,
      order.id,
    );
    if (changed.changes === 0) return false;
    await tx.run('UPDATE orders SET invoice_number = ? WHERE id = ? AND invoice_number IS NULL', await nextInvoiceNumber(tx, order.created_at), order.id);
    await recordEvent(tx, order.id, 'switched.cod', {});
    if (order.user_id !== null) await addNotification(tx, order.user_id, 'order_placed', order.id);
    return true;
  });
  if (!switched) throw new DomainError('order_not_payable');
  const now = await findOrder(ctx.db, order.id);
  if (!now) throw new DomainError('order_not_found');
  const letter = await confirmedOrderOf(ctx, now);
  await ctx.post.newOrder(letter);
  // As for an order placed to pay on delivery: one address gets so many confirmations, then the orders stand unmailed.
  if (await ctx.limits.mailsPerRecipient.allows(`email:${letter.email}`)) await ctx.post.orderConfirmed(now.language, letter);
  return now;
}
