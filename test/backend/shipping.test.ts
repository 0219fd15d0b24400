// An order on its way: each move dated by its conditional update, the
// operator's shipment (courier, AWB number, https tracking link) stored and
// returned with the order; the shipped and delivered mails, in the order's
// language, to an account (its order page) and a guest (the keyed link, while
// it opens); bad shipment details refused by `npm run order-status`.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { type Operator, operatorOn } from '../../backend/cli/operator';
import { backendConfig } from '../../backend/config';
import { mailsTo } from '../../backend/mail/outbox';
import { moveOrder } from '../../backend/store/orders/cancel-order';
import { orderLinkExpiry } from '../../backend/store/orders/order-links';
import { readShipment } from '../../backend/store/orders/shipment';
import { setOrderStatus } from '../../backend/store/orders/status';
import { dateTimeFormat } from '../../shared/intl';
import { localeOf } from '../../shared/languages';
import { SHOPPER } from '../helpers/shopper';
import { makeBackend, signUp, silent, STORE, type TestBackend } from './helpers';

const SHOP = 'http://shop.example';
let b: TestBackend;
let ops: Operator;
beforeEach(async () => {
  b = await makeBackend({ publicUrl: SHOP, orderRateLimit: { limit: 1000, windowMs: 60_000 } });
  // What `npm run order-status` builds: the same store, the file outbox, the same dictionaries.
  ops = operatorOn(backendConfig({ dataDir: b.dataDir, publicUrl: SHOP }), b.db, silent);
});
afterEach(() => b.dispose());

const BLUE_DART = { courier: 'Blue Dart', awb: '90012345678', trackingUrl: 'https://www.bluedart.com/tracking?awb=90012345678' };
const hi = JSON.parse(readFileSync('locales/hi/translation.json', 'utf8')) as {
  mail: { order: { greeting: string; signoff: string }; shipped: { subject: string; body: string } };
};

async function place(agent: request.Agent | ReturnType<typeof request>, language = 'en', email = SHOPPER.email) {
  const placed = await agent
    .post('/api/orders')
    .send({ form: { ...SHOPPER, email }, items: [{ productId: 2, sizeIndex: 0, quantity: 2 }], language })
    .expect(201);
  return placed.body as { orderId: string; orderKey: string };
}

const mailsAbout = (orderId: string, subject: string, email = SHOPPER.email) => mailsTo(b.dataDir, email).filter((m) => m.includes(`Subject: ${subject}`) && m.includes(orderId));
const shippedMails = (orderId: string, email?: string) => mailsAbout(orderId, `Your Too More order ${orderId} has shipped`, email);
const deliveredMails = (orderId: string, email?: string) => mailsAbout(orderId, `Your Too More order ${orderId} has been delivered`, email);

describe(`an order on its way (${STORE})`, () => {
  it('dates each move in its update, stores the shipment once, and returns both with the order', async () => {
    const agent = b.agent();
    await signUp(b, agent);
    const { orderId } = await place(agent);
    const fresh = (await agent.get(`/api/orders/${orderId}`).expect(200)).body.order;
    expect(fresh).not.toHaveProperty('shippedAt');
    expect(fresh).not.toHaveProperty('shipment');

    await setOrderStatus(b.db, orderId, 'processing', new Date('2026-05-02T04:30:00Z'));
    await setOrderStatus(b.db, orderId, 'shipped', new Date('2026-05-03T09:15:00Z'), BLUE_DART);
    // Shipping it again changes nothing: neither the date nor what it shipped with.
    expect(await setOrderStatus(b.db, orderId, 'shipped', new Date('2026-05-04T00:00:00Z'), { courier: 'DTDC', awb: 'X1', trackingUrl: null })).toBeNull();
    const shipped = (await agent.get(`/api/orders/${orderId}`).expect(200)).body.order;
    expect(shipped).toMatchObject({ status: 'shipped', processingAt: '2026-05-02T04:30:00.000Z', shippedAt: '2026-05-03T09:15:00.000Z', shipment: BLUE_DART });
    expect(shipped).not.toHaveProperty('deliveredAt');

    await setOrderStatus(b.db, orderId, 'delivered', new Date('2026-05-05T12:00:00Z'));
    const delivered = (await agent.get(`/api/orders/${orderId}`).expect(200)).body.order;
    expect(delivered).toMatchObject({ status: 'delivered', shippedAt: '2026-05-03T09:15:00.000Z', deliveredAt: '2026-05-05T12:00:00.000Z', shipment: BLUE_DART });
    const types = await b.db.all<{ type: string }>('SELECT type FROM notifications WHERE order_id = ? ORDER BY seq', orderId);
    expect(types.map((n) => n.type)).toEqual(['order_placed', 'order_processing', 'order_shipped', 'order_delivered']);
  });

  it('leaves a step the order skipped undated, and a shipment without details without any', async () => {
    const { orderId } = await place(request(b.app));
    await setOrderStatus(b.db, orderId, 'shipped');
    const row = await b.db.get<Record<string, unknown>>('SELECT processing_at, shipped_at, courier, awb, tracking_url FROM orders WHERE id = ?', orderId);
    expect(row).toMatchObject({ processing_at: null, courier: null, awb: null, tracking_url: null });
    expect(Date.parse(row!.shipped_at as string)).not.toBeNaN();
  });

  it('mails an account its shipment, with the courier, AWB number and tracking link, and its delivery, with its order page', async () => {
    const agent = b.agent();
    await signUp(b, agent);
    const { orderId } = await place(agent);
    const confirmed = mailsTo(b.dataDir, SHOPPER.email).length;
    // Packing is told by notification only.
    await moveOrder(ops, orderId, 'processing');
    expect(mailsTo(b.dataDir, SHOPPER.email)).toHaveLength(confirmed);
    await moveOrder(ops, orderId, 'shipped', { shipment: BLUE_DART });
    const [shipped] = shippedMails(orderId);
    expect(shipped).toContain('Hello Asha,');
    expect(shipped).toContain('Courier: Blue Dart\nTracking (AWB) number: 90012345678');
    expect(shipped).toContain(`Follow your parcel on the courier's website:\n${BLUE_DART.trackingUrl}`);
    expect(shipped).toContain(`You can follow this order in your account:\n${SHOP}/account/orders/${orderId}\n`);
    expect(shipped).not.toContain('key=');
    expect(shipped).not.toMatch(/\{\{|\}\}/);
    // Moved again, nothing more is sent.
    await moveOrder(ops, orderId, 'shipped', { shipment: BLUE_DART });
    expect(shippedMails(orderId)).toHaveLength(1);

    await moveOrder(ops, orderId, 'delivered');
    const [delivered] = deliveredMails(orderId);
    expect(delivered).toContain(`Your order ${orderId} has been delivered.`);
    expect(delivered).toContain(`${SHOP}/account/orders/${orderId}\n`);
    expect(delivered).not.toMatch(/\{\{|\}\}/);
  });

  it('mails a guest with their keyed order link and until when it opens; once it has expired, with no link', async () => {
    const { orderId, orderKey } = await place(request(b.app));
    await moveOrder(ops, orderId, 'shipped', { shipment: { courier: 'India Post', awb: null, trackingUrl: null } });
    const [shipped] = shippedMails(orderId);
    expect(shipped).toContain('Courier: India Post');
    expect(shipped).not.toContain('AWB');
    expect(shipped).not.toContain("courier's website");
    const placedAt = (await b.db.get<{ created_at: string }>('SELECT created_at FROM orders WHERE id = ?', orderId))!.created_at;
    const until = dateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'Asia/Kolkata' }).format(orderLinkExpiry(placedAt));
    expect(shipped).toContain(`You can open this order at any time until ${until}:\n${SHOP}/orders/${orderId}?key=${encodeURIComponent(orderKey)}\n`);
    // The guest's link opens the order with what it shipped with.
    const seen = (await request(b.app).get(`/api/orders/${orderId}`).query({ key: orderKey }).expect(200)).body.order;
    expect(seen.shipment).toEqual({ courier: 'India Post', awb: null, trackingUrl: null });
    expect(await b.db.all('SELECT 1 FROM notifications WHERE order_id = ?', orderId)).toEqual([]);

    // Delivered after the link has run out: the mail says so without a dead link.
    await b.db.run('UPDATE orders SET created_at = ? WHERE id = ?', new Date(Date.now() - 40 * 24 * 3600 * 1000).toISOString(), orderId);
    await moveOrder(ops, orderId, 'delivered');
    const [delivered] = deliveredMails(orderId);
    expect(delivered).toContain(`Your order ${orderId} has been delivered.`);
    expect(delivered).not.toContain('key=');
    expect(delivered).not.toContain(`${SHOP}/orders/`);
  });

  it('writes the mails in the language the order was placed in', async () => {
    const agent = b.agent();
    await signUp(b, agent);
    const { orderId } = await place(agent, 'hi');
    await moveOrder(ops, orderId, 'shipped', { shipment: BLUE_DART });
    await moveOrder(ops, orderId, 'delivered');
    const mails = mailsTo(b.dataDir, SHOPPER.email).filter((m) => m.includes(`${SHOP}/hi/account/orders/${orderId}`));
    // Shipped and delivered (the confirmation links its page too).
    expect(mails.length).toBeGreaterThanOrEqual(3);
    for (const mail of mails.slice(0, 2)) {
      expect(mail).toContain(hi.mail.order.greeting.replace('{{name}}', 'Asha'));
      expect(mail).toContain(hi.mail.order.signoff);
    }
    // A guest's link: until a date in Hindi.
    const guest = await place(request(b.app), 'hi', 'meera@example.in');
    await moveOrder(ops, guest.orderId, 'shipped');
    const placedAt = (await b.db.get<{ created_at: string }>('SELECT created_at FROM orders WHERE id = ?', guest.orderId))!.created_at;
    const until = dateTimeFormat(localeOf('hi'), { dateStyle: 'long', timeZone: 'Asia/Kolkata' }).format(orderLinkExpiry(placedAt));
    expect(until).toMatch(/[\u0900-\u097F]/);
    const [shipped] = mailsAbout(guest.orderId, hi.mail.shipped.subject.replace('{{orderId}}', guest.orderId), 'meera@example.in');
    expect(shipped).toContain(hi.mail.shipped.body.replace('{{orderId}}', guest.orderId));
    expect(shipped).toContain(until);
    expect(shipped).toContain(`${SHOP}/hi/orders/${guest.orderId}?key=${encodeURIComponent(guest.orderKey)}`);
  });

  it('sends nothing to an order whose account was deleted (no address left)', async () => {
    const { orderId } = await place(request(b.app), 'en', 'gone@example.in');
    await b.db.run("UPDATE orders SET customer_json = '{}' WHERE id = ?", orderId);
    await moveOrder(ops, orderId, 'shipped', { shipment: BLUE_DART });
    expect(shippedMails(orderId, 'gone@example.in')).toEqual([]);
  });
});

describe('shipment details', () => {
  it('take an https link without credentials, a plain courier name and an AWB of letters, digits and hyphens', () => {
    expect(readShipment({ courier: '  Blue   Dart ', awb: ' 900-123 ', trackingUrl: ' https://track.example/a?b=1 ' })).toEqual({
      shipment: { courier: 'Blue Dart', awb: '900-123', trackingUrl: 'https://track.example/a?b=1' },
    });
    expect(readShipment({})).toEqual({ shipment: { courier: null, awb: null, trackingUrl: null } });
    expect(readShipment({ courier: 'डाक सेवा' })).toMatchObject({ shipment: { courier: 'डाक सेवा' } });
    for (const refused of [
      { trackingUrl: 'http://track.example/1' },
      { trackingUrl: 'javascript:alert(1)' },
      { trackingUrl: 'https://user:pass@track.example/' },
      { trackingUrl: 'track.example/1' },
      { trackingUrl: `https://track.example/${'a'.repeat(500)}` },
      { courier: 'x'.repeat(61) },
      { courier: 'Blue\nDart' },
      { courier: 'Visit www.evil.example <now>' },
      { awb: '123 456' },
      { awb: '1'.repeat(41) },
      { awb: '12\n34' },
    ]) {
      expect(readShipment(refused), JSON.stringify(refused)).toHaveProperty('error');
    }
  });
});

describe(`npm run order-status with a shipment (${STORE})`, () => {
  const run = (...args: string[]) =>
    spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'backend/cli/order-status.ts', ...args], {
      env: { ...process.env, DATA_DIR: b.dataDir, DATABASE_URL: b.databaseUrl ?? '', PUBLIC_URL: SHOP, LOG_LEVEL: 'silent' },
      encoding: 'utf8',
    });

  it('stores what the order shipped with and mails it', async () => {
    const { orderId } = await place(request(b.app));
    const shipped = run(orderId, 'shipped', '--courier', 'Blue Dart', '--awb', BLUE_DART.awb, '--tracking-url', BLUE_DART.trackingUrl);
    expect(shipped.stderr).toBe('');
    expect(shipped.status).toBe(0);
    expect(shipped.stdout).toContain(`Order ${orderId} is now shipped.`);
    const row = await b.db.get('SELECT courier, awb, tracking_url FROM orders WHERE id = ?', orderId);
    expect(row).toEqual({ courier: 'Blue Dart', awb: BLUE_DART.awb, tracking_url: BLUE_DART.trackingUrl });
    expect(shippedMails(orderId)[0]).toContain(BLUE_DART.trackingUrl);
    const again = run(orderId, 'shipped', '--awb', 'OTHER-1');
    expect(again.status).toBe(0);
    expect(again.stdout).toContain('was already shipped. Its shipment details were left as they were.');
    expect(await b.db.get('SELECT awb FROM orders WHERE id = ?', orderId)).toEqual({ awb: BLUE_DART.awb });
  });

  it('refuses bad details, and details with another move, with exit code 2 and without moving the order', async () => {
    const { orderId } = await place(request(b.app));
    for (const args of [
      ['shipped', '--tracking-url', 'http://www.bluedart.com/track'],
      ['shipped', '--courier', 'x'.repeat(61)],
      ['shipped', '--awb', '12 34'],
      ['shipped', '--awb'],
      ['shipped', '--carrier', 'Blue Dart'],
      ['shipped', 'Blue', 'Dart'],
      ['processing', '--courier', 'Blue Dart'],
    ]) {
      const refused = run(orderId, ...args);
      expect(refused.status, args.join(' ')).toBe(2);
      expect(refused.stderr).toContain('Usage: npm run order-status');
    }
    expect(run(orderId, 'shipped', '--tracking-url', 'ftp://x').stderr).toContain('The tracking URL must be an https:// address');
    expect((await b.db.get<{ status: string }>('SELECT status FROM orders WHERE id = ?', orderId))!.status).toBe('pending');
  });
});
