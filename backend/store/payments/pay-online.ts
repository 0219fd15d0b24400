// Paying an order online through the gateway's hosted checkout
// (docs/decisions/026-payments.md): the gateway's order is made for our
// order's total once (amount in paise, our order id as its receipt), the page
// opens the gateway's checkout on it, and the browser's confirmation is
// believed only once its signature is the gateway's and the gateway itself
// reports the payment captured for that order. Card, UPI, netbanking and
// wallet details never reach the shop.
import type { OperatorContext } from '../context';
import { DomainError } from '../domain-error';
import { findOrder } from '../orders/read-orders';
import type { OrderRow } from '../orders/rows';
import { expireOrder, isOverdue } from './expiry';
import { GatewayUnavailable } from './gateway';
import { recordFailure, settlePayment } from './settle';

/** What the pay page needs to open the gateway's checkout (null when the order is not awaiting payment, or the gateway cannot be reached). */
export interface CheckoutOpening {
  provider: string;
  keyId: string;
  scriptUrl: string;
  origins: string[];
  gatewayOrderId: string;
  /** Paise, as the gateway's order has it. */
  amount: number;
  prefill: { name: string; email: string; contact: string };
}

const reread = async (ctx: Pick<OperatorContext, 'db'>, orderId: string) => {
  const order = await findOrder(ctx.db, orderId);
  if (!order) throw new DomainError('order_not_found');
  return order;
};

/** The order with its gateway order, made now if it has none (of two made at once, the first stored wins; the other is never paid). */
async function withGatewayOrder(ctx: OperatorContext, order: OrderRow): Promise<OrderRow> {
  if (!ctx.gateway || order.gateway_order_id) return order;
  const made = await ctx.gateway.createOrder({ amount: order.total, receipt: order.id, notes: { shop_order_id: order.id } });
  await ctx.db.run('UPDATE orders SET gateway_order_id = ? WHERE id = ? AND gateway_order_id IS NULL', made.id, order.id);
  return reread(ctx, order.id);
}

/** Makes the gateway's order for a newly placed one (after its transaction); a gateway that cannot be reached now is asked again when the pay page opens. */
export async function prepareOnlinePayment(ctx: OperatorContext, orderId: string): Promise<void> {
  try {
    await withGatewayOrder(ctx, await reread(ctx, orderId));
  } catch (error) {
    if (!(error instanceof GatewayUnavailable)) throw error;
  }
}

/**
 * The order as the pay page shows it, and how to open the checkout: an
 * overdue order is settled or expired first.
 */
export async function openPayment(ctx: OperatorContext, found: OrderRow, now = new Date()): Promise<{ order: OrderRow; checkout: CheckoutOpening | null; unavailable: boolean }> {
  let order = found;
  if (isOverdue(order, now)) {
    await expireOrder(ctx, order, now);
    order = await reread(ctx, order.id);
  }
  if (order.status !== 'awaiting_payment' || !ctx.gateway) return { order, checkout: null, unavailable: order.status === 'awaiting_payment' };
  try {
    order = await withGatewayOrder(ctx, order);
  } catch (error) {
    if (error instanceof GatewayUnavailable) return { order, checkout: null, unavailable: true };
    throw error;
  }
  const customer = JSON.parse(order.customer_json) as Record<string, unknown>;
  const str = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    order,
    unavailable: false,
    checkout: {
      ...ctx.gateway.checkout,
      gatewayOrderId: order.gateway_order_id ?? '',
      amount: order.total,
      prefill: { name: `${str(customer.firstName)} ${str(customer.lastName)}`.trim(), email: str(customer.email), contact: str(customer.phone) },
    },
  };
}

export interface CheckoutConfirmation {
  paymentId: unknown;
  gatewayOrderId: unknown;
  signature: unknown;
}

const isGatewayId = (value: unknown): value is string => typeof value === 'string' && /^[\w-]{1,64}$/.test(value);

/**
 * The browser says the shopper paid: its signature must be the gateway's over
 * this order's gateway order and the payment, and the gateway must report that
 * payment captured for it. A payment still being authorised leaves the order
 * waiting (its webhook settles it); a failed one is recorded.
 */
export async function confirmCheckout(ctx: OperatorContext, order: OrderRow, sent: CheckoutConfirmation): Promise<OrderRow> {
  if (!ctx.gateway) throw new DomainError('payment_unavailable');
  if (!order.gateway_order_id || !isGatewayId(sent.paymentId) || sent.gatewayOrderId !== order.gateway_order_id || typeof sent.signature !== 'string') {
    throw new DomainError('payment_not_verified');
  }
  if (!ctx.gateway.confirmsPayment({ gatewayOrderId: order.gateway_order_id, paymentId: sent.paymentId, signature: sent.signature })) throw new DomainError('payment_not_verified');
  let payment;
  try {
    payment = await ctx.gateway.fetchPayment(sent.paymentId);
  } catch (error) {
    if (error instanceof GatewayUnavailable) throw new DomainError('payment_unavailable');
    throw error;
  }
  if (payment.orderId !== order.gateway_order_id) throw new DomainError('payment_not_verified');
  if (payment.status === 'captured') await settlePayment(ctx, order.id, payment, { kind: 'checkout' });
  else if (payment.status === 'failed') await recordFailure(ctx, order.id, payment, null);
  return reread(ctx, order.id);
}
