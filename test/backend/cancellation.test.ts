// Cancelling an order that has not shipped: by its owner or a guest's link,
// one conditional update against the operator's shipping (the race), the
// notification, the mail, and that nothing is due back when nothing was
// paid (paid orders' refunds: payments.test.ts).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { mailsTo } from '../../backend/mail/outbox';
import { OrderStatusError, setOrderStatus } from '../../backend/store/orders/status';
import { SHOPPER } from '../helpers/shopper';
import { tampered } from '../helpers/tamper';
import { makeBackend, signUp, STORE, type TestBackend } from './helpers';

let b: TestBackend;
beforeEach(async () => {
  b = await makeBackend({ orderRateLimit: { limit: 1000, windowMs: 60_000 } });
});
afterEach(() => b.dispose());

const MANGO = { productId: 2, sizeIndex: 0, quantity: 3 };
const hi = JSON.parse(readFileSync('locales/hi/translation.json', 'utf8')) as { cancellation: { nothingDue: string; mail: { subject: string } } };
const hiT = (key: 'cancellation.mail.subject' | 'cancellation.nothingDue', orderId: string) =>
  (key === 'cancellation.nothingDue' ? hi.cancellation.nothingDue : hi.cancellation.mail.subject).replace('{{orderId}}', orderId);
const cancellationMails = (email = SHOPPER.email) => mailsTo(b.dataDir, email).filter((m) => m.includes('has been cancelled'));
const notifications = async (orderId: string) => (await b.db.all<{ type: string }>('SELECT type FROM notifications WHERE order_id = ? ORDER BY seq', orderId)).map((n) => n.type);

async function place(agent: request.Agent | ReturnType<typeof request>, form: Record<string, string> = SHOPPER) {
  const placed = await agent
    .post('/api/orders')
    .send({ form, items: [MANGO] })
    .expect(201);
  return placed.body as { orderId: string; orderKey: string };
}

describe(`cancelling an order (${STORE})`, () => {
  it('lets the owner cancel before shipping, once: notification, mail, nothing due for an order paid on delivery', async () => {
    const agent = b.agent();
    await signUp(b, agent);
    const { orderId } = await place(agent);
    const before = (await agent.get(`/api/orders/${orderId}`).expect(200)).body.order;
    expect(before.cancellable).toBe(true);
    const first = await agent.post(`/api/orders/${orderId}/cancel`).send({ language: 'en' }).expect(200);
    expect(first.body.cancelled).toBe(true);
    expect(first.body.order).toMatchObject({ status: 'cancelled', cancellable: false, refundDue: 0, payment: { state: 'cod' } });
    expect(before.pricing.orderTotal).toBe(110);
    expect(Date.parse(first.body.order.cancelledAt)).not.toBeNaN();
    // A second post (a double click, a resent form) changes nothing and sends nothing.
    expect((await agent.post(`/api/orders/${orderId}/cancel`).send({}).expect(200)).body.cancelled).toBe(false);
    expect(await notifications(orderId)).toEqual(['order_placed', 'order_cancelled']);
    const mails = cancellationMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(`Subject: Your order ${orderId} has been cancelled`);
    expect(mails[0]).toContain('Nothing was paid for this order, so nothing is due back.');
    expect(mails[0]).toContain(`/account/orders/${orderId}`);
  });

  it('writes the mail in the language asked for', async () => {
    const agent = b.agent();
    await signUp(b, agent);
    const { orderId } = await place(agent);
    const { order } = (await agent.post(`/api/orders/${orderId}/cancel`).send({ language: 'hi' }).expect(200)).body;
    expect(order.refundDue).toBe(0);
    const mail = mailsTo(b.dataDir, SHOPPER.email)[0];
    expect(mail).toContain(`Subject: ${hiT('cancellation.mail.subject', orderId)}`);
    expect(mail).toContain(hiT('cancellation.nothingDue', orderId));
    expect(mail).toContain(`/hi/account/orders/${orderId}`);
  });

  it('lets a guest cancel with the order link key, and no one else', async () => {
    const guest = request(b.app);
    const { orderId, orderKey } = await place(guest);
    await request(b.app).post(`/api/orders/${orderId}/cancel`).send({}).expect(401);
    await request(b.app)
      .post(`/api/orders/${orderId}/cancel?key=${encodeURIComponent(tampered(orderKey))}`)
      .send({})
      .expect(404);
    const stranger = b.agent();
    await signUp(b, stranger, 'ravi@example.in');
    await stranger.post(`/api/orders/${orderId}/cancel`).send({}).expect(404);
    const done = await request(b.app)
      .post(`/api/orders/${orderId}/cancel?key=${encodeURIComponent(orderKey)}`)
      .send({ language: 'en' })
      .expect(200);
    expect(done.body.order.status).toBe('cancelled');
    const [mail] = cancellationMails();
    expect(mail).toContain(`/orders/${orderId}?key=`);
    expect(await notifications(orderId)).toEqual([]);
  });

  it('refuses once shipped, and the operator can neither ship a cancelled order nor cancel a shipped one', async () => {
    const agent = b.agent();
    await signUp(b, agent);
    const shipped = await place(agent);
    expect(await setOrderStatus(b.db, shipped.orderId, 'processing')).toMatchObject({ status: 'processing' });
    expect(await setOrderStatus(b.db, shipped.orderId, 'shipped')).toMatchObject({ status: 'shipped' });
    expect(await setOrderStatus(b.db, shipped.orderId, 'shipped')).toBeNull();
    const refused = await agent.post(`/api/orders/${shipped.orderId}/cancel`).send({}).expect(409);
    expect(refused.body).toMatchObject({ code: 'order_not_cancellable', params: { status: 'shipped' } });
    expect((await agent.get(`/api/orders/${shipped.orderId}`)).body.order).toMatchObject({ status: 'shipped', cancellable: false });
    await expect(setOrderStatus(b.db, shipped.orderId, 'cancelled')).rejects.toThrow(OrderStatusError);
    await setOrderStatus(b.db, shipped.orderId, 'delivered');
    await expect(setOrderStatus(b.db, shipped.orderId, 'cancelled')).rejects.toThrow(/is delivered; it cannot become cancelled/);

    const cancelled = await place(agent);
    await agent.post(`/api/orders/${cancelled.orderId}/cancel`).send({}).expect(200);
    await expect(setOrderStatus(b.db, cancelled.orderId, 'shipped')).rejects.toThrow(/is cancelled; it cannot become shipped/);
    await expect(setOrderStatus(b.db, cancelled.orderId, 'processing')).rejects.toThrow(OrderStatusError);
    expect((await agent.get(`/api/orders/${cancelled.orderId}`)).body.order.status).toBe('cancelled');
    expect(cancellationMails()).toHaveLength(1);
  });

  it('lets exactly one of racing cancellations and shipments win, and tells the shopper only of that one', async () => {
    const agent = b.agent();
    await signUp(b, agent);
    const outcomes = { cancel: 0, ship: 0 };
    for (let round = 0; round < 6; round++) {
      const { orderId } = await place(agent);
      const attempts = Array.from({ length: 8 }, (_, i) =>
        // Interleaved: even attempts cancel through the API, odd ones ship as the operator does.
        i % 2 === 0
          ? agent
              .post(`/api/orders/${orderId}/cancel`)
              .send({ language: 'en' })
              .then((res) => ({ kind: 'cancel' as const, won: res.status === 200 && res.body.cancelled === true, status: res.status }))
          : setOrderStatus(b.db, orderId, 'shipped').then(
              (row) => ({ kind: 'ship' as const, won: row !== null, status: 200 }),
              (error: unknown) => {
                if (!(error instanceof OrderStatusError)) throw error;
                return { kind: 'ship' as const, won: false, status: 409 };
              },
            ),
      );
      const results = await Promise.all(attempts);
      const winners = results.filter((r) => r.won);
      expect(winners).toHaveLength(1);
      const winner = winners[0]!.kind;
      outcomes[winner]++;
      const { order } = (await agent.get(`/api/orders/${orderId}`)).body;
      const types = await notifications(orderId);
      const mails = cancellationMails().filter((m) => m.includes(orderId));
      if (winner === 'cancel') {
        expect(order.status).toBe('cancelled');
        expect(order.refundDue).toBe(0);
        expect(types).toEqual(['order_placed', 'order_cancelled']);
        expect(mails).toHaveLength(1);
        expect(results.filter((r) => r.kind === 'ship').every((r) => r.status === 409)).toBe(true);
      } else {
        expect(order.status).toBe('shipped');
        expect(types).toEqual(['order_placed', 'order_shipped']);
        expect(mails).toHaveLength(0);
        expect(results.filter((r) => r.kind === 'cancel').every((r) => r.status === 409)).toBe(true);
      }
    }
    expect(outcomes.cancel + outcomes.ship).toBe(6);
  });

  it('has the operator command refuse a move the status forbids with exit code 3, and mail a cancellation it makes', async () => {
    const run = (orderId: string, status: string) =>
      spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'backend/cli/order-status.ts', orderId, status], {
        env: { ...process.env, DATA_DIR: b.dataDir, DATABASE_URL: b.databaseUrl ?? '', LOG_LEVEL: 'silent' },
        encoding: 'utf8',
      });
    const { orderId } = await place(request(b.app));
    const cancelled = run(orderId, 'cancelled');
    expect(cancelled.stdout).toContain(`Order ${orderId} is now cancelled.`);
    expect(cancelled.status).toBe(0);
    expect(cancellationMails().filter((m) => m.includes(orderId))).toHaveLength(1);
    const refused = run(orderId, 'shipped');
    expect(refused.status).toBe(3);
    expect(refused.stderr).toContain(`Order ${orderId} is cancelled; it cannot become shipped`);
    expect(run(orderId, 'cancelled').stdout).toContain('was already cancelled');
    expect(run('TM-none', 'shipped').status).toBe(1);
    // Placed, paid and expired are the payment's moves.
    expect(run(orderId, 'pending').status).toBe(2);
    expect(run(orderId, 'expired').status).toBe(2);
    expect(cancellationMails().filter((m) => m.includes(orderId))).toHaveLength(1);
  });
});
