// An order as the orders and order_items tables keep it, and its statuses.
export const ORDER_STATUSES = ['pending', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The statuses from which an order may still be cancelled: it has not shipped. */
export const CANCELLABLE_STATUSES: readonly OrderStatus[] = ['pending', 'processing'];

export interface OrderRow {
  id: string;
  user_id: number | null;
  status: OrderStatus;
  payment_method: string;
  card_brand: string | null;
  card_last4: string | null;
  upi_id: string | null;
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
  /** Paise due back to a card or UPI payer once cancelled (0 for cash on delivery). */
  refund_due: number | null;
  invoice_number: string | null;
  /** A cancelled order's credit note against its invoice (null until cancelled, or for one cancelled before credit notes until its first download). */
  credit_note_number: string | null;
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
