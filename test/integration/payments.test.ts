// Paying online through the shop's pages, as a browser without JavaScript
// posts them, with the backend taking payments through the Razorpay stand-in
// (docs/decisions/026-payments.md): the checkout offers online payment and
// sends an order paid online to its pay page; only that page's
// Content-Security-Policy lets the gateway's script and frames in; the
// checkout's answer is believed only with the gateway's signature; paying on
// delivery instead places the order; and the gateway's webhook reaches the
// backend through the shop's server with its bytes, and so its signature,
// intact.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { FakeRazorpay } from '../../tools/fake-razorpay/server';
import { startFakeRazorpay } from '../../tools/fake-razorpay/server';
import { appWithBackend, mainOf, postForm, setCookie, SHOPPER } from '../helpers/backed-app';
import { signed, standInSettings } from '../helpers/razorpay';

let fake: FakeRazorpay;
beforeAll(async () => {
  fake = await startFakeRazorpay();
  // Only what the pages post settles an order here; the webhook has a test of its own.
  fake.webhookMode = 'drop';
});
afterAll(async () => {
  await fake.close();
});
const env = appWithBackend({ publicUrl: 'http://127.0.0.1' }, {}, () => ({ razorpay: standInSettings(fake), expirySweepMs: 0 }));
const MANGO = { productId: '2', sizeIndex: '0' };

/** Places a guest's order to be paid online; answers its pay page's path and the gateway's order. */
async function placeOnline(agent: request.Agent, key: string) {
  await postForm(agent, '/shopping-cart', { intent: 'add', ...MANGO }).expect(303);
  const placed = await postForm(agent, '/checkout', { ...SHOPPER, paymentMethod: 'online', idempotencyKey: key }).expect(303);
  const location = placed.headers.location as string;
  expect(location).toMatch(/^\/pay\/TM-[\w-]+\?key=/);
  expect(setCookie(placed, 'cart')).toBe('');
  const url = new URL(location, 'http://x');
  const orderId = url.pathname.split('/').pop()!;
  const orderKey = url.searchParams.get('key')!;
  const payment = await agent.get(`/api/orders/${orderId}/payment?key=${encodeURIComponent(orderKey)}`).expect(200);
  return { location, orderId, orderKey, gatewayOrderId: (payment.body as { checkout: { gatewayOrderId: string } }).checkout.gatewayOrderId };
}

const directive = (csp: string, name: string) => csp.split(';').find((d) => d.trim().startsWith(`${name} `)) ?? '';

describe('checkout', () => {
  it('offers paying online beside cash on delivery, with no card or UPI field of its own', async () => {
    const agent = request.agent(env.app);
    await postForm(agent, '/shopping-cart', { intent: 'add', ...MANGO }).expect(303);
    const main = mainOf((await agent.get('/checkout').expect(200)).text);
    expect(main).toMatch(/<input[^>]*name="paymentMethod"[^>]*value="online"/);
    expect(main).toMatch(/<input[^>]*name="paymentMethod"[^>]*value="cod"/);
    expect(main).toContain('Pay online: UPI, card, netbanking or wallet');
    expect(main).toContain('Paying online needs JavaScript, which is off in this browser');
    expect(main).not.toMatch(/name="(cardNumber|cvv|upiId|cardLast4)"/);
  });
});

describe('the pay page', () => {
  it('lets the gateway in on its own page only, and says the checkout needs JavaScript', async () => {
    const agent = request.agent(env.app);
    const { location } = await placeOnline(agent, 'pay-page-csp-0001');
    const page = await agent.get(location).expect(200);
    const csp = page.headers['content-security-policy'] as string;
    for (const name of ['script-src', 'frame-src', 'connect-src', 'img-src']) expect(directive(csp, name)).toContain(fake.url);
    expect(directive(csp, 'script-src')).toMatch(/'nonce-/);
    expect(directive(csp, 'default-src')).not.toContain(fake.url);
    expect(page.headers['permissions-policy']).toContain(`payment=(self "${fake.url}")`);
    expect(page.headers['cache-control']).toBe('no-store');
    const main = mainOf(page.text);
    expect(main).toContain('is waiting for its payment of');
    expect(main).toContain('The secure checkout needs JavaScript.');

    const home = await agent.get('/').expect(200);
    expect(home.headers['content-security-policy']).not.toContain(fake.url);
    expect(home.headers['permissions-policy']).toContain('payment=(self)');
  });

  it('believes a payment only with the gateway signature, then shows the paid order', async () => {
    const agent = request.agent(env.app);
    const { location, orderId, orderKey, gatewayOrderId } = await placeOnline(agent, 'pay-page-sign-0001');
    const answer = await fake.pay(gatewayOrderId, 'upi');
    const forged = await postForm(agent, location, { intent: 'confirm', ...answer, razorpay_signature: '0'.repeat(64) }).expect(400);
    expect(mainOf(forged.text)).toContain('This payment could not be confirmed.');

    const paid = await postForm(agent, location, { intent: 'confirm', ...answer }).expect(303);
    expect(paid.headers.location).toBe(`/confirmation?order=${orderId}&key=${encodeURIComponent(orderKey)}`);
    const confirmation = mainOf((await agent.get(paid.headers.location as string).expect(200)).text);
    expect(confirmation).toContain('Paid by UPI');
    expect(confirmation).toContain(`Payment reference: ${answer.razorpay_payment_id}`);
    // The pay page of a paid order goes on to its confirmation.
    expect((await agent.get(location).expect(302)).headers.location).toBe(paid.headers.location);
  });

  it('places the order to be paid on delivery instead', async () => {
    const agent = request.agent(env.app);
    const { location, orderId } = await placeOnline(agent, 'pay-page-cod-0001');
    const placed = await postForm(agent, location, { intent: 'cod' }).expect(303);
    expect(placed.headers.location).toMatch(new RegExp(`^/confirmation\\?order=${orderId}&key=`));
    expect(mainOf((await agent.get(placed.headers.location as string).expect(200)).text)).toContain('To pay on delivery');
  });

  it('keeps the language of the page it was placed from', async () => {
    const agent = request.agent(env.app);
    await postForm(agent, '/hi/shopping-cart', { intent: 'add', ...MANGO }).expect(303);
    const placed = await postForm(agent, '/hi/checkout', { ...SHOPPER, paymentMethod: 'online', idempotencyKey: 'pay-page-hi-0001' }).expect(303);
    expect(placed.headers.location).toMatch(/^\/hi\/pay\/TM-/);
    expect((await agent.get(placed.headers.location as string).expect(200)).text).toMatch(/<html lang="hi"/);
  });
});

describe("the gateway's webhook through the shop's server", () => {
  it('arrives byte for byte: a signed event is read, a forged one refused', async () => {
    const event = { entity: 'event', event: 'payment.authorized', contains: ['payment'], payload: {}, created_at: 1 };
    const good = signed(event, fake.webhookSecret);
    const ok = await request(env.app)
      .post('/api/payments/razorpay/webhook')
      .set({ 'content-type': 'application/json', 'x-razorpay-signature': good.signature, 'x-razorpay-event-id': 'evt_ThroughBff0001' })
      .send(good.body)
      .expect(200);
    expect(ok.body).toMatchObject({ outcome: 'ignored' });
    const forged = signed(event, 'not-the-secret');
    await request(env.app)
      .post('/api/payments/razorpay/webhook')
      .set({ 'content-type': 'application/json', 'x-razorpay-signature': forged.signature, 'x-razorpay-event-id': 'evt_ThroughBff0002' })
      .send(forged.body)
      .expect(400);
  });
});
