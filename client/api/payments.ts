// Paying online (docs/decisions/026-payments.md): what checkout may offer, an
// order's payment with how to open the gateway's checkout, the checkout's
// answer, and paying on delivery instead. Built by the routes that pay from
// the API's `call`, so these calls load with those pages and not with every page.
import { orderApiPath } from './orders';
import type { ApiBody, Call } from './request';

/** The three values the gateway's checkout hands the page on success. */
export interface GatewayConfirmation {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

/** An order's payment as the host sends it (read the order with toOrderView). */
export interface PaymentBody extends ApiBody {
  order?: unknown;
  checkout?: {
    provider?: string;
    keyId?: string;
    scriptUrl?: string;
    origins?: string[];
    gatewayOrderId?: string;
    amount?: number;
    prefill?: { name?: string; email?: string; contact?: string };
  } | null;
  unavailable?: boolean;
}

export function paymentCalls(call: Call) {
  return {
    /** What checkout may offer: online payment only when the host has a gateway (a host without the call: cash on delivery only). */
    paymentOptions: () => call<ApiBody & { online?: { provider?: string } | null; windowMinutes?: number }>('/api/payments/options', { fallbackKey: 'payment.checkout.codOnly' }),
    /** An order's payment and how to open the gateway's checkout for it. */
    payment: (orderId: string, key?: string) => call<PaymentBody>(orderApiPath(orderId, '/payment', key), { fallbackKey: 'payment.page.unavailable' }),
    /** What the gateway's checkout gave the browser after a payment: the server checks its signature and asks the gateway. */
    confirmPayment: (orderId: string, key: string | undefined, confirmation: GatewayConfirmation) =>
      call<PaymentBody>(orderApiPath(orderId, '/payment', key), { method: 'POST', body: confirmation, timeoutMs: 15_000, fallbackKey: 'payment.page.unavailable' }),
    payOnDelivery: (orderId: string, key?: string) =>
      call<PaymentBody>(orderApiPath(orderId, '/pay-on-delivery', key), { method: 'POST', body: {}, fallbackKey: 'checkout.failed' }),
  };
}
