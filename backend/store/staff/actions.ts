// What staff do to the shop's records, each with its audit entry: the back
// office's API and the operator's commands both come through here (the
// command as `{ operator: <login> }`), so the shell and the console share one
// code path. The change itself is the store's own (one conditional update),
// so two members of staff, or a member and a shopper, never both win; the
// entry is written once the change has been taken. The store's own errors
// pass through (the commands print them; the API turns them into codes).
import type { OperatorContext } from '../context';
import { DomainError } from '../domain-error';
import { closeEnquiry } from '../enquiries/enquiries';
import { acknowledgeGrievance, findGrievance, resolveGrievance } from '../grievances/grievances';
import { moveOrder } from '../orders/cancel-order';
import { findOrder } from '../orders/read-orders';
import type { OrderRow, OrderStatus } from '../orders/rows';
import type { Shipment } from '../orders/shipment';
import type { StockChange } from '../stock/records';
import { setStock, type StockChanged } from '../stock/set-stock';
import { recordAudit } from './audit';
import type { Actor } from './rows';

const orderState = (row: OrderRow) => ({
  status: row.status,
  paymentState: row.payment_state,
  ...(row.courier || row.awb || row.tracking_url ? { courier: row.courier, awb: row.awb, trackingUrl: row.tracking_url } : {}),
});

/** Moves an order on (and cancels with its refund); answers the order after, or null when it was there already. A move its status does not allow throws OrderStatusError. */
export async function staffMoveOrder(ctx: OperatorContext, actor: Actor, orderId: string, status: OrderStatus, shipment?: Shipment): Promise<OrderRow | null> {
  const before = await findOrder(ctx.db, orderId);
  if (!before) throw new DomainError('order_not_found');
  const after = await moveOrder(ctx, orderId, status, { shipment });
  if (after) await recordAudit(ctx.db, actor, { action: `order.${status}`, recordType: 'order', recordId: orderId, before: orderState(before), after: orderState(after) });
  return after;
}

export async function staffNoteOrder(ctx: Pick<OperatorContext, 'db'>, actor: Actor & { id: number }, orderId: string, text: string, now = Date.now()): Promise<void> {
  const note = text.trim();
  if (!note) throw new DomainError('field_required', { field: 'message' });
  if (note.length > 2000) throw new DomainError('field_too_long', { field: 'message' });
  if (!(await findOrder(ctx.db, orderId))) throw new DomainError('order_not_found');
  await ctx.db.transaction(async (tx) => {
    await tx.run('INSERT INTO order_notes (order_id, staff_id, text, created_at) VALUES (?, ?, ?, ?)', orderId, actor.id, note, now);
    await recordAudit(tx, actor, { action: 'order.note', recordType: 'order', recordId: orderId, after: { note } }, now);
  });
}

/** Sets a size's stock (a change it cannot take throws StockChangeError). */
export async function staffSetStock(
  ctx: Pick<OperatorContext, 'db' | 'post'>,
  actor: Actor,
  productId: number,
  sizeIndex: number,
  change: StockChange,
  now = new Date(),
): Promise<StockChanged> {
  const changed = await setStock(ctx, productId, sizeIndex, change, now);
  await recordAudit(
    ctx.db,
    actor,
    { action: 'stock.set', recordType: 'stock', recordId: `${String(productId)}-${String(sizeIndex)}`, before: changed.before ?? null, after: changed.after },
    now.getTime(),
  );
  return changed;
}

export async function staffAcknowledgeGrievance(ctx: OperatorContext, actor: Actor, ticket: string, now = Date.now()): Promise<void> {
  await acknowledgeGrievance(ctx, ticket, now);
  await recordAudit(
    ctx.db,
    actor,
    { action: 'grievance.acknowledge', recordType: 'grievance', recordId: ticket, before: { status: 'open' }, after: { status: 'acknowledged' } },
    now,
  );
}

export async function staffResolveGrievance(ctx: OperatorContext, actor: Actor, ticket: string, reply: string, now = Date.now()): Promise<void> {
  const before = await findGrievance(ctx.db, ticket);
  await resolveGrievance(ctx, ticket, reply, now);
  await recordAudit(
    ctx.db,
    actor,
    { action: 'grievance.resolve', recordType: 'grievance', recordId: ticket, before: { status: before?.status }, after: { status: 'resolved', reply: reply.trim() } },
    now,
  );
}

/** Closes an enquiry once answered; false when it was closed already. */
export async function staffCloseEnquiry(ctx: Pick<OperatorContext, 'db'>, actor: Actor, id: string, now = Date.now()): Promise<boolean> {
  const closed = await closeEnquiry(ctx.db, id, now);
  if (closed) await recordAudit(ctx.db, actor, { action: 'enquiry.close', recordType: 'enquiry', recordId: id, before: { status: 'new' }, after: { status: 'closed' } }, now);
  return closed;
}
