// Every payment event an order saw (the checkout's confirmation, each
// webhook, a refund asked for, an expiry), kept for `npm run payments -- show`
// and so that a webhook delivered twice has one effect: its gateway event id
// is unique.
import { isUniqueViolation, type Queryable } from '../db';

export interface PaymentEvent {
  kind: string;
  detail: Record<string, unknown>;
  gatewayEventId: string | null;
  createdAt: string;
}

/** Records an event; false when its gateway event id was recorded before (a repeat delivery). */
export async function recordEvent(tx: Queryable, orderId: string, kind: string, detail: Record<string, unknown>, gatewayEventId: string | null = null): Promise<boolean> {
  const row = await tx.get<{ id: number }>(
    'INSERT INTO payment_events (order_id, gateway_event_id, kind, detail, created_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT (gateway_event_id) DO NOTHING RETURNING id',
    orderId,
    gatewayEventId,
    kind,
    JSON.stringify(detail),
    new Date().toISOString(),
  );
  return row !== undefined;
}

export async function paymentHistory(db: Queryable, orderId: string): Promise<PaymentEvent[]> {
  const rows = await db.all<{ kind: string; detail: string | null; gateway_event_id: string | null; created_at: string }>(
    'SELECT kind, detail, gateway_event_id, created_at FROM payment_events WHERE order_id = ? ORDER BY id',
    orderId,
  );
  return rows.map((r) => ({
    kind: r.kind,
    detail: r.detail ? (JSON.parse(r.detail) as Record<string, unknown>) : {},
    gatewayEventId: r.gateway_event_id,
    createdAt: r.created_at,
  }));
}

/** Two deliveries of one event at once: the second one's insert fails on the unique id instead of doing nothing (PostgreSQL, in a transaction the first had not committed). */
export const isRepeatDelivery = isUniqueViolation;
