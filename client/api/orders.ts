import type { CheckoutForm } from '../../shared/checkout-form';
import { apiRequest, type ApiBody } from './request';

export interface PlaceOrderInput {
  form: CheckoutForm;
  items: { productId: number; sizeIndex: number; quantity: number }[];
  couponCode?: string;
  idempotencyKey: string;
}

export function placeOrder(input: PlaceOrderInput) {
  return apiRequest<ApiBody & { orderId: string }>('/api/orders', {
    method: 'POST',
    body: input,
    timeoutMs: 15_000,
    fallbackKey: 'checkout.failed',
  });
}

export interface OrderSummaryRow {
  orderId: string;
  orderDate: string;
  status: string;
  paymentMethod: string;
  itemCount: number;
  orderTotal: number;
}

export function listOrders(page: number) {
  return apiRequest<ApiBody & { orders: OrderSummaryRow[]; pagination: { pages: number } }>(`/api/orders?page=${page}&limit=10`, {
    fallbackKey: 'orders.loadFailed',
  });
}

export function getOrder(orderId: string) {
  return apiRequest<ApiBody & { order: unknown }>(`/api/orders/${encodeURIComponent(orderId)}`, { fallbackKey: 'orderDetail.fetchFailed' });
}
