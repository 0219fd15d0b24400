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
