import type { OrderForm } from '../../shared/checkout-form';
import type { ApiBody, Call } from './request';

/** An order's API path (`tail`: '', '/cancel', '/payment', …) with a guest's link key. */
export function orderApiPath(orderId: string, tail: string, key?: string | null): string {
  return `/api/orders/${encodeURIComponent(orderId)}${tail}${key ? `?key=${encodeURIComponent(key)}` : ''}`;
}

export interface PlaceOrderInput {
  form: OrderForm;
  items: { productId: number; sizeIndex: number; quantity: number }[];
  couponCode?: string;
  idempotencyKey: string;
  /** The page's language: the confirmation mail's. */
  language: string;
}

export interface OrderSummaryRow {
  orderId: string;
  orderDate: string;
  status: string;
  paymentMethod: string;
  /** Where its money stands (shared/payment-state.ts); a host without online payment sends none. */
  paymentState?: unknown;
  itemCount: number;
  orderTotal: number;
}

/** An order list as the API sends it: a foreign API host may omit or mistype fields (read the rows with orderRows). */
export interface OrderListBody extends ApiBody {
  orders?: unknown;
  pagination?: { pages?: unknown } | null;
}

/** The rows of an order list; none when the body has no list. */
/** The rows of a list, with only what the list shows: a host that sends more (API_URL) does not make the page's data larger. */
export function orderRows(body: OrderListBody): OrderSummaryRow[] {
  if (!Array.isArray(body.orders)) return [];
  return (body.orders as OrderSummaryRow[]).map(({ orderId, orderDate, status, paymentMethod, paymentState, itemCount, orderTotal }) => ({
    orderId,
    orderDate,
    status,
    paymentMethod,
    paymentState,
    itemCount,
    orderTotal,
  }));
}

export function orderCalls(call: Call) {
  return {
    placeOrder: (input: PlaceOrderInput) =>
      call<ApiBody & { orderId: string; orderKey?: string; awaitingPayment?: boolean }>('/api/orders', {
        method: 'POST',
        body: input,
        timeoutMs: 15_000,
        fallbackKey: 'checkout.failed',
      }),
    listOrders: (page: number) => call<OrderListBody>(`/api/orders?page=${page}&limit=10`, { fallbackKey: 'orders.loadFailed' }),
    /** One order: the signed-in owner's, or anyone's who holds its link key. */
    order: (orderId: string, key?: string) => call<ApiBody & { order: unknown }>(orderApiPath(orderId, '', key), { fallbackKey: 'orderDetail.fetchFailed' }),
    /** Cancels an order that has not shipped (the owner's, or by its link key); the mail is written in `language`. */
    cancelOrder: (orderId: string, key: string | undefined, language: string) =>
      call<ApiBody & { order: unknown; cancelled?: boolean }>(orderApiPath(orderId, '/cancel', key), {
        method: 'POST',
        body: { language },
        fallbackKey: 'cancellation.failed',
      }),
  };
}

/** Where an order's GST invoice is downloaded (the API host, through the BFF's /api proxy). */
export function invoiceHref(orderId: string, key?: string | null): string {
  return orderApiPath(orderId, '/invoice', key);
}

/** Where a cancelled order's credit note is downloaded. */
export function creditNoteHref(orderId: string, key?: string | null): string {
  return orderApiPath(orderId, '/credit-note', key);
}
