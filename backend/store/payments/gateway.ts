// The payment gateway as a port: what the store asks of whichever provider
// takes the shop's money (backend/gateway/razorpay.ts is the one adapter).
// Amounts are paise, as everywhere; ids are the provider's.

export interface GatewayOrder {
  id: string;
  amount: number;
  currency: string;
  receipt: string | null;
  /** created, attempted or paid. */
  status: string;
}

export interface GatewayPayment {
  id: string;
  orderId: string | null;
  amount: number;
  currency: string;
  /** created, authorized, captured, refunded or failed. */
  status: string;
  /** upi, card, netbanking, wallet, … */
  method: string;
  /** What the shop may show of how it was paid: a card's network and last 4 digits, a bank, a wallet — never a UPI ID. */
  detail: { network?: string; last4?: string; bank?: string; wallet?: string };
  error: string | null;
  createdAt: number;
}

export interface GatewayRefund {
  id: string;
  paymentId: string;
  amount: number;
  /** pending, processed or failed. */
  status: string;
}

/** A webhook event the gateway signed, read: what it is about, and the entities it carries. */
export interface GatewayEvent {
  /** The provider's event id (repeats of one delivery carry the same). */
  id: string;
  /** payment.captured, order.paid, payment.failed, refund.processed, refund.failed, … */
  type: string;
  payment: GatewayPayment | null;
  refund: GatewayRefund | null;
  /** The provider order the event is about. */
  orderId: string | null;
}

/** What a page needs to open the provider's hosted checkout. */
export interface CheckoutSetup {
  provider: string;
  keyId: string;
  scriptUrl: string;
  /** Origins the checkout page must allow scripts, frames and calls from (its Content-Security-Policy). */
  origins: string[];
}

export interface PaymentGateway {
  readonly checkout: CheckoutSetup;
  createOrder(input: { amount: number; receipt: string; notes: Record<string, string> }): Promise<GatewayOrder>;
  /** Whether the browser's confirmation of a payment is the provider's (its signature over our order and the payment). */
  confirmsPayment(input: { gatewayOrderId: string; paymentId: string; signature: string }): boolean;
  /** A webhook's event, once its signature over the raw body is the provider's; throws `BadWebhook` otherwise. */
  readWebhook(rawBody: Buffer, headers: { signature: string | undefined; eventId: string | undefined }): GatewayEvent;
  fetchPayment(paymentId: string): Promise<GatewayPayment>;
  paymentsOfOrder(gatewayOrderId: string): Promise<GatewayPayment[]>;
  refund(input: { paymentId: string; amount: number; receipt: string }): Promise<GatewayRefund>;
  fetchRefund(paymentId: string, refundId: string): Promise<GatewayRefund>;
  refundsOfPayment(paymentId: string): Promise<GatewayRefund[]>;
}

/** A webhook whose signature is not the provider's, or that cannot be read. */
export class BadWebhook extends Error {}

/** The gateway could not be reached, or refused a call. */
export class GatewayUnavailable extends Error {}
