// The Razorpay adapter against the stand-in, by its URLs alone: the REST calls
// it makes (basic auth, paise, the provider's statuses) and the two signatures
// it checks — the checkout's over "<order id>|<payment id>" with the key
// secret, and a webhook's over its raw body with the webhook secret — each
// valid, tampered and under the wrong secret.
import { createHmac } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { razorpayGateway } from '../../backend/gateway/razorpay';
import { BadWebhook, GatewayUnavailable, type PaymentGateway } from '../../backend/store/payments/gateway';
import { type FakeRazorpay, startFakeRazorpay } from '../../tools/fake-razorpay/server';
import { standInSettings } from '../helpers/razorpay';

let fake: FakeRazorpay;
let gateway: PaymentGateway;
beforeAll(async () => {
  fake = await startFakeRazorpay();
  gateway = razorpayGateway(standInSettings(fake));
});
afterAll(() => fake.close());

const hmac = (secret: string, data: string) => createHmac('sha256', secret).update(data).digest('hex');
const flip = (hex: string) => hex.slice(0, -1) + (hex.endsWith('0') ? '1' : '0');

describe('the Razorpay adapter', () => {
  it('makes an order in paise, reads its payments, and refunds one', async () => {
    const order = await gateway.createOrder({ amount: 11_000, receipt: 'TM-20261126-ABCD1234', notes: { shop_order_id: 'TM-20261126-ABCD1234' } });
    expect(order).toMatchObject({ amount: 11_000, currency: 'INR', receipt: 'TM-20261126-ABCD1234', status: 'created' });
    expect(order.id).toMatch(/^order_\w{14}$/);
    const paid = await fake.pay(order.id, 'card');
    const payment = await gateway.fetchPayment(paid.razorpay_payment_id);
    expect(payment).toMatchObject({ orderId: order.id, amount: 11_000, status: 'captured', method: 'card', detail: { network: 'Visa', last4: '1111' } });
    expect(await gateway.paymentsOfOrder(order.id)).toHaveLength(1);
    const refund = await gateway.refund({ paymentId: payment.id, amount: 11_000, receipt: 'TM-20261126-ABCD1234' });
    expect(refund).toMatchObject({ paymentId: payment.id, amount: 11_000, status: 'pending' });
    expect((await gateway.fetchRefund(payment.id, refund.id)).status).toBe('processed');
    expect(await gateway.refundsOfPayment(payment.id)).toHaveLength(1);
  });

  it('never reads a UPI ID, only what a receipt shows', async () => {
    const order = await gateway.createOrder({ amount: 500, receipt: 'r', notes: {} });
    const payment = await gateway.fetchPayment((await fake.pay(order.id, 'upi')).razorpay_payment_id);
    expect(payment.detail).toEqual({});
    expect(JSON.stringify(payment)).not.toContain('@');
  });

  it('says the gateway is unavailable when it refuses the keys, or is down', async () => {
    const wrongKeys = razorpayGateway({ ...standInSettings(fake), keySecret: 'not-the-secret' });
    await expect(wrongKeys.createOrder({ amount: 500, receipt: 'r', notes: {} })).rejects.toThrow(GatewayUnavailable);
    const nowhere = razorpayGateway({ ...standInSettings(fake), apiUrl: 'http://127.0.0.1:9' });
    await expect(nowhere.fetchPayment('pay_x')).rejects.toThrow(GatewayUnavailable);
  });

  it('believes the checkout’s signature only when it is the key secret’s over this order and this payment', () => {
    const good = hmac(fake.keySecret, 'order_A|pay_B');
    expect(gateway.confirmsPayment({ gatewayOrderId: 'order_A', paymentId: 'pay_B', signature: good })).toBe(true);
    expect(gateway.confirmsPayment({ gatewayOrderId: 'order_A', paymentId: 'pay_B', signature: flip(good) })).toBe(false);
    expect(gateway.confirmsPayment({ gatewayOrderId: 'order_A', paymentId: 'pay_C', signature: good })).toBe(false);
    expect(gateway.confirmsPayment({ gatewayOrderId: 'order_A', paymentId: 'pay_B', signature: hmac('another-secret', 'order_A|pay_B') })).toBe(false);
    expect(gateway.confirmsPayment({ gatewayOrderId: 'order_A', paymentId: 'pay_B', signature: '' })).toBe(false);
    expect(gateway.confirmsPayment({ gatewayOrderId: 'order_A', paymentId: 'pay_B', signature: good.toUpperCase() })).toBe(false);
  });

  it('reads a webhook only when its signature is the webhook secret’s over the raw body', () => {
    const body = JSON.stringify({
      entity: 'event',
      event: 'payment.captured',
      contains: ['payment'],
      payload: { payment: { entity: { id: 'pay_B', order_id: 'order_A', amount: 500, currency: 'INR', status: 'captured', method: 'upi', vpa: 'asha@okbank' } } },
    });
    const headers = (signature: string | undefined) => ({ signature, eventId: 'evt_1' });
    const event = gateway.readWebhook(Buffer.from(body), headers(hmac(fake.webhookSecret, body)));
    expect(event).toMatchObject({ id: 'evt_1', type: 'payment.captured', orderId: 'order_A', payment: { id: 'pay_B', amount: 500, status: 'captured', detail: {} } });
    // The same JSON spaced otherwise is not the body that was signed.
    const respaced = JSON.stringify(JSON.parse(body), null, 1);
    expect(() => gateway.readWebhook(Buffer.from(respaced), headers(hmac(fake.webhookSecret, body)))).toThrow(BadWebhook);
    expect(() => gateway.readWebhook(Buffer.from(body.replace('500', '50000')), headers(hmac(fake.webhookSecret, body)))).toThrow(BadWebhook);
    expect(() => gateway.readWebhook(Buffer.from(body), headers(hmac(fake.keySecret, body)))).toThrow(BadWebhook);
    expect(() => gateway.readWebhook(Buffer.from(body), headers(undefined))).toThrow(BadWebhook);
    expect(() => gateway.readWebhook(Buffer.from('not json'), headers(hmac(fake.webhookSecret, 'not json')))).toThrow(BadWebhook);
  });
});
