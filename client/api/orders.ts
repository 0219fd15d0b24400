import type { OrderForm } from '../../shared/checkout-form';
import type { ApiBody, Call } from './request';

export interface PlaceOrderInput {
  form: OrderForm;
  items: { productId: number; sizeIndex: number; quantity: number }[];
  couponCode?: string;
  idempotencyKey: string;
}

export interface OrderSummaryRow {
  orderId: string;
  orderDate: string;
  status: string;
  paymentMethod: string;
  itemCount: number;
  orderTotal: number;
}

export function orderCalls(call: Call) {
  return {
    placeOrder: (input: PlaceOrderInput) =>
      call<ApiBody & { orderId: string }>('/api/orders', { method: 'POST', body: input, timeoutMs: 15_000, fallbackKey: 'checkout.failed' }),
    listOrders: (page: number) =>
      call<ApiBody & { orders: OrderSummaryRow[]; pagination: { pages: number } }>(`/api/orders?page=${page}&limit=10`, { fallbackKey: 'orders.loadFailed' }),
    order: (orderId: string) => call<ApiBody & { order: unknown }>(`/api/orders/${encodeURIComponent(orderId)}`, { fallbackKey: 'orderDetail.fetchFailed' }),
  };
}
