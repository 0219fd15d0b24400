// The shop's own orders address hears of every new order it is to pack: one
// placed to pay on delivery at once (even past the shopper's mail limit), in
// plain English with what to pack, the money and where it goes; ORDERS_EMAIL
// names the address. Paid online: payments.test.ts.
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';

import { readBackendConfig } from '../../backend/config';
import { mailsTo } from '../../backend/mail/outbox';
import { SAMPLE_COMPANY } from '../../shared/company';
import { SHOPPER } from '../helpers/shopper';
import { makeBackend, STORE, type TestBackend } from './helpers';

let b: TestBackend | undefined;
afterEach(async () => {
  await b?.dispose();
  b = undefined;
});

const ORDER = { form: { ...SHOPPER, firstName: 'Asha\nhttps://evil.example' }, items: [{ productId: 2, sizeIndex: 0, quantity: 3 }] };

describe(`the new-order mail (${STORE})`, () => {
  it('goes to ORDERS_EMAIL for an order paid on delivery, with what to pack, the money and the PIN, the name made plain', async () => {
    b = await makeBackend({ ordersEmail: 'packing@shop.example', mailRateLimit: { limit: 1, windowMs: 60_000 } });
    const first = await request(b.app).post('/api/orders').send(ORDER).expect(201);
    const second = await request(b.app).post('/api/orders').send(ORDER).expect(201);
    const mails = mailsTo(b.dataDir, 'packing@shop.example');
    // The shopper's second confirmation is over their limit; the shop hears of both orders.
    expect(mails).toHaveLength(2);
    expect(mailsTo(b.dataDir, SHOPPER.email)).toHaveLength(1);
    const mail = mails.find((m) => m.includes(first.body.orderId as string))!;
    expect(mail).toContain(`Subject: New order ${first.body.orderId as string}: ₹110.00, pay on delivery`);
    expect(mail).toContain('Mango Juice · 250ml × 3: ₹60.00');
    expect(mail).toContain('To collect on delivery: ₹110.00');
    expect(mail).toMatch(/Deliver to PIN 360001 by \d{4}-\d{2}-\d{2}/);
    expect(mail).toContain(`npm run order-status -- ${first.body.orderId as string} processing`);
    expect(mail).not.toContain('evil.example');
    expect(mails.some((m) => m.includes(second.body.orderId as string))).toBe(true);
  });

  it('is orders@ the company’s mail domain unless ORDERS_EMAIL says otherwise, and refuses an address that is not one', () => {
    expect(readBackendConfig({}).ordersEmail).toBe(`orders@${SAMPLE_COMPANY.email.split('@')[1]!}`);
    expect(readBackendConfig({ ORDERS_EMAIL: 'Packing@Shop.example' }).ordersEmail).toBe('Packing@Shop.example');
    expect(() => readBackendConfig({ ORDERS_EMAIL: 'not an address' })).toThrow(/ORDERS_EMAIL must be an email address/);
  });
});
