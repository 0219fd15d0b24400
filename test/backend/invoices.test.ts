// GST invoices: numbered without gaps per financial year as orders are placed
// (concurrently too), downloaded as a PDF by the owner or a guest's link, and
// the PDF's text read back and compared with the order.

import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { invoiceAmount } from '../../backend/documents/invoice-document';
import { mailsTo } from '../../backend/mail/outbox';
import { PRODUCTS } from '../../shared/catalogue';
import { SAMPLE_COMPANY } from '../../shared/company';
import { financialYearOf, type InvoiceLine, invoiceNumber } from '../../shared/invoice';
import { toPaise } from '../../shared/money';
import { expectedInvoice, type InvoicedOrder } from '../helpers/invoice';
import { binary, pdfText } from '../helpers/pdf';
import { SHOPPER } from '../helpers/shopper';
import { makeBackend, signUp, STORE, type TestBackend } from './helpers';

let b: TestBackend;
beforeEach(async () => {
  b = await makeBackend({ orderRateLimit: { limit: 1000, windowMs: 60_000 } });
});
afterEach(() => b.dispose());

/** Mango juice (5%), an apple soda (40%) and the energy drink (40%). */
const ITEMS = [
  { productId: 2, sizeIndex: 0, quantity: 3 },
  { productId: 17, sizeIndex: 0, quantity: 2 },
  { productId: 24, sizeIndex: 0, quantity: 1 },
];

interface OrderJson extends InvoicedOrder {
  orderId: string;
  invoiceNumber: string;
  gstIncluded: number;
  items: (InvoicedOrder['items'][number] & { size: { size: string } })[];
}

/** A CGST + SGST line as the PDF's text reads, cell by cell. */
const intraStateRow = (line: InvoiceLine) =>
  `|${[line.hsn, String(line.quantity), invoiceAmount(line.taxable), `${String(line.percent)}%`, invoiceAmount(line.cgst), invoiceAmount(line.sgst), invoiceAmount(line.amount)].join('|')}|`;

describe(`GST invoices (${STORE})`, () => {
  it('gives the owner a PDF whose text matches the order: number, GSTIN, buyer, every line, CGST + SGST within Gujarat', async () => {
    const agent = b.agent();
    await signUp(b, agent);
    const placed = await agent.post('/api/orders').send({ form: SHOPPER, items: ITEMS, couponCode: 'TOOMOREOFFER', language: 'en' }).expect(201);
    const order = (await agent.get(`/api/orders/${placed.body.orderId}`).expect(200)).body.order as OrderJson;
    expect(order.invoiceNumber).toBe(invoiceNumber(financialYearOf(order.orderDate), 1));
    const res = await agent.get(`/api/orders/${order.orderId}/invoice`).buffer(true).parse(binary).expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="invoice-${order.invoiceNumber.replace(/\//g, '-')}.pdf"`);
    const text = await pdfText(res.body as Buffer);
    expect(text).toContain(`|${order.invoiceNumber}|`);
    expect(text).toContain(`|GSTIN: ${SAMPLE_COMPANY.gstin}|`);
    expect(text).toContain(`|${SAMPLE_COMPANY.legalName}|`);
    expect(text).toContain(`|${SHOPPER.firstName} ${SHOPPER.lastName}|`);
    expect(text).toContain(`|${SHOPPER.address}|`);
    expect(text).toContain('|Place of supply|Gujarat (24)|');
    expect(text).toContain(`|${order.orderId}|`);
    const invoice = expectedInvoice(order);
    expect(invoice.interState).toBe(false);
    expect(invoice.lines).toHaveLength(4);
    for (const line of invoice.lines) {
      expect(text).toContain(intraStateRow(line));
    }
    expect(text).toContain(`|Invoice total|${invoiceAmount(toPaise(order.pricing.orderTotal))}|`);
    expect(text).toContain(`|Total GST|${invoiceAmount(invoice.totals.tax)}|`);
    expect(invoice.totals.total).toBe(toPaise(order.pricing.orderTotal));
    // The order page shows the same GST as included in the total.
    expect(toPaise(order.gstIncluded)).toBe(invoice.totals.tax);
    // The confirmation mail links the invoice.
    expect(mailsTo(b.dataDir, SHOPPER.email)[0]).toContain(`/api/orders/${order.orderId}/invoice`);
  });

  it('charges IGST outside the seller’s state and opens for a guest’s link key only', async () => {
    const kerala = { ...SHOPPER, city: 'Kochi', state: 'Kerala', postalCode: '682001' };
    const placed = await request(b.app).post('/api/orders').send({ form: kerala, items: ITEMS }).expect(201);
    const { orderId, orderKey } = placed.body as { orderId: string; orderKey: string };
    await request(b.app).get(`/api/orders/${orderId}/invoice`).expect(401);
    await request(b.app).get(`/api/orders/${orderId}/invoice?key=nope`).expect(404);
    const key = `?key=${encodeURIComponent(orderKey)}`;
    const order = (await request(b.app).get(`/api/orders/${orderId}${key}`).expect(200)).body.order as OrderJson;
    const res = await request(b.app).get(`/api/orders/${orderId}/invoice${key}`).buffer(true).parse(binary).expect(200);
    const text = await pdfText(res.body as Buffer);
    const invoice = expectedInvoice(order);
    expect(invoice.interState).toBe(true);
    expect(text).toContain('|Place of supply|Kerala (32)|');
    expect(text).toContain('|IGST|');
    expect(text).not.toContain('|CGST|');
    for (const line of invoice.lines) {
      expect(text).toContain(
        `|${[line.hsn, String(line.quantity), invoiceAmount(line.taxable), `${line.percent}%`, invoiceAmount(line.igst), invoiceAmount(line.amount)].join('|')}|`,
      );
    }
    expect(text).toContain(`|Invoice total|${invoiceAmount(toPaise(order.pricing.orderTotal))}|`);
    expect(mailsTo(b.dataDir, SHOPPER.email)[0]).toContain(`/api/orders/${orderId}/invoice?key=`);
  });

  it('numbers concurrent orders consecutively with no gap, and numbers an order placed before numbering on first download', async () => {
    const placed = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        request(b.app)
          .post('/api/orders')
          .send({ form: SHOPPER, items: [ITEMS[i % 3]], idempotencyKey: `order-${i}-key` })
          .expect(201),
      ),
    );
    // Sent again with the same key: the same order, no new number.
    await request(b.app)
      .post('/api/orders')
      .send({ form: SHOPPER, items: [ITEMS[0]], idempotencyKey: 'order-0-key' })
      .expect(200);
    const rows = await b.db.all<{ id: string; invoice_number: string; created_at: string }>('SELECT id, invoice_number, created_at FROM orders');
    expect(rows).toHaveLength(12);
    const year = financialYearOf(rows[0]!.created_at);
    expect(rows.map((r) => r.invoice_number).sort()).toEqual(Array.from({ length: 12 }, (_, i) => invoiceNumber(year, i + 1)));
    expect(new Set(placed.map((p) => p.body.orderId as string))).toEqual(new Set(rows.map((r) => r.id)));

    const old = rows[0]!;
    await b.db.run('UPDATE orders SET invoice_number = NULL WHERE id = ?', old.id);
    const key = (placed.find((p) => p.body.orderId === old.id)!.body as { orderKey: string }).orderKey;
    await Promise.all(
      [1, 2, 3].map(() =>
        request(b.app)
          .get(`/api/orders/${old.id}/invoice?key=${encodeURIComponent(key)}`)
          .expect(200),
      ),
    );
    expect((await b.db.get<{ invoice_number: string }>('SELECT invoice_number FROM orders WHERE id = ?', old.id))!.invoice_number).toBe(invoiceNumber(year, 13));
    expect((await b.db.get<{ last_number: number }>('SELECT last_number FROM invoice_counters WHERE financial_year = ?', year))!.last_number).toBe(13);
  });

  it('still renders when the buyer has been anonymised (only the state kept) or wrote in another script', async () => {
    const agent = b.agent();
    await signUp(b, agent);
    const { orderId } = (await agent.post('/api/orders').send({ form: SHOPPER, items: ITEMS }).expect(201)).body as { orderId: string };
    await b.db.run('UPDATE orders SET customer_json = ? WHERE id = ?', JSON.stringify({ state: 'Gujarat' }), orderId);
    const text = await pdfText((await agent.get(`/api/orders/${orderId}/invoice`).buffer(true).parse(binary).expect(200)).body as Buffer);
    expect(text).toContain('|Billed and shipped to|—|');
    expect(text).toContain('|Place of supply|Gujarat (24)|');
    expect(text).not.toContain(SHOPPER.lastName);
    await b.db.run('UPDATE orders SET customer_json = ? WHERE id = ?', JSON.stringify({ ...SHOPPER, firstName: 'आशा', state: 'Gujarat' }), orderId);
    const other = await pdfText((await agent.get(`/api/orders/${orderId}/invoice`).buffer(true).parse(binary).expect(200)).body as Buffer);
    expect(other).toContain('|Billed and shipped to|—|12 MG Road|');
  });

  it('carries every line of a long order over pages, with the column titles repeated', async () => {
    const lines = PRODUCTS.flatMap((p) => p.sizes.map((_, sizeIndex) => ({ productId: p.id, sizeIndex, quantity: 1 }))).slice(0, 45);
    expect(lines).toHaveLength(45);
    const placed = await request(b.app).post('/api/orders').send({ form: SHOPPER, items: lines, couponCode: 'TOOMOREOFFER' }).expect(201);
    const { orderId, orderKey } = placed.body as { orderId: string; orderKey: string };
    const key = `?key=${encodeURIComponent(orderKey)}`;
    const order = (await request(b.app).get(`/api/orders/${orderId}${key}`).expect(200)).body.order as OrderJson;
    const text = await pdfText((await request(b.app).get(`/api/orders/${orderId}/invoice${key}`).buffer(true).parse(binary).expect(200)).body as Buffer);
    const invoice = expectedInvoice(order);
    for (const line of invoice.lines) {
      expect(text).toContain(intraStateRow(line));
    }
    expect(text.split('|Taxable value|').length - 1).toBeGreaterThan(1);
    expect(text).toContain(`|Invoice total|${invoiceAmount(toPaise(order.pricing.orderTotal))}|`);
  });
});
