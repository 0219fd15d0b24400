// The packing list: every order waiting to be packed or being packed (new,
// or confirmed), oldest first, with its lines and where it goes.
import type { Queryable } from '../db';
import type { ItemRow, OrderRow } from '../orders/rows';

export interface OrderToPack {
  id: string;
  status: string;
  createdAt: string;
  paymentMethod: string;
  total: number;
  name: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  pin: string;
  lines: { name: string; size: string; quantity: number }[];
}

export async function ordersToPack(db: Queryable): Promise<OrderToPack[]> {
  const orders = await db.all<OrderRow>("SELECT * FROM orders WHERE status IN ('pending', 'processing') ORDER BY created_at, id LIMIT 500");
  const items = orders.length
    ? await db.all<ItemRow & { order_id: string }>(
        `SELECT * FROM order_items WHERE order_id IN (${orders.map(() => '?').join(', ')}) ORDER BY order_id, product_id, size_index`,
        ...orders.map((o) => o.id),
      )
    : [];
  return orders.map((order) => {
    const c = JSON.parse(order.customer_json) as Record<string, string | undefined>;
    return {
      id: order.id,
      status: order.status,
      createdAt: order.created_at,
      paymentMethod: order.payment_method,
      total: order.total,
      name: [c.firstName, c.lastName].filter(Boolean).join(' '),
      phone: c.phone ?? '',
      address: c.address ?? '',
      city: c.city ?? '',
      state: c.state ?? '',
      pin: c.postalCode ?? '',
      lines: items.filter((i) => i.order_id === order.id).map((i) => ({ name: i.name, size: i.size_label, quantity: i.quantity })),
    };
  });
}
