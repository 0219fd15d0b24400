// What the shopper's letters about an order's money say, read from the order:
// the confirmation (paid online, or to pay on delivery) and a refund.
import { deliveryBy } from '../../../shared/delivery';
import type { OperatorContext } from '../context';
import { orderLinkKey } from '../orders/order-links';
import { isGuestOrder, orderItems } from '../orders/read-orders';
import type { OrderRow } from '../orders/rows';
import type { ConfirmedOrder, RefundLetter } from '../postman';
import { paidWithOf } from './paid-with';

interface Customer {
  firstName?: unknown;
  email?: unknown;
  postalCode?: unknown;
}

const customerOf = (order: OrderRow) => JSON.parse(order.customer_json) as Customer;
const str = (value: unknown) => (typeof value === 'string' ? value : '');

async function keyOf(ctx: Pick<OperatorContext, 'secret'>, order: OrderRow): Promise<string | null> {
  return isGuestOrder(order) ? orderLinkKey(await ctx.secret(), order.id, order.created_at) : null;
}

export async function confirmedOrderOf(ctx: Pick<OperatorContext, 'db' | 'secret'>, order: OrderRow): Promise<ConfirmedOrder> {
  const customer = customerOf(order);
  const items = await orderItems(ctx.db, order.id);
  return {
    orderId: order.id,
    firstName: str(customer.firstName),
    email: str(customer.email),
    items: items.map((i) => ({ productId: i.product_id, size: i.size_label, quantity: i.quantity, subtotal: i.subtotal })),
    totals: { subtotal: order.subtotal, shipping: order.shipping, discount: order.discount, total: order.total },
    key: await keyOf(ctx, order),
    paidWith: paidWithOf(order),
    // Paid now: it leaves by the dispatch day that follows the payment.
    deliveryBy: deliveryBy(new Date(), customer.postalCode),
  };
}

export async function refundLetterOf(ctx: Pick<OperatorContext, 'secret'>, order: OrderRow): Promise<RefundLetter> {
  const customer = customerOf(order);
  return { orderId: order.id, firstName: str(customer.firstName), email: str(customer.email), amount: order.refund_amount ?? order.total, key: await keyOf(ctx, order) };
}
