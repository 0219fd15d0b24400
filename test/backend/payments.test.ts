// Taking payment online through the gateway (docs/decisions/026-payments.md),
// against the Razorpay stand-in: its signed webhooks reach the backend over
// HTTP as the real gateway's would. The order awaits its payment with no
// invoice number; the browser's confirmation is believed only with the
// gateway's signature; the webhook is the source of truth, taken once
// whatever the order, repeats or races; unpaid orders expire; a capture the
// order cannot take, and a paid order cancelled, are refunded; and a
// reconciliation settles what a lost webhook left.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { invoiceAmount } from '../../backend/documents/invoice-document';
import { mailsTo } from '../../backend/mail/outbox';
import { SAMPLE_COMPANY } from '../../shared/company';
import type { FakeRazorpay } from '../../tools/fake-razorpay/server';
import { binary, pdfText } from '../helpers/pdf';
import { listening, signed, standInEnv, withStandIn } from '../helpers/razorpay';
import { SHOPPER } from '../helpers/shopper';
import { makeBackend, signUp, STORE, type TestBackend } from './helpers';

const run = promisify(execFile);
const MANGO = { productId: 2, sizeIndex: 0, quantity: 3 };
const ONLINE = { ...SHOPPER, paymentMethod: 'online' };
const TOTAL = 11_000;

let fake: FakeRazorpay;
let b: TestBackend;
let server: Awaited<ReturnType<typeof listening>>;

beforeEach(async () => {
  const standIn = await withStandIn();
  fake = standIn.fake;
  b = await makeBackend(standIn.options({ orderRateLimit: { limit: 1000, windowMs: 60_000 } }));
  server = await listening(b.app as never);
  fake.webhookUrl = `${server.url}/api/payments/razorpay/webhook`;
});
afterEach(async () => {
  await fake.settled();
  await server.close();
  await fake.close();
  await b.dispose();
});

type Agent = request.Agent | ReturnType<typeof request>;

async function placeOnline(agent: Agent = request(b.app), extra: Record<string, unknown> = {}) {
  const placed = await agent
    .post('/api/orders')
    .send({ form: ONLINE, items: [MANGO], language: 'en', ...extra })
    .expect(201);
  const { orderId, orderKey } = placed.body as { orderId: string; orderKey?: string; awaitingPayment: boolean };
  const gatewayOrderId = (await row(orderId)).gateway_order_id!;
  return { orderId, orderKey, gatewayOrderId, body: placed.body as Record<string, unknown>, query: orderKey ? `?key=${encodeURIComponent(orderKey)}` : '' };
}

const row = async (orderId: string) =>
  (await b.db.get<{
    status: string;
    payment_state: string;
    invoice_number: string | null;
    gateway_order_id: string | null;
    gateway_payment_id: string | null;
    refund_id: string | null;
    paid_with: string | null;
  }>('SELECT * FROM orders WHERE id = ?', orderId))!;
const confirmations = () => mailsTo(b.dataDir, SHOPPER.email).filter((m) => m.includes('Subject: Your Too More order'));
const refundMails = () => mailsTo(b.dataDir, SHOPPER.email).filter((m) => /Subject: .*[Rr]efund/.test(m));
const events = async (orderId: string) => (await b.db.all<{ kind: string }>('SELECT kind FROM payment_events WHERE order_id = ? ORDER BY id', orderId)).map((e) => e.kind);

/** Pays as the shopper on the hosted checkout, then waits for the webhooks it set off. */
async function pay(gatewayOrderId: string, method: 'upi' | 'card' | 'netbanking' = 'upi') {
  const answer = await fake.pay(gatewayOrderId, method);
  await fake.settled();
  // The webhooks are answered; what the backend does after its answers (a refund's mail) is done too.
  await b.settled();
  return answer;
}

async function overdue(orderId: string) {
  await b.db.run('UPDATE orders SET payment_due_by = ? WHERE id = ?', new Date(Date.now() - 1000).toISOString(), orderId);
}

async function payments(...args: string[]) {
  const env = { ...process.env, ...standInEnv(fake), DATA_DIR: b.dataDir, DATABASE_URL: b.databaseUrl ?? '', LOG_LEVEL: 'silent' };
  try {
    const { stdout, stderr } = await run(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'backend/cli/payments.ts', ...args], { env, encoding: 'utf8' });
    await fake.settled();
    return { stdout, stderr, code: 0 };
  } catch (error) {
    const failed = error as { stdout: string; stderr: string; code: number };
    return { stdout: failed.stdout, stderr: failed.stderr, code: failed.code };
  }
}

describe(`paying online (${STORE})`, () => {
  it('offers online payment only with a gateway, and places an online order awaiting payment: no invoice number, no mail, the gateway’s order for the total', async () => {
    expect((await request(b.app).get('/api/payments/options').expect(200)).body).toMatchObject({ cashOnDelivery: true, online: { provider: 'razorpay' }, windowMinutes: 30 });
    const { orderId, gatewayOrderId, body } = await placeOnline();
    expect(body).toMatchObject({ success: true, awaitingPayment: true });
    expect(await row(orderId)).toMatchObject({ status: 'awaiting_payment', payment_state: 'awaiting', invoice_number: null });
    expect(fake.order(gatewayOrderId)).toMatchObject({ amount: TOTAL, currency: 'INR', receipt: orderId, status: 'created' });
    expect(confirmations()).toHaveLength(0);
  });

  it('refuses online payment without a gateway, field by field, and answers webhooks not found', async () => {
    const plain = await makeBackend();
    try {
      expect((await request(plain.app).get('/api/payments/options').expect(200)).body.online).toBeNull();
      const refused = await request(plain.app)
        .post('/api/orders')
        .send({ form: ONLINE, items: [MANGO] })
        .expect(400);
      expect(refused.body).toMatchObject({ code: 'checkout_invalid', fieldCodes: { paymentMethod: 'onlineUnavailable' } });
      await request(plain.app).post('/api/payments/razorpay/webhook').set('content-type', 'application/json').send('{}').expect(404);
    } finally {
      await plain.dispose();
    }
  });

  it('opens the hosted checkout for the order, and marks it paid once the confirmation’s signature is the gateway’s: invoice number, notification, one mail saying how it was paid', async () => {
    const agent = b.agent();
    await signUp(b, agent);
    const { orderId, gatewayOrderId } = await placeOnline(agent);
    // The shop hears of an online order once it is paid, not before.
    const staffMails = () => mailsTo(b.dataDir, `orders@${SAMPLE_COMPANY.email.split('@')[1]!}`).filter((m) => m.includes(`New order ${orderId}`));
    expect(staffMails()).toHaveLength(0);
    const opened = (await agent.get(`/api/orders/${orderId}/payment`).expect(200)).body;
    expect(opened.checkout).toMatchObject({ provider: 'razorpay', keyId: fake.keyId, gatewayOrderId, amount: TOTAL, scriptUrl: `${fake.url}/v1/checkout.js` });
    expect(opened.checkout.origins).toContain(fake.url);
    expect(opened.payment).toMatchObject({ state: 'awaiting' });
    fake.webhookMode = 'drop';
    const answer = await pay(gatewayOrderId, 'card');
    // The amount is never the browser's to say: one sent along is ignored.
    const confirmed = (
      await agent
        .post(`/api/orders/${orderId}/payment`)
        .send({ ...answer, amount: 1 })
        .expect(200)
    ).body;
    expect(confirmed.order).toMatchObject({
      status: 'pending',
      payment: { state: 'paid', paidWith: { method: 'card', network: 'Visa', last4: '1111', reference: answer.razorpay_payment_id } },
    });
    expect(confirmed.order.invoiceNumber).toMatch(/^TM\/\d{2}-\d{2}\/\d{6}$/);
    expect(confirmed.checkout).toBeNull();
    const types = await b.db.all<{ type: string }>('SELECT type FROM notifications WHERE order_id = ?', orderId);
    expect(types.map((n) => n.type)).toEqual(['payment_received']);
    const [mail] = confirmations();
    expect(confirmations()).toHaveLength(1);
    expect(mail).toContain('Paid by Visa card ending 1111');
    expect(mail).toContain(answer.razorpay_payment_id);
    expect(staffMails()).toHaveLength(1);
    expect(staffMails()[0]).toContain(`paid online`);
    // Posted again (a double click, a resent page): nothing more.
    await agent.post(`/api/orders/${orderId}/payment`).send(answer).expect(200);
    expect(confirmations()).toHaveLength(1);
    expect(staffMails()).toHaveLength(1);
  });

  it('believes no confirmation whose signature is not the gateway’s, nor one for another order', async () => {
    const { orderId, gatewayOrderId, query } = await placeOnline();
    const other = await placeOnline();
    fake.webhookMode = 'drop';
    const answer = await pay(gatewayOrderId);
    const forged = { ...answer, razorpay_signature: answer.razorpay_signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')) };
    const refused = await request(b.app).post(`/api/orders/${orderId}/payment${query}`).send(forged).expect(400);
    expect(refused.body.code).toBe('payment_not_verified');
    await request(b.app).post(`/api/orders/${other.orderId}/payment${other.query}`).send(answer).expect(400);
    expect((await row(orderId)).status).toBe('awaiting_payment');
    expect((await row(other.orderId)).status).toBe('awaiting_payment');
  });

  it('marks the order paid from the webhook alone when the shopper closed the tab before the redirect', async () => {
    const { orderId, gatewayOrderId } = await placeOnline();
    await pay(gatewayOrderId, 'netbanking');
    expect(await row(orderId)).toMatchObject({ status: 'pending', payment_state: 'paid' });
    expect(fake.sent.map((w) => `${w.event} ${w.status}`).sort()).toEqual(['order.paid 200', 'payment.authorized 200', 'payment.captured 200']);
    expect(confirmations()).toHaveLength(1);
    expect(confirmations()[0]).toContain('Paid by netbanking (HDFC)');
  });

  it('takes a webhook delivered again, or two at once, once: one invoice number, one mail', async () => {
    const { orderId, gatewayOrderId } = await placeOnline();
    fake.webhookMode = 'hold';
    await fake.pay(gatewayOrderId);
    // The same captured event three times at once, with order.paid beside them.
    const captured = fake.held().find((w) => w.event === 'payment.captured')!;
    await fake.releaseHeld('together');
    await Promise.all([fake.redeliver(captured.eventId), fake.redeliver(captured.eventId)]);
    await fake.settled();
    expect(await row(orderId)).toMatchObject({ status: 'pending', payment_state: 'paid' });
    expect(fake.sent.filter((w) => w.status !== 200)).toEqual([]);
    expect(confirmations()).toHaveLength(1);
    expect((await events(orderId)).filter((k) => k === 'payment.captured' || k === 'order.paid')).toHaveLength(2);
    const numbered = await b.db.all<{ invoice_number: string }>('SELECT invoice_number FROM orders WHERE invoice_number IS NOT NULL');
    expect(numbered).toHaveLength(1);
  });

  it('accepts events in any order: a failure reported after the capture changes nothing, a failure before keeps the order waiting with its reason', async () => {
    const first = await placeOnline();
    await fake.fail(first.gatewayOrderId, 'card');
    await fake.settled();
    expect((await request(b.app).get(`/api/orders/${first.orderId}/payment${first.query}`).expect(200)).body.payment).toMatchObject({
      state: 'failed',
      error: 'Payment failed because the bank declined it',
    });
    await pay(first.gatewayOrderId, 'upi');
    expect((await row(first.orderId)).payment_state).toBe('paid');

    const second = await placeOnline();
    fake.webhookMode = 'hold';
    await fake.fail(second.gatewayOrderId);
    await fake.pay(second.gatewayOrderId);
    await fake.releaseHeld('reversed');
    expect(await row(second.orderId)).toMatchObject({ status: 'pending', payment_state: 'paid' });
  });

  it('refuses, and changes nothing for, a webhook with a bad signature, about an unknown order, or for another amount', async () => {
    const { orderId, gatewayOrderId } = await placeOnline();
    fake.webhookMode = 'hold';
    await fake.pay(gatewayOrderId);
    const payment = { id: 'pay_Forged000000001', entity: 'payment', amount: TOTAL, currency: 'INR', status: 'captured', order_id: gatewayOrderId, method: 'upi' };
    const post = (body: string, signature: string, eventId = 'evt_Forged0000001') =>
      request(b.app)
        .post('/api/payments/razorpay/webhook')
        .set({ 'content-type': 'application/json', 'x-razorpay-signature': signature, 'x-razorpay-event-id': eventId })
        .send(body);
    const event = (entity: object) => ({ entity: 'event', event: 'payment.captured', contains: ['payment'], payload: { payment: { entity } }, created_at: 1 });

    const forged = signed(event(payment), 'not-the-webhook-secret');
    expect((await post(forged.body, forged.signature).expect(400)).body.code).toBe('bad_request');
    await post(forged.body, '').expect(400);
    const unknown = signed(event({ ...payment, order_id: 'order_Unknown0000001' }), fake.webhookSecret);
    await post(unknown.body, unknown.signature, 'evt_Unknown000001').expect(404);
    const cheaper = signed(event({ ...payment, amount: 100 }), fake.webhookSecret);
    await post(cheaper.body, cheaper.signature, 'evt_Cheaper000001').expect(400);
    const rupeesAsDollars = signed(event({ ...payment, currency: 'USD' }), fake.webhookSecret);
    await post(rupeesAsDollars.body, rupeesAsDollars.signature, 'evt_Currency00001').expect(400);
    expect(await row(orderId)).toMatchObject({ status: 'awaiting_payment', gateway_payment_id: null });
    expect(await events(orderId)).toEqual([]);
    // The real events, after all that, still settle it.
    await fake.releaseHeld();
    expect((await row(orderId)).payment_state).toBe('paid');
  });

  it('places one order, with one gateway order, for a double submit', async () => {
    const agent = b.agent();
    const send = () => agent.post('/api/orders').send({ form: ONLINE, items: [MANGO], idempotencyKey: 'k7Qm2v9XcLp4Rt8Z' });
    const [a, c] = await Promise.all([send(), send()]);
    expect(a.body.orderId).toBe(c.body.orderId);
    expect(c.body.awaitingPayment).toBe(true);
    expect([a.status, c.status].sort()).toEqual([200, 201]);
    const count = await b.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM orders');
    expect(count?.n).toBe(1);
    expect((await row(a.body.orderId)).gateway_order_id).toMatch(/^order_/);
  });

  it('expires an order whose time is up once the gateway says nothing was paid; a capture after that is refunded, and the shopper told twice', async () => {
    const { orderId, gatewayOrderId, query } = await placeOnline();
    await overdue(orderId);
    const opened = (await request(b.app).get(`/api/orders/${orderId}/payment${query}`).expect(200)).body;
    expect(opened.order.status).toBe('expired');
    expect(opened.checkout).toBeNull();
    expect(await row(orderId)).toMatchObject({ payment_state: 'expired', invoice_number: null });
    await request(b.app).post(`/api/orders/${orderId}/pay-on-delivery${query}`).expect(409);

    // The shopper had the checkout open and pays anyway.
    const answer = await pay(gatewayOrderId, 'upi');
    const late = await row(orderId);
    expect(late).toMatchObject({ status: 'expired', payment_state: 'refunded', gateway_payment_id: answer.razorpay_payment_id, invoice_number: null });
    expect(late.refund_id).toMatch(/^rfnd_/);
    expect(refundMails().map((m) => /Subject: (.*)/.exec(m)?.[1])).toEqual([`Your refund for order ${orderId} has been processed`, `Refund initiated for your order ${orderId}`]);
    expect(confirmations()).toHaveLength(0);
  });

  it('pays an order whose capture came while its time ran out, rather than expiring it', async () => {
    const { orderId, gatewayOrderId, query } = await placeOnline();
    fake.webhookMode = 'drop';
    await pay(gatewayOrderId);
    await overdue(orderId);
    expect((await request(b.app).get(`/api/orders/${orderId}/payment${query}`).expect(200)).body.order.status).toBe('pending');
    expect((await row(orderId)).payment_state).toBe('paid');
  });

  it('refunds a paid order cancelled by its shopper: initiated, then processed by webhook, told by notification and mail', async () => {
    const agent = b.agent();
    await signUp(b, agent);
    const { orderId, gatewayOrderId } = await placeOnline(agent);
    await pay(gatewayOrderId);
    fake.refundOutcome = 'pending';
    const cancelled = (await agent.post(`/api/orders/${orderId}/cancel`).send({ language: 'en' }).expect(200)).body.order;
    await fake.settled();
    expect(cancelled).toMatchObject({ status: 'cancelled', refundDue: 110, payment: { state: 'refund_pending', refund: { amount: 110 } } });
    expect(Date.parse(cancelled.payment.refund.initiatedAt)).not.toBeNaN();
    expect(cancelled.creditNoteNumber).toMatch(/^CN\/\d{2}-\d{2}\/\d{6}$/);
    const note = await pdfText((await agent.get(`/api/orders/${orderId}/credit-note`).buffer(true).parse(binary).expect(200)).body as Buffer);
    expect(note).toContain(`Refund due: ${invoiceAmount(TOTAL)}.`);
    await fake.settleRefunds('processed');
    const refunded = (await agent.get(`/api/orders/${orderId}`).expect(200)).body.order;
    expect(refunded.payment).toMatchObject({ state: 'refunded', refund: { amount: 110 } });
    expect(Date.parse(refunded.payment.refund.settledAt)).not.toBeNaN();
    const types = (await b.db.all<{ type: string }>('SELECT type FROM notifications WHERE order_id = ? ORDER BY seq', orderId)).map((n) => n.type);
    expect(types).toEqual(['payment_received', 'order_cancelled', 'refund_initiated', 'refund_processed']);
    expect(refundMails()).toHaveLength(2);
    expect(mailsTo(b.dataDir, SHOPPER.email).find((m) => m.includes('has been cancelled'))).toContain('A refund of ₹110.00 goes back to the account you paid with');
  });

  it('says when a refund failed, and an operator’s cancellation refunds too', async () => {
    const { orderId, gatewayOrderId } = await placeOnline();
    await pay(gatewayOrderId);
    fake.refundOutcome = 'failed';
    const env = { ...process.env, ...standInEnv(fake), DATA_DIR: b.dataDir, DATABASE_URL: b.databaseUrl ?? '', LOG_LEVEL: 'silent' };
    await run(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'backend/cli/order-status.ts', orderId, 'cancelled'], { env });
    await fake.settled();
    expect((await row(orderId)).payment_state).toBe('refund_failed');
    expect(refundMails().map((m) => /Subject: (.*)/.exec(m)?.[1])).toContain(`Your refund for order ${orderId} could not be completed`);
    expect((await payments('reconcile')).stdout).toContain(`${orderId}: the refund failed`);
  });

  it('owes nothing when an order not yet paid is cancelled, or one paid on delivery', async () => {
    const { orderId, query } = await placeOnline();
    const cancelled = (await request(b.app).post(`/api/orders/${orderId}/cancel${query}`).send({}).expect(200)).body.order;
    expect(cancelled).toMatchObject({ status: 'cancelled', refundDue: 0, invoiceNumber: null, creditNoteNumber: null });
    expect(mailsTo(b.dataDir, SHOPPER.email)[0]).toContain('Nothing was paid for this order, so nothing is due back.');
    await request(b.app).get(`/api/orders/${orderId}/credit-note${query}`).expect(404);
    await request(b.app).get(`/api/orders/${orderId}/invoice${query}`).expect(404);
  });

  it('lets the shopper pay on delivery instead, placing the order with its invoice number; a capture after that is sent back on its own', async () => {
    const { orderId, gatewayOrderId, query } = await placeOnline();
    const switched = (await request(b.app).post(`/api/orders/${orderId}/pay-on-delivery${query}`).expect(200)).body.order;
    expect(switched).toMatchObject({ status: 'pending', paymentMethod: 'cod', payment: { state: 'cod' } });
    expect(switched.invoiceNumber).toMatch(/^TM\/\d{2}-\d{2}\/\d{6}$/);
    expect(confirmations()[0]).toContain('To pay on delivery: ₹110.00');
    await request(b.app).post(`/api/orders/${orderId}/pay-on-delivery${query}`).expect(409);
    await pay(gatewayOrderId);
    expect(await row(orderId)).toMatchObject({ status: 'pending', payment_state: 'cod', gateway_payment_id: null });
    expect(await events(orderId)).toEqual(expect.arrayContaining(['refund.stray', 'refund.initiated', 'refund.processed']));
    expect(fake.sent.filter((w) => w.event === 'refund.processed')).toHaveLength(1);
  });

  it('reconciles what a lost webhook left, prints it, and changes nothing the second time', async () => {
    const paid = await placeOnline();
    const lapsed = await placeOnline();
    fake.webhookMode = 'drop';
    const answer = await pay(paid.gatewayOrderId, 'upi');
    await overdue(lapsed.orderId);
    const first = await payments('reconcile');
    expect(first.code).toBe(0);
    expect(first.stdout).toContain(`${paid.orderId}: paid (upi, ${answer.razorpay_payment_id})`);
    expect(first.stdout).toContain(`${lapsed.orderId}: expired unpaid`);
    expect((await row(paid.orderId)).payment_state).toBe('paid');
    expect(confirmations()).toHaveLength(1);
    expect((await payments('reconcile')).stdout).toContain('Nothing to change');

    // A refund whose webhook was lost too.
    fake.refundOutcome = 'pending';
    await request(b.app).post(`/api/orders/${paid.orderId}/cancel${paid.query}`).send({}).expect(200);
    await fake.settleRefunds('processed');
    expect((await row(paid.orderId)).payment_state).toBe('refund_pending');
    expect((await payments('reconcile')).stdout).toMatch(new RegExp(`${paid.orderId}: refund processed \\(rfnd_`));
    expect((await row(paid.orderId)).payment_state).toBe('refunded');

    const shown = await payments('show', paid.orderId);
    expect(shown.stdout).toContain(`Order ${paid.orderId}: cancelled, payment refunded (online)`);
    expect(shown.stdout).toMatch(/reconcile .*"method":"upi"/);
    expect(shown.stdout).toContain('refund.processed');
    expect((await payments('show')).code).toBe(2);
  });

  it('keeps a refund owed when the gateway cannot be reached, and asks again on reconciliation', async () => {
    const { orderId, gatewayOrderId, query } = await placeOnline();
    await pay(gatewayOrderId);
    fake.outage = true;
    await request(b.app).post(`/api/orders/${orderId}/cancel${query}`).send({}).expect(200);
    expect((await row(orderId)).payment_state).toBe('refund_due');
    expect(await events(orderId)).toContain('refund.error');
    const stillDown = await payments('reconcile');
    expect(stillDown.stdout).toContain(`${orderId}: a refund is still due`);
    fake.outage = false;
    expect((await payments('reconcile')).stdout).toContain(`${orderId}: refund initiated`);
    expect((await row(orderId)).payment_state).toBe('refunded');
  });
});
