// How an order was paid, as a receipt shows it: the method the gateway
// reported, a card's network and last 4 digits, a bank or a wallet, and the
// gateway's reference — never a UPI ID, which is not kept.
import type { OrderRow } from '../orders/rows';
import type { PaidWith } from '../postman';

export function paidWithOf(order: Pick<OrderRow, 'paid_with' | 'gateway_payment_id'>): PaidWith | null {
  if (!order.paid_with || !order.gateway_payment_id) return null;
  return { ...(JSON.parse(order.paid_with) as Omit<PaidWith, 'reference'>), reference: order.gateway_payment_id };
}
