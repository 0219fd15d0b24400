import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { latestMailTo, mailsTo } from '../../backend/mail/outbox';
import { loadCodeSecret } from '../../backend/store/code-secret';
import { orderLinkKey } from '../../backend/store/orders/order-links';
import { setOrderStatus } from '../../backend/store/orders/status';
import { MAX_LINE_QUANTITY } from '../../shared/cart';
import { SHOPPER } from '../helpers/shopper';
import { count, makeBackend, signUp, type TestBackend } from './helpers';

let b: TestBackend;
beforeEach(async () => {
  b = await makeBackend();
});
afterEach(() => b.dispose());

const MANGO_250 = { productId: 2, sizeIndex: 0 };

describe('placing an order', () => {
  it('prices everything from the catalogue and ignores client prices', async () => {
    const agent = b.agent();
    await signUp(b, agent);
    const placed = await agent
      .post('/api/orders')
      .send({
        form: SHOPPER,
        items: [
          { ...MANGO_250, quantity: 3, price: 0.01, cutoffPrice: 0.01 },
          { productId: 24, sizeIndex: 1, quantity: 1 },
        ],
        total: 1,
      })
      .expect(201);
    expect(placed.body.orderId).toMatch(/^TM-\d{8}-[0-9A-F]{8}$/);
    const { order } = (await agent.get(`/api/orders/${placed.body.orderId}`).expect(200)).body;
    expect(order.status).toBe('pending');
    expect(order.paymentMethod).toBe('cod');
    expect(order.items.map((i: { price: number; quantity: number; subtotal: number }) => [i.price, i.quantity, i.subtotal])).toEqual([
      [20, 3, 60],
      [130, 1, 130],
    ]);
    expect(order.items[0].size).toEqual({ size: '250ml', value: 250 });
    expect(order.pricing).toEqual({ subtotal: 190, shipping: 50, tax: 0, discount: 0, totalSavings: 50, orderTotal: 240 });
    expect(order.customer).toMatchObject({ firstName: 'Asha', city: 'Rajkot', postalCode: '360001' });
  });

  it('applies TOOMOREOFFER and free shipping from 5000', async () => {
    const agent = b.agent();
    await signUp(b, agent);
    const placed = await agent
      .post('/api/orders')
      .send({ form: SHOPPER, items: [{ productId: 31, sizeIndex: 1, quantity: 16 }], couponCode: 'TOOMOREOFFER' })
      .expect(201);
    const { order } = (await agent.get(`/api/orders/${placed.body.orderId}`)).body;
    expect(order.pricing).toMatchObject({ subtotal: 5120, shipping: 0, discount: 1536, orderTotal: 3584 });
    expect(
      (
        await agent
          .post('/api/orders')
          .send({ form: SHOPPER, items: [{ ...MANGO_250, quantity: 1 }], couponCode: 'toomoreoffer' })
          .expect(400)
      ).body.message,
    ).toBe('Invalid Coupon Code');
  });

  it('validates the form, and takes payment on delivery or online (this backend has no gateway: online is refused, field by field)', async () => {
    const agent = b.agent();
    await signUp(b, agent);
    const bad = await agent
      .post('/api/orders')
      .send({ form: { ...SHOPPER, phone: '123', paymentMethod: 'online' }, items: [{ ...MANGO_250, quantity: 1 }] })
      .expect(400);
    expect(bad.body.fieldCodes).toEqual({ phone: 'phone', paymentMethod: 'onlineUnavailable' });
    // The card and UPI fields of old are no payment method any more.
    for (const paymentMethod of ['card', 'upi', 'bitcoin']) {
      const refused = await agent
        .post('/api/orders')
        .send({ form: { ...SHOPPER, paymentMethod }, items: [{ ...MANGO_250, quantity: 1 }] })
        .expect(400);
      expect(refused.body.fieldCodes).toEqual({ paymentMethod: 'paymentMethod' });
    }
    expect(await count(b, 'orders')).toBe(0);
  });

  it('keeps nothing of a card or UPI ID a client sends along', async () => {
    const agent = b.agent();
    await signUp(b, agent);
    const hostile = {
      ...SHOPPER,
      cardBrand: 'mastercard',
      cardLast4: '4444',
      cardNumber: '5555 5555 5555 4444',
      cardHolder: 'Asha Patel',
      expiryDate: '12/30',
      cvv: '737',
      upiId: 'asha@okbank',
    };
    const placed = await agent
      .post('/api/orders')
      .send({ form: hostile, cardNumber: '5555555555554444', cvv: '737', upiId: 'asha@okbank', items: [{ ...MANGO_250, quantity: 1 }] })
      .expect(201);
    const row = JSON.stringify(await b.db.get('SELECT * FROM orders WHERE id = ?', placed.body.orderId));
    expect(row).toContain('"card_last4":null');
    for (const secret of ['5555 5555 5555 4444', '5555555555554444', '4444', '737', '12/30', 'okbank']) expect(row, secret).not.toContain(secret);
    const items = JSON.stringify(await b.db.all('SELECT * FROM order_items WHERE order_id = ?', placed.body.orderId));
    for (const secret of ['5555555555554444', '737']) expect(items, secret).not.toContain(secret);
    const { order } = (await agent.get(`/api/orders/${placed.body.orderId}`).expect(200)).body;
    expect(order).toMatchObject({ paymentMethod: 'cod', payment: { state: 'cod' } });
    expect(order).not.toHaveProperty('cardLast4');
  });

  it('takes a line up to the per-line limit, enough for free shipping with one juice', async () => {
    const agent = b.agent();
    await signUp(b, agent);
    const placed = await agent
      .post('/api/orders')
      .send({ form: SHOPPER, items: [{ productId: 2, sizeIndex: 1, quantity: MAX_LINE_QUANTITY }] })
      .expect(201);
    const { order } = (await agent.get(`/api/orders/${placed.body.orderId}`).expect(200)).body;
    expect(order.pricing).toMatchObject({ subtotal: 6000, shipping: 0, orderTotal: 6000 });
  });

  it('refuses empty carts, unknown products and silly quantities without writing a row', async () => {
    const api = request(b.app);
    const overLimit = [{ ...MANGO_250, quantity: MAX_LINE_QUANTITY + 1 }];
    const addsOverLimit = [
      { ...MANGO_250, quantity: MAX_LINE_QUANTITY },
      { ...MANGO_250, quantity: 1 },
    ];
    expect((await api.post('/api/orders').send({ form: SHOPPER, items: overLimit }).expect(400)).body.code).toBe('invalid_quantity');
    for (const items of [[], [{ productId: 999, sizeIndex: 0, quantity: 1 }], [{ ...MANGO_250, quantity: 0 }], [{ ...MANGO_250, quantity: 1.5 }], addsOverLimit, 'x']) {
      await api.post('/api/orders').send({ form: SHOPPER, items }).expect(400);
    }
    expect(await count(b, 'orders')).toBe(0);
    expect(await count(b, 'order_items')).toBe(0);
  });

  it('does not create a second order for the same idempotency key', async () => {
    const api = request(b.app);
    const body = { form: SHOPPER, items: [{ ...MANGO_250, quantity: 1 }], idempotencyKey: 'checkout-123456789' };
    const first = await api.post('/api/orders').send(body).expect(201);
    const second = await api.post('/api/orders').send(body).expect(200);
    expect(second.body.orderId).toBe(first.body.orderId);
    expect(await count(b, 'orders')).toBe(1);
  });

  it('accepts guest orders but shows an order only to its owner', async () => {
    const guest = await request(b.app)
      .post('/api/orders')
      .send({ form: SHOPPER, items: [{ ...MANGO_250, quantity: 1 }] })
      .expect(201);
    const asha = b.agent();
    await signUp(b, asha);
    const mine = (
      await asha
        .post('/api/orders')
        .send({ form: SHOPPER, items: [{ ...MANGO_250, quantity: 2 }] })
        .expect(201)
    ).body.orderId;
    const ravi = b.agent();
    await signUp(b, ravi, 'ravi@example.in');
    expect((await ravi.get(`/api/orders/${mine}`).expect(404)).body).toEqual({ success: false, code: 'order_not_found', message: 'Order not found' });
    await asha.get(`/api/orders/${guest.body.orderId}`).expect(404);
    await asha.get('/api/orders/TM-nope').expect(404);
    await request(b.app).get(`/api/orders/${mine}`).expect(401);
  });

  it('gives a signed-in shopper’s order no key, and no key opens an account’s order, even after the account is gone', async () => {
    const asha = b.agent();
    await signUp(b, asha);
    const placed = (
      await asha
        .post('/api/orders')
        .send({ form: SHOPPER, items: [{ ...MANGO_250, quantity: 1 }] })
        .expect(201)
    ).body;
    expect(placed).toEqual({ success: true, orderId: placed.orderId, awaitingPayment: false });
    // A key made the way a guest's is (as one was, before): it does not open an account's order…
    const order = (await b.db.get<{ created_at: string }>('SELECT created_at FROM orders WHERE id = ?', placed.orderId))!;
    const key = orderLinkKey(await loadCodeSecret(b.db), placed.orderId, order.created_at);
    await request(b.app).get(`/api/orders/${placed.orderId}`).query({ key }).expect(404);
    await request(b.app).post(`/api/orders/${placed.orderId}/cancel`).query({ key }).send({}).expect(404);
    // …nor, once the account is deleted, the order kept for the tax law without its shopper.
    await asha.post('/api/account/delete').send({ password: 'mango-lassi-9' }).expect(200);
    await request(b.app).get(`/api/orders/${placed.orderId}`).query({ key }).expect(404);
  });

  it('sends one address only so many confirmations, whoever typed it: past the limit the orders stand, unmailed', async () => {
    const limited = await makeBackend({ mailRateLimit: { limit: 2, windowMs: 60 * 60 * 1000 } });
    const victim = { ...SHOPPER, email: 'victim@example.in' };
    for (let i = 0; i < 4; i++)
      await request(limited.app)
        .post('/api/orders')
        .send({ form: victim, items: [{ ...MANGO_250, quantity: 1 }] })
        .expect(201);
    expect(mailsTo(limited.dataDir, 'victim@example.in')).toHaveLength(2);
    expect(await count(limited, 'orders')).toBe(4);
    // Complaints filed in someone else's name count against the same address.
    const complaint = { category: 'quality', orderId: '', message: 'The juice arrived warm and leaking.', name: 'V', email: 'victim@example.in' };
    await request(limited.app).post('/api/grievances').send(complaint).expect(201);
    expect(mailsTo(limited.dataDir, 'victim@example.in')).toHaveLength(2);
    await limited.dispose();
  });

  it('gives a guest’s order a link key that opens that order alone, and the same key on a retry', async () => {
    const body = { form: SHOPPER, items: [{ ...MANGO_250, quantity: 1 }], idempotencyKey: 'link-key-000001' };
    const placed = (await request(b.app).post('/api/orders').send(body).expect(201)).body;
    expect(placed.orderKey).toMatch(/^[0-9a-z]+\.[\w-]{32}$/);
    expect((await request(b.app).post('/api/orders').send(body).expect(200)).body.orderKey).toBe(placed.orderKey);
    const opened = await request(b.app).get(`/api/orders/${placed.orderId}`).query({ key: placed.orderKey }).expect(200);
    expect(opened.body.order).toMatchObject({ orderId: placed.orderId, customer: { email: 'asha@example.in' } });
    const other = (
      await request(b.app)
        .post('/api/orders')
        .send({ ...body, idempotencyKey: 'link-key-000002' })
        .expect(201)
    ).body;
    await request(b.app).get(`/api/orders/${other.orderId}`).query({ key: placed.orderKey }).expect(404);
    await request(b.app).get(`/api/orders/${placed.orderId}`).query({ key: 'nonsense' }).expect(404);
    await request(b.app).get(`/api/orders/${placed.orderId}`).expect(401);
  });

  it('mails the confirmation in the shopper’s language: a guest gets the keyed link, an account its order page', async () => {
    const guest = (
      await request(b.app)
        .post('/api/orders')
        .send({ form: SHOPPER, items: [{ ...MANGO_250, quantity: 2 }], language: 'ta' })
        .expect(201)
    ).body;
    const mail = latestMailTo(b.dataDir, 'asha@example.in')!;
    expect(mail).toContain(`Subject: உங்கள் Too More ஆர்டர் ${guest.orderId}`);
    expect(mail).toContain('வணக்கம் Asha,');
    expect(mail).toMatch(/· 250ml × 2: ₹40\.00/);
    expect(mail).toContain(`http://localhost:3000/ta/orders/${guest.orderId}?key=${encodeURIComponent(guest.orderKey)}`);

    const agent = b.agent();
    await signUp(b, agent, 'ravi@example.in');
    const mine = (
      await agent
        .post('/api/orders')
        .send({ form: { ...SHOPPER, email: 'ravi@example.in' }, items: [{ ...MANGO_250, quantity: 1 }], language: 'xx' })
        .expect(201)
    ).body;
    const english = latestMailTo(b.dataDir, 'ravi@example.in')!;
    expect(english).toContain(`Subject: Your Too More order ${mine.orderId}`);
    expect(english).toContain(`You can follow this order in your account:\nhttp://localhost:3000/account/orders/${mine.orderId}\n`);
    expect(english).not.toContain('key=');
    // Every placeholder filled: the delivery promise names the day it reaches the order's PIN code (shared/delivery.ts).
    expect(english).toMatch(new RegExp(`Delivery by [A-Z][a-z]+day, \\d{1,2} [A-Z][a-z]+ to ${SHOPPER.postalCode}`));
    expect(english).not.toMatch(/\{\{|\}\}/);
    expect(mail).not.toMatch(/\{\{|\}\}/);
  });

  it('places the order even when its confirmation mail cannot be sent', async () => {
    const failing = await makeBackend({ sendMail: () => Promise.reject(new Error('smtp down')) });
    await request(failing.app)
      .post('/api/orders')
      .send({ form: SHOPPER, items: [{ ...MANGO_250, quantity: 1 }] })
      .expect(201);
    expect(await count(failing, 'orders')).toBe(1);
    await failing.dispose();
  });

  it('lists the caller’s orders newest first, paged', async () => {
    const agent = b.agent();
    await signUp(b, agent);
    const ids: string[] = [];
    for (let i = 1; i <= 3; i++) ids.push((await agent.post('/api/orders').send({ form: SHOPPER, items: [{ ...MANGO_250, quantity: i }] })).body.orderId);
    const page1 = (await agent.get('/api/orders?limit=2').expect(200)).body;
    expect(page1.orders.map((o: { orderId: string }) => o.orderId)).toEqual([ids[2], ids[1]]);
    expect(page1.pagination).toEqual({ page: 1, limit: 2, total: 3, pages: 2 });
    expect(page1.orders[0]).toMatchObject({ status: 'pending', itemCount: 3, orderTotal: 110 });
    expect((await agent.get('/api/orders?page=2&limit=2')).body.orders.map((o: { orderId: string }) => o.orderId)).toEqual([ids[0]]);
  });
});

describe('order status changes', () => {
  it('notifies the owner for each step and refuses unknown statuses', async () => {
    const agent = b.agent();
    await signUp(b, agent);
    const id = (await agent.post('/api/orders').send({ form: SHOPPER, items: [{ ...MANGO_250, quantity: 1 }] })).body.orderId;
    await setOrderStatus(b.db, id, 'processing');
    await setOrderStatus(b.db, id, 'shipped');
    await setOrderStatus(b.db, id, 'delivered');
    await setOrderStatus(b.db, id, 'delivered');
    const list = (await agent.get('/api/notifications')).body;
    // Preparing an order paid on delivery says so: no payment was received.
    expect(list.notifications.map((n: { type: string }) => n.type)).toEqual(['order_delivered', 'order_shipped', 'order_processing', 'order_placed']);
    expect(list.notifications[0].orderId).toBe(id);
    expect((await agent.get(`/api/orders/${id}`)).body.order.status).toBe('delivered');
    await expect(setOrderStatus(b.db, id, 'lost' as never)).rejects.toThrow(/Unknown status/);
    await expect(setOrderStatus(b.db, 'TM-none', 'shipped')).rejects.toThrow(/No order/);
  });
});

describe('order rate limit', () => {
  it('answers 429 to a burst of orders from one address, and not to another address', async () => {
    const limited = await makeBackend({ orderRateLimit: { limit: 3, windowMs: 60_000 } });
    const api = request(limited.app);
    const order = { form: SHOPPER, items: [{ ...MANGO_250, quantity: 1 }] };
    for (let i = 0; i < 3; i++) await api.post('/api/orders').set('X-Forwarded-For', '203.0.113.7').send(order).expect(201);
    expect((await api.post('/api/orders').set('X-Forwarded-For', '203.0.113.7').send(order).expect(429)).body.code).toBe('rate_limited');
    await api.post('/api/orders').set('X-Forwarded-For', '198.51.100.2').send(order).expect(201);
    await limited.dispose();
  });
});

describe('idempotency keys', () => {
  it('answer only whoever made them: another shopper sending the same key gets an order of their own', async () => {
    const b2 = await makeBackend();
    const order = { form: SHOPPER, items: [{ ...MANGO_250, quantity: 1 }], idempotencyKey: 'shared-key-0001' };
    const guest = request(b2.app);
    const first = (await guest.post('/api/orders').set('X-Forwarded-For', '203.0.113.7').send(order).expect(201)).body.orderId;
    // The same guest retrying gets the same order.
    expect((await guest.post('/api/orders').set('X-Forwarded-For', '203.0.113.7').send(order).expect(200)).body.orderId).toBe(first);
    // Another guest, and a signed-in shopper, with that key: new orders, not the first one.
    const other = (await guest.post('/api/orders').set('X-Forwarded-For', '198.51.100.2').send(order).expect(201)).body.orderId;
    expect(other).not.toBe(first);
    const asha = b2.agent();
    await signUp(b2, asha);
    const mine = (await asha.post('/api/orders').send(order).expect(201)).body.orderId;
    expect([first, other]).not.toContain(mine);
    expect((await asha.post('/api/orders').send(order).expect(200)).body.orderId).toBe(mine);
    await b2.dispose();
  });
});
