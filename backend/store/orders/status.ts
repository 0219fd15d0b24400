// The order status machine: forward only, never out of cancelled or expired,
// and no cancellation once shipped. Paying moves an order from
// awaiting_payment to pending (../payments/settle.ts); the time running out
// moves it to expired.
import { MOVES_FROM } from '../../../shared/order-status';
import type { Db, Param, Queryable } from '../db';
import { addNotification, type NotificationType } from '../notifications';
import { giveBackStock } from '../stock/take';
import { nextCreditNoteNumber } from './numbering';
import { ORDER_STATUSES, type OrderRow, type OrderStatus } from './rows';
import type { Shipment } from './shipment';

const STATUS_NOTIFICATION: Partial<Record<OrderStatus, NotificationType>> = {
  processing: 'order_processing',
  shipped: 'order_shipped',
  delivered: 'order_delivered',
  cancelled: 'order_cancelled',
};

/** A move the order's status does not allow (shipping a cancelled order, cancelling a shipped one). */
export class OrderStatusError extends Error {
  constructor(
    readonly orderId: string,
    readonly from: OrderStatus,
    readonly to: OrderStatus,
  ) {
    super(`Order ${orderId} is ${from}; it cannot become ${to}`);
  }
}

/** The column that dates a move on the order's way, for its timeline. */
const DATED_BY: Partial<Record<OrderStatus, string>> = { processing: 'processing_at', shipped: 'shipped_at', delivered: 'delivered_at' };

/** What a move on the order's way sets beside its status: its date, and a shipment's details. */
function wayColumns(status: OrderStatus, now: Date, shipment: Shipment | undefined): { sql: string; values: Param[] } {
  const dated = DATED_BY[status];
  if (dated === undefined) return { sql: '', values: [] };
  if (status !== 'shipped' || !shipment) return { sql: `, ${dated} = ?`, values: [now.toISOString()] };
  return { sql: `, ${dated} = ?, courier = ?, awb = ?, tracking_url = ?`, values: [now.toISOString(), shipment.courier, shipment.awb, shipment.trackingUrl] };
}

/** Takes the move in one conditional UPDATE; answers how many rows it changed. */
async function move(tx: Queryable, orderId: string, status: OrderStatus, from: readonly OrderStatus[], now: Date, shipment?: Shipment) {
  if (from.length === 0) return { changes: 0 };
  const among = from.map(() => '?').join(', ');
  if (status === 'expired') {
    return tx.run(
      `UPDATE orders SET status = 'expired', payment_state = 'expired' WHERE id = ? AND status IN (${among}) AND payment_state IN ('awaiting', 'failed')`,
      orderId,
      ...from,
    );
  }
  if (status !== 'cancelled') {
    const way = wayColumns(status, now, shipment);
    return tx.run(`UPDATE orders SET status = ?${way.sql} WHERE id = ? AND status IN (${among})`, status, ...way.values, orderId, ...from);
  }
  return tx.run(
    `UPDATE orders SET status = 'cancelled', cancelled_at = ?, payment_due_by = NULL,
       refund_due = CASE WHEN payment_state = 'paid' THEN total ELSE 0 END,
       payment_state = CASE WHEN payment_state = 'paid' THEN 'refund_due' ELSE payment_state END
     WHERE id = ? AND status IN (${among})`,
    now.toISOString(),
    orderId,
    ...from,
  );
}

/**
 * Moves an order to a status in ONE conditional UPDATE (… WHERE status IN the
 * statuses it may come from), so that of a cancellation and a shipment racing
 * each other exactly one wins, on SQLite and on PostgreSQL alike; a
 * cancellation that wins takes its credit note number in the same
 * transaction (a lost race takes none); a move on the order's way is dated
 * by the same UPDATE, which stores a shipment's details too; then tells its
 * owner. Answers the order as it now is when this call changed it, null when
 * it already had the status; throws OrderStatusError when the move is not
 * allowed.
 */
export async function setOrderStatus(db: Db, orderId: string, status: OrderStatus, now = new Date(), shipment?: Shipment): Promise<OrderRow | null> {
  if (!ORDER_STATUSES.includes(status)) throw new Error(`Unknown status "${status}"; use one of ${ORDER_STATUSES.join(', ')}`);
  return db.transaction(async (tx) => {
    const changed = await move(tx, orderId, status, MOVES_FROM[status], now, shipment);
    const order = await tx.get<OrderRow>('SELECT * FROM orders WHERE id = ?', orderId);
    if (!order) throw new Error(`No order ${orderId}`);
    if (changed.changes === 0) {
      // Only a real change writes (and notifies): two operators moving the same order at once notify its owner once.
      if (order.status === status) return null;
      throw new OrderStatusError(orderId, order.status, status);
    }
    // Not shipped, so its units go back on the shelf.
    if (status === 'cancelled' || status === 'expired') await giveBackStock(tx, orderId);
    if (status === 'cancelled' && order.invoice_number) {
      // The row is locked by the UPDATE above until this commits: the counter is taken after it, in the same order as ensureCreditNoteNumber does.
      // An order that was never paid online has no invoice, so nothing to credit.
      order.credit_note_number = await nextCreditNoteNumber(tx, now);
      await tx.run('UPDATE orders SET credit_note_number = ? WHERE id = ?', order.credit_note_number, orderId);
    }
    const type = STATUS_NOTIFICATION[status];
    if (order.user_id !== null && type) await addNotification(tx, order.user_id, type, orderId);
    return order;
  });
}
