import { readFileSync } from 'node:fs';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { latestMailTo } from '../../backend/mail/outbox';
import { purgeRetainedOrders } from '../../backend/store/orders/retention';
import { SHOPPER } from '../helpers/shopper';
import { makeBackend, signUp, STORE, type TestBackend } from './helpers';

let b: TestBackend;
beforeEach(async () => {
  b = await makeBackend();
});
afterEach(() => b.dispose());

const PASSWORD = 'mango-lassi-9';
// Whatever the shopper typed anywhere: none of it may outlive the account (but what a large invoice must name).
const PERSONAL = ['Asha', 'Patel', 'asha@example.in', '9876543210', '12 MG Road', 'Rajkot', '360001', 'asha@okaxis', 'juice arrived warm'];
const ORDER = { form: SHOPPER, items: [{ productId: 2, sizeIndex: 0, quantity: 3 }] };
// ₹54,450: an invoice that must name its recipient.
const LARGE_ORDER = {
  form: SHOPPER,
  items: [
    { productId: 31, sizeIndex: 1, quantity: 99 },
    { productId: 32, sizeIndex: 0, quantity: 99 },
  ],
};

/** Every text value of every row of every table, with where it was found. */
async function everyText(): Promise<{ where: string; value: string }[]> {
  const tables =
    STORE === 'sqlite'
      ? await b.db.all<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
      : await b.db.all<{ name: string }>('SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema()');
  const found: { where: string; value: string }[] = [];
  for (const { name } of tables) {
    for (const row of await b.db.all<Record<string, unknown>>(`SELECT * FROM ${name}`)) {
      for (const [column, value] of Object.entries(row)) if (typeof value === 'string') found.push({ where: `${name}.${column}`, value });
    }
  }
  return found;
}

async function shopperWithHistory() {
  const agent = b.agent();
  await signUp(b, agent, 'asha@example.in', PASSWORD);
  const small = (await agent.post('/api/orders').send(ORDER).expect(201)).body.orderId as string;
  await agent
    .post('/api/grievances')
    .send({ category: 'quality', orderId: small, message: 'The mango juice arrived warm.', name: 'Asha Patel', email: 'asha@example.in' })
    .expect(201);
  return { agent, small };
}

describe('downloading my data', () => {
  it('holds the account, addresses, orders with items, notifications and grievances, and no secrets', async () => {
    const { agent, small } = await shopperWithHistory();
    const res = await agent.get('/api/account/export').expect(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="too-more-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = JSON.parse(res.text) as Record<string, unknown>;
    expect(data.account).toMatchObject({ name: 'Asha', email: 'asha@example.in', emailVerified: true, marketingConsent: false });
    expect(data.addresses).toEqual([expect.objectContaining({ address: '12 MG Road', city: 'Rajkot', state: 'Gujarat', postalCode: '360001', phone: '9876543210' })]);
    expect(data.orders).toEqual([expect.objectContaining({ orderId: small, items: [expect.objectContaining({ productId: 2, quantity: 3 })] })]);
    expect(data.notifications).toEqual([expect.objectContaining({ type: 'order_placed', orderId: small })]);
    expect(data.grievances).toEqual([expect.objectContaining({ category: 'quality', orderId: small, message: 'The mango juice arrived warm.' })]);
    const hashes = await b.db.all<{ value: string }>(
      'SELECT password_hash AS value FROM users UNION ALL SELECT token_hash FROM sessions UNION ALL SELECT code_hash FROM codes UNION ALL SELECT value FROM secrets',
    );
    expect(hashes.length).toBeGreaterThan(1);
    for (const { value } of hashes) expect(res.text).not.toContain(value);
    expect(res.text).not.toMatch(/password|token|scrypt/i);
    await b.agent().get('/api/account/export').expect(401);
  });
});

describe('marketing consent', () => {
  it('is off unless ticked at sign-up, and can be changed later', async () => {
    const agent = b.agent();
    await signUp(b, agent);
    expect((await agent.get('/api/account/consent').expect(200)).body).toMatchObject({ marketingConsent: false, changedAt: null });
    await agent.put('/api/account/consent').send({ marketingConsent: true }).expect(200);
    expect((await agent.get('/api/account/consent').expect(200)).body.marketingConsent).toBe(true);
    await agent.put('/api/account/consent').send({ marketingConsent: 'yes' }).expect(400);

    const ticked = b.agent();
    await ticked.post('/api/auth/register').send({ name: 'Ravi', email: 'ravi@example.in', password: PASSWORD, marketingConsent: true }).expect(202);
    const code = /\b(\d{6})\b/.exec(latestMailTo(b.dataDir, 'ravi@example.in')!.split('\n\n').slice(1).join('\n'))![1];
    await ticked.post('/api/auth/verify-account').send({ otp: code }).expect(201);
    expect((await ticked.get('/api/account/consent').expect(200)).body.marketingConsent).toBe(true);
  });
});

describe('deleting my account', () => {
  it('needs the password typed again', async () => {
    const { agent } = await shopperWithHistory();
    expect((await agent.post('/api/account/delete').send({ password: 'wrong-one-1' }).expect(400)).body.code).toBe('password_incorrect');
    expect((await agent.post('/api/account/delete').send({}).expect(400)).body.code).toBe('field_required');
    await agent.get('/api/user/data').expect(200);
  });

  it('leaves none of the shopper’s personal data anywhere, signs them out everywhere, and mails a confirmation', async () => {
    const { agent, small } = await shopperWithHistory();
    const elsewhere = b.agent();
    await elsewhere.post('/api/auth/login').send({ email: 'asha@example.in', password: PASSWORD }).expect(200);
    // Counters keyed by the address, and a guest's complaint with it.
    await b.agent().post('/api/auth/login').send({ email: 'asha@example.in', password: 'wrong-one-1' }).expect(401);
    await b.agent().post('/api/grievances').send({ category: 'other', message: 'The juice arrived warm again.', name: 'Asha', email: 'asha@example.in' }).expect(201);
    const before = await everyText();
    expect(before.some((t) => t.value.includes('asha@example.in') && t.where.startsWith('rate_limits'))).toBe(true);

    await agent.post('/api/account/delete').send({ password: PASSWORD, language: 'hi' }).expect(200);

    const left = (await everyText()).filter((t) => PERSONAL.some((p) => t.value.toLowerCase().includes(p.toLowerCase())));
    expect(left).toEqual([]);
    await agent.get('/api/user/data').expect(401);
    await elsewhere.get('/api/user/data').expect(401);
    await b.agent().post('/api/auth/login').send({ email: 'asha@example.in', password: PASSWORD }).expect(401);
    // The order stays for the tax law, with the place of supply and no owner.
    const order = await b.db.get<{ user_id: number | null; customer_json: string; retain_until: string | null; total: number }>(
      'SELECT user_id, customer_json, retain_until, total FROM orders WHERE id = ?',
      small,
    );
    expect(order).toMatchObject({ user_id: null, retain_until: null });
    expect(JSON.parse(order!.customer_json)).toEqual({ state: 'Gujarat' });
    expect((await b.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM grievances'))!.n).toBe(2);
    const hindi = JSON.parse(readFileSync('locales/hi/translation.json', 'utf8')) as { privacyCentre: { mail: { deletedSubject: string } } };
    expect(latestMailTo(b.dataDir, 'asha@example.in')).toContain(`Subject: ${hindi.privacyCentre.mail.deletedSubject}`);
  });

  it('keeps name, address and state, no email or phone, and a retain-until date on an order of ₹50,000 or more', async () => {
    const agent = b.agent();
    await signUp(b, agent, 'asha@example.in', PASSWORD);
    const large = (await agent.post('/api/orders').send(LARGE_ORDER).expect(201)).body.orderId as string;
    await agent.post('/api/account/delete').send({ password: PASSWORD }).expect(200);
    const order = await b.db.get<{ user_id: number | null; customer_json: string; retain_until: string; total: number; created_at: string }>(
      'SELECT * FROM orders WHERE id = ?',
      large,
    );
    expect(order!.total).toBeGreaterThanOrEqual(5_000_000);
    expect(order!.user_id).toBeNull();
    expect(JSON.parse(order!.customer_json)).toEqual({
      firstName: 'Asha',
      lastName: 'Patel',
      address: '12 MG Road',
      city: 'Rajkot',
      state: 'Gujarat',
      postalCode: '360001',
      country: 'India',
    });
    expect(order!.retain_until).toMatch(/^20\d\d-12-31$/);
    const texts = (await everyText()).map((t) => t.value).join('\n');
    expect(texts).not.toContain('asha@example.in');
    expect(texts).not.toContain('9876543210');
  });

  it('deletes such an order and its items once its retain-until day has passed, and nothing else', async () => {
    const agent = b.agent();
    await signUp(b, agent, 'asha@example.in', PASSWORD);
    const large = (await agent.post('/api/orders').send(LARGE_ORDER).expect(201)).body.orderId as string;
    await agent.post('/api/account/delete').send({ password: PASSWORD }).expect(200);
    const guest = (await b.agent().post('/api/orders').send(ORDER).expect(201)).body.orderId as string;
    const { retain_until: until } = (await b.db.get<{ retain_until: string }>('SELECT retain_until FROM orders WHERE id = ?', large))!;
    expect(await purgeRetainedOrders(b.db, until)).toEqual([]);
    const dayAfter = new Date(Date.parse(`${until}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect(await purgeRetainedOrders(b.db, dayAfter)).toEqual([large]);
    expect(await b.db.get('SELECT id FROM orders WHERE id = ?', large)).toBeUndefined();
    expect((await b.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM order_items WHERE order_id = ?', large))!.n).toBe(0);
    expect(await b.db.get('SELECT id FROM orders WHERE id = ?', guest)).toBeDefined();
  });
});
