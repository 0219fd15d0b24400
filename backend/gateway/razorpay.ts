// Razorpay, through its REST API (Orders, Payments, Refunds) at a base URL of
// the configuration's: https://api.razorpay.com for real money, a stand-in for
// tests and the local demo (tools/fake-razorpay/), with nothing here knowing
// which. Followed: docs/decisions/026-payments.md lists the provider's pages.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

import { BadWebhook, type GatewayEvent, type GatewayOrder, type GatewayPayment, type GatewayRefund, GatewayUnavailable, type PaymentGateway } from '../store/payments/gateway';

export interface RazorpaySettings {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** https://api.razorpay.com, or a stand-in. */
  apiUrl: string;
  /** https://checkout.razorpay.com/v1/checkout.js, or a stand-in's. */
  checkoutUrl: string;
  timeoutMs?: number;
}

const hmacHex = (secret: string, data: string | Buffer) => createHmac('sha256', secret).update(data).digest('hex');

/** Two hex digests compared in constant time (a length that differs is simply unequal). */
function sameHex(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

type Json = Record<string, unknown>;
const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const int = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? Math.round(value) : 0);

function toPayment(raw: Json): GatewayPayment {
  const card = (raw.card ?? null) as Json | null;
  return {
    id: String(raw.id),
    orderId: text(raw.order_id),
    amount: int(raw.amount),
    currency: text(raw.currency) ?? 'INR',
    status: String(raw.status),
    method: text(raw.method) ?? '',
    // Of the instrument, only what a receipt shows; a UPI ID (vpa) is never read.
    detail: {
      ...(card && text(card.network) ? { network: String(card.network) } : {}),
      ...(card && text(card.last4) ? { last4: String(card.last4) } : {}),
      ...(text(raw.bank) ? { bank: String(raw.bank) } : {}),
      ...(text(raw.wallet) ? { wallet: String(raw.wallet) } : {}),
    },
    error: text(raw.error_description),
    createdAt: int(raw.created_at),
  };
}

const toRefund = (raw: Json): GatewayRefund => ({ id: String(raw.id), paymentId: String(raw.payment_id), amount: int(raw.amount), status: String(raw.status) });

const toOrder = (raw: Json): GatewayOrder => ({
  id: String(raw.id),
  amount: int(raw.amount),
  currency: text(raw.currency) ?? 'INR',
  receipt: text(raw.receipt),
  status: String(raw.status),
});

/**
 * Where the checkout page's script, frames and calls come from: the script's
 * and the API's origins; for Razorpay's own checkout, its frames on
 * api.razorpay.com, its images on cdn.razorpay.com and the calls its script
 * makes to lumberjack.razorpay.com.
 */
function checkoutOrigins(settings: RazorpaySettings): string[] {
  const origins = new Set([new URL(settings.checkoutUrl).origin, new URL(settings.apiUrl).origin]);
  if (new URL(settings.checkoutUrl).hostname === 'checkout.razorpay.com')
    for (const o of ['https://api.razorpay.com', 'https://cdn.razorpay.com', 'https://lumberjack.razorpay.com']) origins.add(o);
  return [...origins];
}

export function razorpayGateway(settings: RazorpaySettings): PaymentGateway {
  const base = `${settings.apiUrl.replace(/\/+$/, '')}/v1`;
  const auth = `Basic ${Buffer.from(`${settings.keyId}:${settings.keySecret}`).toString('base64')}`;

  async function call(method: 'GET' | 'POST', path: string, body?: Json): Promise<Json> {
    let res: Response;
    try {
      res = await fetch(`${base}${path}`, {
        method,
        headers: { authorization: auth, accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(settings.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw new GatewayUnavailable(`Razorpay ${method} ${path}: ${(error as Error).message}`);
    }
    const json = (await res.json().catch(() => ({}))) as Json;
    if (!res.ok) {
      const described = ((json.error ?? {}) as Json).description;
      throw new GatewayUnavailable(`Razorpay ${method} ${path} answered ${res.status}${typeof described === 'string' ? `: ${described}` : ''}`);
    }
    return json;
  }

  return {
    checkout: { provider: 'razorpay', keyId: settings.keyId, scriptUrl: settings.checkoutUrl, origins: checkoutOrigins(settings) },

    async createOrder({ amount, receipt, notes }) {
      return toOrder(await call('POST', '/orders', { amount, currency: 'INR', receipt, notes }));
    },

    confirmsPayment({ gatewayOrderId, paymentId, signature }) {
      // The signature Checkout hands the browser: HMAC-SHA256 of "<our provider order id>|<payment id>" under the key secret.
      return sameHex(hmacHex(settings.keySecret, `${gatewayOrderId}|${paymentId}`), signature);
    },

    readWebhook(rawBody, { signature, eventId }) {
      if (!signature || !sameHex(hmacHex(settings.webhookSecret, rawBody), signature)) throw new BadWebhook('signature');
      let event: Json;
      try {
        event = JSON.parse(rawBody.toString('utf8')) as Json;
      } catch {
        throw new BadWebhook('body');
      }
      const payload = (event.payload ?? {}) as Record<string, { entity?: Json } | undefined>;
      const payment = payload.payment?.entity ? toPayment(payload.payment.entity) : null;
      const refund = payload.refund?.entity ? toRefund(payload.refund.entity) : null;
      const order = payload.order?.entity ?? null;
      return {
        // Every delivery of one event carries the same x-razorpay-event-id.
        id: eventId ?? `body:${createHash('sha256').update(rawBody).digest('hex')}`,
        type: text(event.event) ?? '',
        payment,
        refund,
        orderId: payment?.orderId ?? (order ? text(order.id) : null),
      } satisfies GatewayEvent;
    },

    async fetchPayment(paymentId) {
      return toPayment(await call('GET', `/payments/${encodeURIComponent(paymentId)}`));
    },

    async paymentsOfOrder(gatewayOrderId) {
      const list = await call('GET', `/orders/${encodeURIComponent(gatewayOrderId)}/payments`);
      return (Array.isArray(list.items) ? (list.items as Json[]) : []).map(toPayment);
    },

    async refund({ paymentId, amount, receipt }) {
      return toRefund(await call('POST', `/payments/${encodeURIComponent(paymentId)}/refund`, { amount, speed: 'normal', receipt }));
    },

    async fetchRefund(paymentId, refundId) {
      return toRefund(await call('GET', `/payments/${encodeURIComponent(paymentId)}/refunds/${encodeURIComponent(refundId)}`));
    },

    async refundsOfPayment(paymentId) {
      const list = await call('GET', `/payments/${encodeURIComponent(paymentId)}/refunds`);
      return (Array.isArray(list.items) ? (list.items as Json[]) : []).map(toRefund);
    },
  };
}
