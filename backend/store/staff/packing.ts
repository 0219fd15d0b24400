// The packing list: every order waiting to be packed or being packed (new,
// or confirmed), oldest first, with its lines and where it goes.
import type { OrderToPack } from '../../../shared/admin-api';
import type { Queryable } from '../db';
import type { ItemRow, OrderRow } from '../orders/rows';
import { listedOrder } from './order-list';

export async function ordersToPack(db: Queryable): Promise<OrderToPack[]> {
  const orders = await db.all<OrderRow>("SELECT * FROM orders WHERE status IN ('pending', 'processing') ORDER BY created_at, id LIMIT 500");
  const items = orders.length
    ? await db.all<ItemRow & { order_id: string }>(
        `SELECT * FROM order_items WHERE order_id IN (${orders.map(() => '?').join(', ')}) ORDER BY order_id, product_id, size_index`,
        ...orders.map((o) => o.id),
      )
    : [];
  return orders.map((order) => {
    const { paymentState: _payment, email: _email, ...listed } = listedOrder(order);
    return { ...listed, lines: items.filter((i) => i.order_id === order.id).map((i) => ({ name: i.name, size: i.size_label, quantity: i.quantity })) };
  });
}
