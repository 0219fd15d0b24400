// An order in the JSON shape the shop reads (docs/backend.md), prices in rupees.
import { getProduct } from '../../../shared/catalogue';
import { computeInvoice, indiaDay } from '../../../shared/invoice';
import { toRupees } from '../../../shared/money';
import { paidWithOf } from '../payments/paid-with';
import { CANCELLABLE_STATUSES, type ItemRow, type OrderRow } from './rows';
import { shipmentOf } from './shipment';

/** The GST inside what was paid (the invoice's total tax; the same within a state and between states), or null for an item the tax data lacks. */
function gstIncluded(order: OrderRow, items: readonly ItemRow[]): number | null {
  try {
    const invoice = computeInvoice({
      lines: items.map((i) => ({ productKey: getProduct(i.product_id)?.key ?? '', description: i.name, quantity: i.quantity, amount: i.subtotal })),
      discount: order.discount,
      shipping: order.shipping,
      day: indiaDay(order.created_at),
      sellerStateCode: '',
      placeOfSupply: null,
    });
    return invoice.totals.tax;
  } catch {
    return null;
  }
}

/** Where the order's money stands (shared/payment-state.ts), as the shopper's pages show it. */
export function paymentJson(order: OrderRow) {
  const paidWith = paidWithOf(order);
  const refunding = order.refund_amount !== null && order.refund_initiated_at !== null;
  return {
    state: order.payment_state,
    ...(paidWith ? { paidWith } : {}),
    ...(order.paid_at ? { paidAt: order.paid_at } : {}),
    ...(order.status === 'awaiting_payment' && order.payment_due_by ? { dueBy: order.payment_due_by } : {}),
    ...(order.payment_state === 'failed' && order.payment_error ? { error: order.payment_error } : {}),
    ...(order.payment_state === 'refund_due' ? { refund: { amount: toRupees(order.refund_due ?? order.total) } } : {}),
    ...(refunding
      ? {
          refund: {
            amount: toRupees(order.refund_amount ?? 0),
            initiatedAt: order.refund_initiated_at,
            ...(order.refund_settled_at ? { settledAt: order.refund_settled_at } : {}),
          },
        }
      : {}),
  };
}

/** The order's way to the shopper, for its timeline: when it was packed, shipped and delivered, and what it shipped with. */
function wayJson(order: OrderRow) {
  const shipment = shipmentOf(order);
  return {
    ...(order.processing_at ? { processingAt: order.processing_at } : {}),
    ...(order.shipped_at ? { shippedAt: order.shipped_at } : {}),
    ...(order.delivered_at ? { deliveredAt: order.delivered_at } : {}),
    ...(shipment ? { shipment } : {}),
  };
}

export function toOrderJson(order: OrderRow, items: ItemRow[]) {
  const gst = gstIncluded(order, items);
  return {
    orderId: order.id,
    _id: order.id,
    orderDate: order.created_at,
    createdAt: order.created_at,
    status: order.status,
    paymentMethod: order.payment_method,
    ...(order.card_last4 ? { cardBrand: order.card_brand ?? 'other', cardLast4: order.card_last4 } : {}),
    customer: JSON.parse(order.customer_json) as Record<string, string>,
    items: items.map((i) => ({
      id: `${i.product_id}-${i.size_index}`,
      productId: i.product_id,
      name: i.name,
      image: `/images/products/${getProduct(i.product_id)?.key ?? 'skyberry'}.svg`,
      size: { size: i.size_label, value: i.size_value },
      quantity: i.quantity,
      price: toRupees(i.price),
      subtotal: toRupees(i.subtotal),
    })),
    payment: paymentJson(order),
    invoiceNumber: order.invoice_number,
    gstIncluded: gst === null ? null : toRupees(gst),
    cancellable: CANCELLABLE_STATUSES.includes(order.status),
    ...wayJson(order),
    ...(order.status === 'cancelled' ? { cancelledAt: order.cancelled_at, refundDue: toRupees(order.refund_due ?? 0), creditNoteNumber: order.credit_note_number } : {}),
    pricing: {
      subtotal: toRupees(order.subtotal),
      shipping: toRupees(order.shipping),
      tax: toRupees(order.tax),
      discount: toRupees(order.discount),
      totalSavings: toRupees(order.savings),
      orderTotal: toRupees(order.total),
    },
  };
}

export type OrderJson = ReturnType<typeof toOrderJson>;

/** The columns a line of the order history reads (its query selects only these). */
export const SUMMARY_COLUMNS = ['id', 'created_at', 'status', 'payment_method', 'payment_state', 'total'] as const;
export type SummaryRow = Pick<OrderRow, (typeof SUMMARY_COLUMNS)[number]> & { item_count: number };

/** One line of the order history. */
export function toOrderSummaryJson(o: SummaryRow) {
  return {
    orderId: o.id,
    orderDate: o.created_at,
    status: o.status,
    paymentMethod: o.payment_method,
    paymentState: o.payment_state,
    itemCount: o.item_count,
    orderTotal: toRupees(o.total),
  };
}
