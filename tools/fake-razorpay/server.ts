// A stand-in for Razorpay, for tests and the local demo: the REST API the
// shop's adapter calls (Orders, Payments, Refunds, with basic auth), the
// Standard Checkout script and its hosted page, and signed webhooks — with the
// provider's id formats, statuses, payload shapes and signatures (the pages
// followed are listed in docs/decisions/026-payments.md). It also lets a test
// hold, drop, reorder or replay webhooks, make a refund fail, or pay an order
// as a shopper would, without a browser.
import { createHmac, randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import express from 'express';

import { CHECKOUT_SCRIPT } from './checkout-script';
import { hostedPage } from './hosted-page';

type Json = Record<string, unknown>;
type Method = 'upi' | 'card' | 'netbanking' | 'wallet';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const newId = (prefix: string) => `${prefix}_${Array.from(randomBytes(14), (b) => ALPHANUMERIC.charAt(b % ALPHANUMERIC.length)).join('')}`;
const seconds = () => Math.floor(Date.now() / 1000);
const hmacHex = (secret: string, data: string) => createHmac('sha256', secret).update(data).digest('hex');

export interface SentWebhook {
  eventId: string;
  event: string;
  body: string;
  /** The shop's answer, or 0 when it could not be reached. */
  status: number;
}

export interface FakeRazorpay {
  url: string;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Where signed webhooks go (the shop's /api/payments/razorpay/webhook). */
  webhookUrl: string | null;
  /** now: sent as they happen; hold: kept until released; drop: lost. */
  webhookMode: 'now' | 'hold' | 'drop';
  /** While true, the REST API answers 503 (an outage). */
  outage: boolean;
  /** What a new refund becomes: processed or failed at once, or pending until settled. */
  refundOutcome: 'processed' | 'failed' | 'pending';
  /** Every delivery attempt, in order. */
  sent: SentWebhook[];
  /** Sends the held webhooks: one after another as made or reversed, or all at once. */
  releaseHeld(order?: 'as-made' | 'reversed' | 'together'): Promise<void>;
  /** The webhooks held so far (hold mode). */
  held(): { eventId: string; event: string }[];
  /** Sends a webhook again exactly as it was first sent. */
  redeliver(eventId: string): Promise<number>;
  /** Pays an order as a shopper would on the hosted page; answers what Checkout gives the browser. */
  pay(orderId: string, method?: Method): Promise<{ razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string }>;
  /** A failed attempt at an order. */
  fail(orderId: string, method?: Method): Promise<Json>;
  /** Ends the pending refunds as processed or failed, with their webhooks. */
  settleRefunds(outcome: 'processed' | 'failed'): Promise<void>;
  order(id: string): Json | undefined;
  /** Resolves once every webhook being sent has been answered. */
  settled(): Promise<void>;
  close(): Promise<void>;
}

export async function startFakeRazorpay(options: { webhookUrl?: string; port?: number } = {}): Promise<FakeRazorpay> {
  const orders = new Map<string, Json>();
  const payments = new Map<string, Json>();
  const refunds = new Map<string, Json>();
  const held: { eventId: string; event: string; body: string }[] = [];
  const inFlight = new Set<Promise<unknown>>();
  const fake = {
    keyId: `rzp_test_${randomBytes(7).toString('hex')}`,
    keySecret: randomBytes(18).toString('base64url'),
    webhookSecret: randomBytes(18).toString('base64url'),
    webhookUrl: options.webhookUrl ?? null,
    webhookMode: 'now',
    outage: false,
    refundOutcome: 'processed',
    sent: [] as SentWebhook[],
  } as FakeRazorpay;

  async function send(eventId: string, event: string, body: string): Promise<number> {
    if (!fake.webhookUrl) return 0;
    let status = 0;
    try {
      const res = await fetch(fake.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-razorpay-signature': hmacHex(fake.webhookSecret, body), 'x-razorpay-event-id': eventId },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      status = res.status;
      await res.arrayBuffer();
    } catch {
      status = 0;
    }
    fake.sent.push({ eventId, event, body, status });
    return status;
  }

  /** An event as Razorpay sends it: a snapshot of its entities when it happened. */
  function emit(event: string, entities: { payment?: Json; order?: Json; refund?: Json }): void {
    const contains = Object.keys(entities);
    const payload = Object.fromEntries(Object.entries(entities).map(([name, entity]) => [name, { entity: structuredClone(entity) }]));
    const body = JSON.stringify({ entity: 'event', account_id: 'acc_StandIn0000001', event, contains, payload, created_at: seconds() });
    const eventId = newId('evt');
    if (fake.webhookMode === 'drop') return;
    if (fake.webhookMode === 'hold') {
      held.push({ eventId, event, body });
      return;
    }
    const delivery = send(eventId, event, body).finally(() => inFlight.delete(delivery));
    inFlight.add(delivery);
  }

  function newPayment(order: Json, method: Method, status: 'captured' | 'failed'): Json {
    const failed = status === 'failed';
    const payment: Json = {
      id: newId('pay'),
      entity: 'payment',
      amount: order.amount,
      currency: 'INR',
      status,
      order_id: order.id,
      invoice_id: null,
      international: false,
      method,
      amount_refunded: 0,
      refund_status: null,
      captured: !failed,
      description: order.receipt,
      card_id: method === 'card' ? newId('card') : null,
      card:
        method === 'card' ? { id: newId('card'), entity: 'card', name: '', last4: '1111', network: 'Visa', type: 'credit', issuer: null, international: false, emi: false } : null,
      bank: method === 'netbanking' ? 'HDFC' : null,
      wallet: method === 'wallet' ? 'paytm' : null,
      vpa: method === 'upi' ? 'success@razorpay' : null,
      email: 'void@razorpay.com',
      contact: '+919999999999',
      notes: [],
      fee: failed ? null : Math.round(Number(order.amount) * 0.02),
      tax: failed ? null : Math.round(Number(order.amount) * 0.0036),
      error_code: failed ? 'BAD_REQUEST_ERROR' : null,
      error_description: failed ? 'Payment failed because the bank declined it' : null,
      error_source: failed ? 'bank' : null,
      error_step: failed ? 'payment_authorization' : null,
      error_reason: failed ? 'payment_failed' : null,
      acquirer_data: {},
      created_at: seconds(),
    };
    payments.set(String(payment.id), payment);
    return payment;
  }

  function attempt(orderId: string, method: Method, outcome: 'pay' | 'fail'): Json {
    const order = orders.get(orderId);
    if (!order)
      return {
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: 'The id provided does not exist',
          source: 'business',
          step: 'payment_initiation',
          reason: 'input_validation_failed',
          metadata: {},
        },
      };
    order.attempts = Number(order.attempts) + 1;
    if (order.status === 'created') order.status = 'attempted';
    if (outcome === 'fail') {
      const payment = newPayment(order, method, 'failed');
      emit('payment.failed', { payment });
      return {
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: String(payment.error_description),
          source: 'bank',
          step: 'payment_authorization',
          reason: 'payment_failed',
          metadata: { order_id: orderId, payment_id: payment.id },
        },
      };
    }
    const payment = newPayment(order, method, 'captured');
    emit('payment.authorized', { payment: { ...payment, status: 'authorized', captured: false } });
    order.amount_paid = order.amount;
    order.amount_due = 0;
    order.status = 'paid';
    emit('payment.captured', { payment });
    emit('order.paid', { payment, order });
    return { razorpay_payment_id: payment.id, razorpay_order_id: orderId, razorpay_signature: hmacHex(fake.keySecret, `${orderId}|${String(payment.id)}`) };
  }

  function endRefund(refund: Json, outcome: 'processed' | 'failed'): void {
    refund.status = outcome;
    const payment = payments.get(String(refund.payment_id));
    if (payment && outcome === 'processed') {
      payment.amount_refunded = Number(payment.amount_refunded) + Number(refund.amount);
      payment.refund_status = payment.amount_refunded === payment.amount ? 'full' : 'partial';
      if (payment.refund_status === 'full') payment.status = 'refunded';
    }
    emit(`refund.${outcome}`, { refund, ...(payment ? { payment } : {}) });
  }

  const app = express();
  app.disable('x-powered-by');
  app.get('/v1/checkout.js', (_req, res) => void res.type('application/javascript').send(CHECKOUT_SCRIPT));
  app.get('/v1/checkout/embedded', (req, res) => {
    const q = req.query as Record<string, string | undefined>;
    const order = orders.get(q.order_id ?? '');
    if (!order || q.key_id !== fake.keyId) return void res.status(400).type('text/plain').send('Unknown order or key');
    res
      .type('html')
      .send(
        hostedPage({ orderId: String(order.id), keyId: fake.keyId, amount: Number(order.amount), name: q.name ?? '', description: q.description ?? '', origin: q.origin ?? '' }),
      );
  });
  app.post('/v1/checkout/pay', express.json(), (req, res) => {
    const body = req.body as { order_id?: string; key_id?: string; method?: Method; outcome?: 'pay' | 'fail' };
    if (body.key_id !== fake.keyId) return void res.status(401).json({ error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } });
    res.json(attempt(String(body.order_id), body.method ?? 'upi', body.outcome === 'fail' ? 'fail' : 'pay'));
  });

  // The REST API: basic auth with the key id and secret.
  const api = express.Router();
  api.use((req, res, next) => {
    if (fake.outage) return void res.status(503).json({ error: { code: 'SERVER_ERROR', description: 'The server is unavailable' } });
    const expected = `Basic ${Buffer.from(`${fake.keyId}:${fake.keySecret}`).toString('base64')}`;
    if (req.get('authorization') !== expected) return void res.status(401).json({ error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } });
    next();
  });
  api.use(express.json());
  const missing = (res: express.Response) => void res.status(400).json({ error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' } });
  api.post('/orders', (req, res) => {
    const { amount, currency, receipt, notes } = req.body as Json;
    if (!Number.isInteger(amount) || Number(amount) < 100)
      return void res.status(400).json({ error: { code: 'BAD_REQUEST_ERROR', description: 'The amount must be at least INR 1.00', field: 'amount' } });
    const order: Json = {
      id: newId('order'),
      entity: 'order',
      amount,
      amount_paid: 0,
      amount_due: amount,
      currency: currency ?? 'INR',
      receipt: receipt ?? null,
      offer_id: null,
      status: 'created',
      attempts: 0,
      notes: notes ?? [],
      created_at: seconds(),
    };
    orders.set(String(order.id), order);
    res.json(order);
  });
  api.get('/orders/:id', (req, res) => {
    const order = orders.get(req.params.id);
    if (!order) {
      missing(res);
      return;
    }
    res.json(order);
  });
  api.get('/orders/:id/payments', (req, res) => {
    if (!orders.has(req.params.id)) {
      missing(res);
      return;
    }
    const items = [...payments.values()].filter((p) => p.order_id === req.params.id);
    res.json({ entity: 'collection', count: items.length, items });
  });
  api.get('/payments/:id', (req, res) => {
    const payment = payments.get(req.params.id);
    if (!payment) {
      missing(res);
      return;
    }
    res.json(payment);
  });
  api.post('/payments/:id/refund', (req, res) => {
    const payment = payments.get(req.params.id);
    if (!payment) {
      missing(res);
      return;
    }
    const body = req.body as Json;
    const amount = body.amount === undefined ? Number(payment.amount) - Number(payment.amount_refunded) : Number(body.amount);
    if (payment.status !== 'captured' || amount < 100 || amount > Number(payment.amount) - Number(payment.amount_refunded)) {
      return void res.status(400).json({ error: { code: 'BAD_REQUEST_ERROR', description: 'The refund amount provided is greater than amount captured' } });
    }
    const refund: Json = {
      id: newId('rfnd'),
      entity: 'refund',
      amount,
      currency: 'INR',
      payment_id: payment.id,
      notes: body.notes ?? [],
      receipt: body.receipt ?? null,
      acquirer_data: { arn: null },
      created_at: seconds(),
      batch_id: null,
      status: 'pending',
      speed_processed: 'normal',
      speed_requested: body.speed ?? 'normal',
    };
    refunds.set(String(refund.id), refund);
    emit('refund.created', { refund, payment });
    res.json(refund);
    if (fake.refundOutcome !== 'pending') endRefund(refund, fake.refundOutcome);
  });
  api.get('/payments/:paymentId/refunds', (req, res) => {
    if (!payments.has(req.params.paymentId)) {
      missing(res);
      return;
    }
    const items = [...refunds.values()].filter((r) => r.payment_id === req.params.paymentId);
    res.json({ entity: 'collection', count: items.length, items });
  });
  api.get('/payments/:paymentId/refunds/:refundId', (req, res) => {
    const refund = refunds.get(req.params.refundId);
    if (refund?.payment_id !== req.params.paymentId) {
      missing(res);
      return;
    }
    res.json(refund);
  });
  app.use('/v1', api);

  const server: Server = await new Promise((resolve) => {
    const s = app.listen(options.port ?? 0, '127.0.0.1', () => resolve(s));
  });
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  fake.releaseHeld = async (order = 'as-made') => {
    const batch = held.splice(0);
    if (order === 'together') {
      await Promise.all(batch.map((w) => send(w.eventId, w.event, w.body)));
      return;
    }
    if (order === 'reversed') batch.reverse();
    for (const w of batch) await send(w.eventId, w.event, w.body);
  };
  fake.held = () => held.map(({ eventId, event }) => ({ eventId, event }));
  fake.redeliver = async (eventId) => {
    const first = fake.sent.find((w) => w.eventId === eventId);
    if (!first) throw new Error(`No webhook ${eventId} was sent`);
    return send(first.eventId, first.event, first.body);
  };
  fake.pay = (orderId, method = 'upi') => {
    const answer = attempt(orderId, method, 'pay');
    if ('error' in answer) return Promise.reject(new Error(`The stand-in could not pay ${orderId}`));
    return Promise.resolve(answer as { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string });
  };
  fake.fail = (orderId, method = 'card') => Promise.resolve(attempt(orderId, method, 'fail'));
  fake.settleRefunds = async (outcome) => {
    for (const refund of refunds.values()) if (refund.status === 'pending') endRefund(refund, outcome);
    await fake.settled();
  };
  fake.order = (id) => orders.get(id);
  fake.settled = async () => {
    while (inFlight.size) await Promise.all(inFlight);
  };
  fake.close = () =>
    new Promise((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return fake;
}
