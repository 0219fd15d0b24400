// Stock in the backend: what staff set (`npm run stock`), what /api/stock
// answers, orders taking counted units in their own transaction (and the race
// for the last ones), cancellations and expiries giving them back, and the
// "tell me when it is back" mails, one per request, in its language.
import { readFileSync } from 'node:fs';

import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { type Operator, operatorOn } from '../../backend/cli/operator';
import { runStockCommand } from '../../backend/cli/stock-command';
import { backendConfig } from '../../backend/config';
import { mailsTo } from '../../backend/mail/outbox';
import { setOrderStatus } from '../../backend/store/orders/status';
import { readStockOf } from '../../backend/store/stock/records';
import { setStock } from '../../backend/store/stock/set-stock';
import { SHOPPER } from '../helpers/shopper';
import { makeBackend, silent, STORE, type TestBackend } from './helpers';

let b: TestBackend;
let ops: Operator;
beforeEach(async () => {
  b = await makeBackend({ orderRateLimit: { limit: 1000, windowMs: 60_000 } });
  ops = operatorOn(backendConfig({ dataDir: b.dataDir, publicUrl: 'http://shop.example' }), b.db, silent);
});
afterEach(() => b.dispose());

const MANGO = 2;
const order = (quantity: number, sizeIndex = 0) => ({ form: SHOPPER, items: [{ productId: MANGO, sizeIndex, quantity }] });
const place = (quantity: number, sizeIndex = 0) => request(b.app).post('/api/orders').send(order(quantity, sizeIndex));
const countOf = async () => (await readStockOf(b.db, MANGO, 0))?.count;
const orderCount = async () => Number((await b.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM orders'))?.n);

describe(`stock (${STORE})`, () => {
  it('answers every size staff have set, and nothing else, on /api/stock', async () => {
    expect((await request(b.app).get('/api/stock').expect(200)).body).toEqual({ success: true, stock: [] });
    await setStock(ops, MANGO, 1, { inStock: false });
    await setStock(ops, 4, 0, { count: 12, season: { from: '05-01', to: '07-31' } });
    expect((await request(b.app).get('/api/stock').expect(200)).body.stock).toEqual([
      { productId: MANGO, sizeIndex: 1, inStock: false, count: null, seasonFrom: null, seasonTo: null },
      { productId: 4, sizeIndex: 0, inStock: true, count: 12, seasonFrom: '05-01', seasonTo: '07-31' },
    ]);
  });

  it('refuses an order for a size out of stock, naming it, and places nothing', async () => {
    await setStock(ops, MANGO, 1, { inStock: false });
    const refused = await request(b.app)
      .post('/api/orders')
      .send({
        form: SHOPPER,
        items: [
          { productId: 1, sizeIndex: 0, quantity: 1 },
          { productId: MANGO, sizeIndex: 1, quantity: 2 },
        ],
      })
      .expect(409);
    expect(refused.body).toMatchObject({ code: 'out_of_stock', params: { lines: '2-1' } });
    expect(await orderCount()).toBe(0);
  });

  it('takes a counted size in the order, refuses more than is left, and gives it back on cancellation', async () => {
    await setStock(ops, MANGO, 0, { count: 5 });
    const placed = await place(3).expect(201);
    expect(await countOf()).toBe(2);
    expect((await place(3).expect(409)).body.params).toEqual({ lines: '2-0' });
    expect(await countOf()).toBe(2);
    await setOrderStatus(b.db, placed.body.orderId as string, 'cancelled');
    expect(await countOf()).toBe(5);
  });

  it('gives nothing back once an order has shipped', async () => {
    await setStock(ops, MANGO, 0, { count: 4 });
    const placed = await place(4).expect(201);
    await setOrderStatus(b.db, placed.body.orderId as string, 'shipped');
    await setOrderStatus(b.db, placed.body.orderId as string, 'delivered');
    expect(await countOf()).toBe(0);
    expect((await place(1).expect(409)).body.code).toBe('out_of_stock');
  });

  it('sells the last units once when orders race for them', async () => {
    await setStock(ops, MANGO, 0, { count: 5 });
    // Ten shoppers at once, two units each: at most two orders fit.
    const answers = await Promise.all(Array.from({ length: 10 }, () => place(2)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(2);
    expect(statuses.filter((s) => s === 409)).toHaveLength(8);
    expect(await countOf()).toBe(1);
    const sold = await b.db.get<{ n: number }>('SELECT COALESCE(SUM(quantity), 0) AS n FROM order_items WHERE product_id = ? AND size_index = 0', MANGO);
    expect(Number(sold?.n)).toBe(4);
  });

  it('refuses a size out of its season, and sells it in season', async () => {
    const now = new Date();
    const month = (d: Date) => String(d.getUTCMonth() + 1).padStart(2, '0');
    // A season of next month only: closed today.
    const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
    await setStock(ops, MANGO, 0, { season: { from: `${month(next)}-01`, to: `${month(next)}-28` } });
    expect((await place(1).expect(409)).body.code).toBe('out_of_stock');
    await setStock(ops, MANGO, 0, { season: { from: '01-01', to: '12-31' } });
    await place(1).expect(201);
  });

  it('mails each waiting shopper once, in their language, when the size is back', async () => {
    await setStock(ops, MANGO, 1, { inStock: false });
    await request(b.app).post('/api/stock/alerts').send({ productId: MANGO, sizeIndex: 1, email: 'ravi@example.in', language: 'hi' }).expect(201);
    await request(b.app).post('/api/stock/alerts').send({ productId: MANGO, sizeIndex: 1, email: 'Ravi@Example.in', language: 'hi' }).expect(201);
    await request(b.app).post('/api/stock/alerts').send({ productId: MANGO, sizeIndex: 1, email: 'mei@example.in', language: 'en' }).expect(201);
    expect(mailsTo(b.dataDir, 'ravi@example.in')).toHaveLength(0);

    expect((await setStock(ops, MANGO, 1, { count: 0 })).mailed).toBe(0);
    expect((await setStock(ops, MANGO, 1, { inStock: true, count: 10 })).mailed).toBe(2);
    const hi = JSON.parse(readFileSync('locales/hi/translation.json', 'utf8')) as { stock: { mail: { once: string } } };
    const [ravi] = mailsTo(b.dataDir, 'ravi@example.in');
    expect(mailsTo(b.dataDir, 'ravi@example.in')).toHaveLength(1);
    expect(ravi).toContain(hi.stock.mail.once);
    expect(ravi).toContain('http://shop.example/hi/mango?size=1');
    const [mei] = mailsTo(b.dataDir, 'mei@example.in');
    expect(mei).toContain('is back at Too More');
    expect(mei).toContain('http://shop.example/mango?size=1');
    // Done: nothing kept, nothing mailed again.
    expect(Number((await b.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM stock_alerts'))?.n)).toBe(0);
    await setStock(ops, MANGO, 1, { inStock: false });
    await setStock(ops, MANGO, 1, { inStock: true });
    expect(mailsTo(b.dataDir, 'ravi@example.in')).toHaveLength(1);
  });

  it('refuses a request for a size that can be bought, a bad address and an unknown size', async () => {
    expect((await request(b.app).post('/api/stock/alerts').send({ productId: MANGO, sizeIndex: 0, email: 'ravi@example.in' }).expect(409)).body.code).toBe('stock_available');
    await setStock(ops, MANGO, 0, { inStock: false });
    expect((await request(b.app).post('/api/stock/alerts').send({ productId: MANGO, sizeIndex: 0, email: 'not an address' }).expect(400)).body.code).toBe('invalid_email');
    expect((await request(b.app).post('/api/stock/alerts').send({ productId: MANGO, sizeIndex: 9, email: 'ravi@example.in' }).expect(400)).body.code).toBe('unknown_product');
  });

  it('mails the waiting shoppers when a cancellation gives the last units back', async () => {
    await setStock(ops, MANGO, 0, { count: 2 });
    const placed = await place(2).expect(201);
    await request(b.app).post('/api/stock/alerts').send({ productId: MANGO, sizeIndex: 0, email: 'ravi@example.in', language: 'en' }).expect(201);
    const { moveOrder } = await import('../../backend/store/orders/cancel-order');
    await moveOrder(ops, placed.body.orderId as string, 'cancelled');
    expect(await countOf()).toBe(2);
    expect(mailsTo(b.dataDir, 'ravi@example.in')).toHaveLength(1);
  });

  it('has the operator command list, set and refuse what it cannot read', async () => {
    const lines: string[] = [];
    await runStockCommand(ops, ['set', 'mango', '150ml', 'out', 'count', '0', 'season', '03-01..07-31'], (l) => lines.push(l), new Date('2026-05-10T06:00:00Z'));
    expect(lines[0]).toMatch(/^mango\s+150ml\s+OUT OF STOCK\s+out, count 0, season 03-01\.\.07-31$/);
    lines.length = 0;
    await runStockCommand(ops, ['list'], (l) => lines.push(l), new Date('2026-11-26T06:00:00Z'));
    expect(lines.find((l) => l.startsWith('mango ') && l.includes('150ml'))).toMatch(/out of season, back 2027-03-01/);
    expect(lines.find((l) => l.startsWith('pineapple ') && l.includes('250ml'))).toMatch(/in stock\s+not set \(in stock\)/);
    await expect(runStockCommand(ops, ['set', 'mango', '5L', 'in'], () => undefined)).rejects.toThrow(/no size "5L"/);
    await expect(runStockCommand(ops, ['set', 'durian', '250ml', 'in'], () => undefined)).rejects.toThrow(/No product/);
    await expect(runStockCommand(ops, ['set', 'mango', '250ml', 'count', '-3'], () => undefined)).rejects.toThrow(/Not understood/);
    await expect(runStockCommand(ops, ['set', 'mango', '250ml', 'season', '04-31..05-10'], () => undefined)).rejects.toThrow(/MM-DD/);
    await expect(runStockCommand(ops, ['set', 'mango', '250ml'], () => undefined)).rejects.toThrow(/Usage/);
  });
});
