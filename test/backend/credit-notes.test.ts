// Credit notes (CGST Act section 34): a cancellation takes the next number of
// the credit notes' own series in its own transaction (a lost race takes
// none); the PDF, downloaded by the owner or a guest's link, credits the
// invoice's lines and totals and names the invoice it is against.

import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { invoiceAmount } from '../../backend/documents/invoice-document';
import { OrderStatusError, setOrderStatus } from '../../backend/store/orders/status';
import { creditNoteNumber, creditNoteSeries, financialYearOf, indiaDay } from '../../shared/invoice';
import { toPaise } from '../../shared/money';
import { expectedInvoice, intraStateRow, type InvoicedOrder } from '../helpers/invoice';
import { binary, pdfText } from '../helpers/pdf';
import { SHOPPER } from '../helpers/shopper';
import { makeBackend, signUp, STORE, type TestBackend } from './helpers';

let b: TestBackend;
beforeEach(async () => {
  b = await makeBackend({ orderRateLimit: { limit: 1000, windowMs: 60_000 } });
});
afterEach(() => b.dispose());

/** Mango juice (5%) and an apple soda (40%). */
const ITEMS = [
  { productId: 2, sizeIndex: 0, quantity: 3 },
  { productId: 17, sizeIndex: 0, quantity: 2 },
];

interface OrderJson extends InvoicedOrder {
  orderId: string;
  status: string;
  invoiceNumber: string;
  creditNoteNumber?: string | null;
  cancelledAt?: string;
  refundDue?: number;
}

/** '25 Nov 2026', as the PDF writes a day. */
const pdfDay = (at: string) => new Date(`${indiaDay(at)}T00:00:00Z`).toLocaleDateString('en-GB', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' });

const year = () => financialYearOf(new Date());
const counter = async () =>
  (await b.db.get<{ last_number: number }>('SELECT last_number FROM invoice_counters WHERE financial_year = ?', creditNoteSeries(year())))?.last_number ?? 0;

async function place(agent: request.Agent | ReturnType<typeof request>, form: Record<string, string> = SHOPPER) {
  return (await agent.post('/api/orders').send({ form, items: ITEMS, couponCode: 'TOOMOREOFFER' }).expect(201)).body as { orderId: string; orderKey: string };
}

describe(`credit notes (${STORE})`, () => {
  it('numbers the owner’s cancellation, then a guest’s, consecutively; the PDF credits the invoice’s lines and total', async () => {
    const agent = b.agent();
    await signUp(b, agent);
    const { orderId } = await place(agent);
    // Not cancelled: no credit note, and no number taken.
    expect((await agent.get(`/api/orders/${orderId}`).expect(200)).body.order.creditNoteNumber).toBeUndefined();
    expect((await agent.get(`/api/orders/${orderId}/credit-note`).expect(404)).body.code).toBe('not_found');
    const cancelled = (await agent.post(`/api/orders/${orderId}/cancel`).send({}).expect(200)).body.order as OrderJson;
    expect(cancelled.creditNoteNumber).toBe(creditNoteNumber(year(), 1));
    const res = await agent.get(`/api/orders/${orderId}/credit-note`).buffer(true).parse(binary).expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="credit-note-${cancelled.creditNoteNumber!.replace(/\//g, '-')}.pdf"`);
    const text = await pdfText(res.body as Buffer);
    expect(text).toContain('|CREDIT NOTE|');
    expect(text).not.toContain('TAX INVOICE');
    expect(text).toContain(`|Credit note number|${cancelled.creditNoteNumber!}|`);
    expect(text).toContain(`|Credit note date|${pdfDay(cancelled.cancelledAt!)}|`);
    expect(text).toContain(`|Against invoice|${cancelled.invoiceNumber} of ${pdfDay(cancelled.orderDate)}|`);
    expect(text).toContain('|Reason|Order cancelled before shipping|');
    const invoice = expectedInvoice(cancelled);
    for (const line of invoice.lines) {
      expect(text).toContain(intraStateRow(line));
    }
    expect(text).toContain(`|Total GST|${invoiceAmount(invoice.totals.tax)}|`);
    expect(text).toContain(`|Total credited|${invoiceAmount(toPaise(cancelled.pricing.orderTotal))}|`);
    // Paid on delivery: nothing was collected (a paid order's note says the refund due: payments.test.ts).
    expect(cancelled.refundDue).toBe(0);
    expect(text).toContain('No refund is due');
    // The invoice itself stays a tax invoice, and names its credit note.
    const invoiceText = await pdfText((await agent.get(`/api/orders/${orderId}/invoice`).buffer(true).parse(binary).expect(200)).body as Buffer);
    expect(invoiceText).toContain('|TAX INVOICE|');
    expect(invoiceText).toContain(`|Invoice number|${cancelled.invoiceNumber}|`);
    expect(invoiceText).toContain(`Credit note: ${cancelled.creditNoteNumber!}.`);

    // A guest's cash-on-delivery order, cancelled through its link: the next number, no gap; only its key opens it.
    const guest = await place(request(b.app), SHOPPER);
    const key = `?key=${encodeURIComponent(guest.orderKey)}`;
    const second = (await request(b.app).post(`/api/orders/${guest.orderId}/cancel${key}`).send({}).expect(200)).body.order as OrderJson;
    expect(second.creditNoteNumber).toBe(creditNoteNumber(year(), 2));
    await request(b.app).get(`/api/orders/${guest.orderId}/credit-note`).expect(401);
    await request(b.app).get(`/api/orders/${guest.orderId}/credit-note?key=nope`).expect(404);
    const guestText = await pdfText((await request(b.app).get(`/api/orders/${guest.orderId}/credit-note${key}`).buffer(true).parse(binary).expect(200)).body as Buffer);
    expect(guestText).toContain(`|Credit note number|${creditNoteNumber(year(), 2)}|`);
    expect(guestText).toContain(`|Against invoice|${second.invoiceNumber} of ${pdfDay(second.orderDate)}|`);
    expect(guestText).toContain(`|Total credited|${invoiceAmount(toPaise(second.pricing.orderTotal))}|`);
    expect(guestText).toContain('No refund is due');
    // Downloading again, or cancelling again, takes no number.
    await request(b.app).get(`/api/orders/${guest.orderId}/credit-note${key}`).expect(200);
    expect((await request(b.app).post(`/api/orders/${guest.orderId}/cancel${key}`).send({}).expect(200)).body.cancelled).toBe(false);
    expect(await counter()).toBe(2);
  });

  it('gives concurrent cancellations of 6 orders 6 consecutive numbers, and a shipped order’s refused cancellation none', async () => {
    const agent = b.agent();
    await signUp(b, agent);
    const orders = [];
    for (let i = 0; i < 7; i++) orders.push(await place(agent));
    const [shipped, ...rest] = orders;
    await setOrderStatus(b.db, shipped!.orderId, 'shipped');
    const results = await Promise.all([
      ...rest.map((o) => agent.post(`/api/orders/${o.orderId}/cancel`).send({})),
      agent.post(`/api/orders/${shipped!.orderId}/cancel`).send({}),
      setOrderStatus(b.db, shipped!.orderId, 'cancelled').catch((error: unknown) => error),
    ]);
    expect(results.slice(0, 6).map((r) => (r as request.Response).status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect((results[6] as request.Response).status).toBe(409);
    expect(results[7]).toBeInstanceOf(OrderStatusError);
    const numbers = results.slice(0, 6).map((r) => ((r as request.Response).body.order as OrderJson).creditNoteNumber);
    expect([...numbers].sort()).toEqual(Array.from({ length: 6 }, (_, i) => creditNoteNumber(year(), i + 1)));
    expect(await counter()).toBe(6);
    const row = await b.db.get<{ credit_note_number: string | null }>('SELECT credit_note_number FROM orders WHERE id = ?', shipped!.orderId);
    expect(row!.credit_note_number).toBeNull();
    await agent.get(`/api/orders/${shipped!.orderId}/credit-note`).expect(404);
    // The operator's cancellation (npm run order-status) numbers the same way.
    const another = await place(agent);
    expect((await setOrderStatus(b.db, another.orderId, 'cancelled'))!.credit_note_number).toBe(creditNoteNumber(year(), 7));
  });

  it('numbers an order cancelled before credit notes existed on its first download, once even when downloaded at once', async () => {
    const agent = b.agent();
    await signUp(b, agent);
    const first = await place(agent);
    const old = await place(agent);
    await agent.post(`/api/orders/${first.orderId}/cancel`).send({}).expect(200);
    await agent.post(`/api/orders/${old.orderId}/cancel`).send({}).expect(200);
    // As such an order was stored: cancelled, no credit note number (and its number not counted).
    await b.db.run('UPDATE orders SET credit_note_number = NULL WHERE id = ?', old.orderId);
    await b.db.run('UPDATE invoice_counters SET last_number = 1 WHERE financial_year = ?', creditNoteSeries(year()));
    expect((await agent.get(`/api/orders/${old.orderId}`).expect(200)).body.order.creditNoteNumber).toBeNull();
    const texts = await Promise.all(
      [1, 2, 3].map(async () => pdfText((await agent.get(`/api/orders/${old.orderId}/credit-note`).buffer(true).parse(binary).expect(200)).body as Buffer)),
    );
    for (const text of texts) expect(text).toContain(`|Credit note number|${creditNoteNumber(year(), 2)}|`);
    expect((await agent.get(`/api/orders/${old.orderId}`).expect(200)).body.order.creditNoteNumber).toBe(creditNoteNumber(year(), 2));
    expect(await counter()).toBe(2);
  });
});
