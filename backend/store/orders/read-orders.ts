// Orders read back: one order with its items, an account's history a page at a
// time, and the order a request may open (its owner's, or a guest's by link).
import { requireSessionUser } from '../accounts/sessions';
import type { StoreContext } from '../context';
import { oneRow, type Queryable } from '../db';
import { DomainError } from '../domain-error';
import { type OrderJson, SUMMARY_COLUMNS, type SummaryRow, toOrderJson, toOrderSummaryJson } from './order-json';
import { orderLinkOpens } from './order-links';
import type { ItemRow, OrderRow } from './rows';

export function findOrder(db: Queryable, orderId: string): Promise<OrderRow | undefined> {
  return db.get<OrderRow>('SELECT * FROM orders WHERE id = ?', orderId);
}

export function orderItems(db: Queryable, orderId: string): Promise<ItemRow[]> {
  return db.all<ItemRow>('SELECT * FROM order_items WHERE order_id = ? ORDER BY id', orderId);
}

export async function readOrder(db: Queryable, orderId: string): Promise<{ row: OrderRow; json: OrderJson } | null> {
  const order = await findOrder(db, orderId);
  if (!order) return null;
  return { row: order, json: toOrderJson(order, await orderItems(db, orderId)) };
}

/** The column that keeps the order in which orders were inserted. */
const insertionOrder = (db: Queryable) => (db.dialect === 'sqlite' ? 'rowid' : 'seq');

/** A page of an account's orders, newest first. */
export async function listOrders(db: Queryable, userId: number, page: number, limit: number) {
  const total = (await oneRow<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM orders WHERE user_id = ?', userId)).n;
  const rows = await db.all<SummaryRow>(
    `SELECT ${SUMMARY_COLUMNS.map((c) => `o.${c}`).join(', ')}, (SELECT COALESCE(SUM(quantity), 0) FROM order_items i WHERE i.order_id = o.id) AS item_count
     FROM orders o WHERE o.user_id = ? ORDER BY o.created_at DESC, o.${insertionOrder(db)} DESC LIMIT ? OFFSET ?`,
    userId,
    limit,
    (page - 1) * limit,
  );
  return { orders: rows.map(toOrderSummaryJson), pagination: { page, limit, total, pages: Math.max(1, Math.ceil(total / limit)) } };
}

/** A guest's order that still names its shopper: the only kind a link key opens (an account's order, or one anonymised with its account, never). */
export function isGuestOrder(order: Pick<OrderRow, 'user_id' | 'customer_json'>): boolean {
  if (order.user_id !== null) return false;
  const customer = JSON.parse(order.customer_json) as { email?: unknown };
  return typeof customer.email === 'string' && customer.email !== '';
}

/**
 * The order a request may open: a guest's link key opens its one guest order;
 * anything else needs the owner's session. Anyone else's order is not found.
 */
export async function openOrder(ctx: Pick<StoreContext, 'db' | 'secret'>, orderId: string, by: { key: unknown; sessionToken: string | null }): Promise<OrderRow> {
  if (by.key !== undefined) {
    const order = orderLinkOpens(await ctx.secret(), orderId, by.key) ? await findOrder(ctx.db, orderId) : undefined;
    if (!order || !isGuestOrder(order)) throw new DomainError('order_not_found');
    return order;
  }
  const user = await requireSessionUser(ctx.db, by.sessionToken);
  const order = await findOrder(ctx.db, orderId);
  if (order?.user_id !== user.id) throw new DomainError('order_not_found');
  return order;
}
