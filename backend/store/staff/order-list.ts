// The back office's order list: counts per status, filters (status, payment
// state, payment method, placed from/to, state or PIN code), a search by
// order number, email or phone, newest first, a page at a time. The
// customer's fields live in the order's customer JSON, read with each
// database's own JSON operator.
import type { ListedOrder } from '../../../shared/admin-api';
import { indiaMidnight } from '../../../shared/india-time';
import type { Param, Queryable } from '../db';
import { ORDER_STATUSES, type OrderRow, type OrderStatus } from '../orders/rows';

export interface OrderFilters {
  status?: OrderStatus;
  paymentState?: string;
  paymentMethod?: string;
  /** YYYY-MM-DD, India's day (inclusive). */
  from?: string;
  to?: string;
  /** A state's name, or a PIN code or its first digits. */
  place?: string;
  /** An order number, email or phone (digits). */
  q?: string;
}

export const ORDERS_PER_PAGE = 25;

const field = (db: Queryable, name: string) => (db.dialect === 'postgres' ? `(customer_json::json->>'${name}')` : `json_extract(customer_json, '$.${name}')`);

/** India's day as the UTC instant its midnight is ('2026-11-26' → '2026-11-25T18:30:00.000Z'), as orders keep their times. */
const istMidnight = (day: string, plusDays = 0) => new Date(indiaMidnight(day, plusDays)).toISOString();

function where(db: Queryable, f: OrderFilters, withStatus: boolean): { sql: string; params: Param[] } {
  const parts: string[] = [];
  const params: Param[] = [];
  const add = (sql: string, ...values: Param[]) => {
    parts.push(sql);
    params.push(...values);
  };
  if (withStatus && f.status) add('status = ?', f.status);
  if (f.paymentState) add('payment_state = ?', f.paymentState);
  if (f.paymentMethod) add('payment_method = ?', f.paymentMethod);
  if (f.from && /^\d{4}-\d{2}-\d{2}$/.test(f.from)) add('created_at >= ?', istMidnight(f.from));
  if (f.to && /^\d{4}-\d{2}-\d{2}$/.test(f.to)) add('created_at < ?', istMidnight(f.to, 1));
  const place = f.place?.trim();
  if (place && /^\d{1,6}$/.test(place)) add(`${field(db, 'postalCode')} LIKE ?`, `${place}%`);
  else if (place) add(`LOWER(${field(db, 'state')}) = LOWER(?)`, place);
  const q = f.q?.trim();
  if (q) {
    const digits = q.replace(/\D/g, '');
    if (digits.length >= 6) add(`(UPPER(id) = UPPER(?) OR LOWER(${field(db, 'email')}) = LOWER(?) OR REPLACE(${field(db, 'phone')}, ' ', '') LIKE ?)`, q, q, `%${digits}%`);
    else add(`(UPPER(id) = UPPER(?) OR LOWER(${field(db, 'email')}) = LOWER(?))`, q, q);
  }
  return { sql: parts.length ? `WHERE ${parts.join(' AND ')}` : '', params };
}

/** What the back office shows of any order in a list: its state, its money and who it goes to. */
export function listedOrder(row: OrderRow): ListedOrder & { address: string; city: string } {
  const customer = JSON.parse(row.customer_json) as Record<string, string | undefined>;
  return {
    id: row.id,
    status: row.status,
    paymentState: row.payment_state,
    paymentMethod: row.payment_method,
    total: row.total,
    createdAt: row.created_at,
    name: [customer.firstName, customer.lastName].filter(Boolean).join(' '),
    email: customer.email ?? '',
    phone: customer.phone ?? '',
    address: customer.address ?? '',
    city: customer.city ?? '',
    state: customer.state ?? '',
    pin: customer.postalCode ?? '',
  };
}

export async function listOrdersForStaff(
  db: Queryable,
  filters: OrderFilters,
  page: number,
): Promise<{ orders: ListedOrder[]; counts: Record<OrderStatus, number>; total: number; pages: number }> {
  const listed = where(db, filters, true);
  const counted = where(db, filters, false);
  const [rows, totalRow, countRows] = await Promise.all([
    db.all<OrderRow>(`SELECT * FROM orders ${listed.sql} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`, ...listed.params, ORDERS_PER_PAGE, (page - 1) * ORDERS_PER_PAGE),
    db.get<{ n: number | string }>(`SELECT COUNT(*) AS n FROM orders ${listed.sql}`, ...listed.params),
    db.all<{ status: OrderStatus; n: number | string }>(`SELECT status, COUNT(*) AS n FROM orders ${counted.sql} GROUP BY status`, ...counted.params),
  ]);
  const counts = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatus, number>;
  for (const row of countRows) counts[row.status] = Number(row.n);
  const total = Number(totalRow?.n ?? 0);
  return {
    orders: rows.map((row) => {
      const { address: _address, city: _city, ...who } = listedOrder(row);
      return who;
    }),
    counts,
    total,
    pages: Math.max(1, Math.ceil(total / ORDERS_PER_PAGE)),
  };
}
