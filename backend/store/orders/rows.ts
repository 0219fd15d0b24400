// An order as the orders and order_items tables keep it, and its statuses.
import type { PaymentState } from '../../../shared/payment-state';

export { CANCELLABLE_STATUSES, OPERATOR_STATUSES, ORDER_STATUSES, type OrderStatus } from '../../../shared/order-status';
import type { OrderStatus } from '../../../shared/order-status';

export interface OrderRow {
  id: string;
  user_id: number | null;
  status: OrderStatus;
  /** cod or online; card and upi on orders placed before online payment (never charged). */
  payment_method: string;
  card_brand: string | null;
  card_last4: string | null;
  customer_json: string;
  coupon: string | null;
  subtotal: number;
  shipping: number;
  tax: number;
  discount: number;
  savings: number;
  total: number;
  created_at: string;
  language: string | null;
  cancelled_at: string | null;
  /** Paise due back once cancelled: what was paid online (0 when nothing was). */
  refund_due: number | null;
  invoice_number: string | null;
  /** A cancelled order's credit note against its invoice (null until cancelled, or for one cancelled before credit notes until its first download). */
  credit_note_number: string | null;
  payment_state: PaymentState;
  /** The gateway's order the shopper pays (online only). */
  gateway_order_id: string | null;
  /** The gateway's payment that paid it (or, for a late capture, that is refunded). */
  gateway_payment_id: string | null;
  /** JSON: how it was paid, as a receipt shows it (method; a card's network and last 4 digits, a bank, a wallet). */
  paid_with: string | null;
  paid_at: string | null;
  /** When an order awaiting payment expires. */
  payment_due_by: string | null;
  /** Why the last attempt to pay failed, in the gateway's words. */
  payment_error: string | null;
  refund_id: string | null;
  refund_amount: number | null;
  refund_initiated_at: string | null;
  refund_settled_at: string | null;
  /** When the order was packed, shipped and delivered (null: not yet, or it skipped the step, or it did so before these were recorded). */
  processing_at: string | null;
  shipped_at: string | null;
  delivered_at: string | null;
  /** What the operator said the order shipped with (./shipment.ts). */
  courier: string | null;
  awb: string | null;
  tracking_url: string | null;
}

export interface ItemRow {
  product_id: number;
  size_index: number;
  name: string;
  size_label: string;
  size_value: number;
  quantity: number;
  price: number;
  subtotal: number;
}
