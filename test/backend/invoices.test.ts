// GST invoices: numbered without gaps per financial year as orders are placed
// (concurrently too), downloaded as a PDF by the owner or a guest's link, and
// the PDF's text read back and compared with the order.

import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { invoiceAmount } from '../../backend/documents/invoice-document';
import { SAMPLE_SIGNATORY } from '../../backend/documents/invoice-settings';
import { mailsTo } from '../../backend/mail/outbox';
import { PRODUCTS } from '../../shared/catalogue';
import { SAMPLE_COMPANY } from '../../shared/company';
import { financialYearOf, invoiceNumber } from '../../shared/invoice';
import { toPaise } from '../../shared/money';
import { throwawayCertificate } from '../helpers/certificate';
import { expectedInvoice, interStateRow, intraStateRow, type InvoicedOrder } from '../helpers/invoice';
import { binary, pdfText } from '../helpers/pdf';
import { SHOPPER } from '../helpers/shopper';
import { readPdfSignature } from '../helpers/signed-pdf';
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
    // Bottles are BTL; the shipping line, a service, has no unit; juice at 2.5% + 2.5%, the sodas at 20% + 20%.
    expect(invoice.lines.map((line) => [line.unit, line.percent])).toEqual([
      ['BTL', 5],
      ['BTL', 40],
      ['BTL', 40],
      ['NA', 40],
    ]);
    expect(text).toContain('|Unit|');
    expect(text).toContain('|Description|HSN/SAC|Qty|Unit|');
    expect(text).toContain('CGST %|CGST|SGST %|SGST|Amount|');
    for (const line of invoice.lines) {
      expect(text).toContain(intraStateRow(line));
    }
    expect(text).toContain('|2.5%|');
    expect(text).not.toContain('|5%|');
    // The authorised signatory, and no digital signature without a certificate.
    expect(text).toContain(
      `|For ${SAMPLE_COMPANY.legalName}|Computer-generated invoice: no signature required|${SAMPLE_SIGNATORY.name}, ${SAMPLE_SIGNATORY.designation}|Authorised signatory|`,
    );
    expect(readPdfSignature(res.body as Buffer)).toBeNull();
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
      expect(text).toContain(interStateRow(line));
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

  it('still renders when the buyer has been anonymised (only the state kept), and prints a name as typed in any of the shop’s scripts', async () => {
    const agent = b.agent();
    await signUp(b, agent);
    const { orderId } = (await agent.post('/api/orders').send({ form: SHOPPER, items: ITEMS }).expect(201)).body as { orderId: string };
    await b.db.run('UPDATE orders SET customer_json = ? WHERE id = ?', JSON.stringify({ state: 'Gujarat' }), orderId);
    const text = await pdfText((await agent.get(`/api/orders/${orderId}/invoice`).buffer(true).parse(binary).expect(200)).body as Buffer);
    expect(text).toContain('|Billed and shipped to|—|');
    expect(text).toContain('|Place of supply|Gujarat (24)|');
    expect(text).not.toContain(SHOPPER.lastName);
    const invoiceFor = async (customer: Record<string, string>) => {
      await b.db.run('UPDATE orders SET customer_json = ? WHERE id = ?', JSON.stringify({ ...SHOPPER, state: 'Gujarat', ...customer }), orderId);
      const pdf = (await agent.get(`/api/orders/${orderId}/invoice`).buffer(true).parse(binary).expect(200)).body as Buffer;
      return { pdf, text: await pdfText(pdf) };
    };
    // Devanagari and Tamil read back as typed, in fonts embedded for them (a subset each).
    const hindi = await invoiceFor({ firstName: 'आशा', lastName: 'पटेल', address: '12 एम जी रोड' });
    expect(hindi.text).toContain('|Billed and shipped to|आशा पटेल|12 एम जी रोड|');
    expect(hindi.text).not.toContain('marked —');
    expect(hindi.pdf.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansDevanagari/);
    const tamil = await invoiceFor({ firstName: 'முருகன்', lastName: 'பாலு', city: 'திருச்சி' });
    expect(tamil.text).toContain('|Billed and shipped to|முருகன் பாலு|');
    // (Names without vowel signs drawn before their consonant: pdf.js reads those in the order they are drawn.)
    expect(tamil.text).toContain('|திருச்சி,|Gujarat 360001|');
    // An Urdu name prints right to left in Naskh.
    const urdu = await invoiceFor({ firstName: 'محمد', lastName: 'علی' });
    expect(urdu.pdf.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoNaskhArabic/);
    // Chinese, Japanese and Korean read back as typed, each from the few font files its characters are in
    // (their spaces print in Noto Sans, as runs of their own that pdf.js reads back without them).
    const squeezed = (text: string) => text.replace(/[|\s]/g, '');
    const chinese = await invoiceFor({ firstName: '王', lastName: '芳', address: '北京路 12 号' });
    expect(squeezed(chinese.text)).toContain('Billedandshippedto王芳北京路12号Rajkot');
    expect(chinese.text).not.toContain('marked —');
    expect(chinese.pdf.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansSC/);
    const japanese = await invoiceFor({ firstName: 'さくら', lastName: '山田' });
    expect(squeezed(japanese.text)).toContain('shippedtoさくら山田12MGRoad');
    expect(japanese.pdf.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansJP/);
    const korean = await invoiceFor({ firstName: '지민', lastName: '김' });
    expect(squeezed(korean.text)).toContain('shippedto지민김12MGRoad');
    expect(korean.pdf.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansKR/);
    // A script none of the shop's languages is written in (Georgian) has no font here: a dash, and the invoice says so.
    const georgian = await invoiceFor({ firstName: 'ნინო', lastName: 'ბერიძე' });
    expect(georgian.text).toContain('|Billed and shipped to|—|12 MG Road|');
    expect(georgian.text).toContain('marked —');
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
    expect(text.split('|Description|HSN/SAC|Qty|Unit|').length - 1).toBeGreaterThan(1);
    expect(text).toContain(`|Invoice total|${invoiceAmount(toPaise(order.pricing.orderTotal))}|`);
  });

  it('bills a registered business by its name and GSTIN, with the GSTIN’s state as the place of supply', async () => {
    // A Maharashtra business (GSTIN 27…) takes delivery in Gujarat: its invoice is inter-state, IGST.
    const business = { ...SHOPPER, businessName: 'Patel Traders LLP', gstin: '27aapfu0939f1zv' };
    const placed = await request(b.app).post('/api/orders').send({ form: business, items: ITEMS }).expect(201);
    const { orderId, orderKey } = placed.body as { orderId: string; orderKey: string };
    const key = `?key=${encodeURIComponent(orderKey)}`;
    const text = await pdfText((await request(b.app).get(`/api/orders/${orderId}/invoice${key}`).buffer(true).parse(binary).expect(200)).body as Buffer);
    expect(text).toContain(`|Billed and shipped to|Patel Traders LLP|GSTIN: 27AAPFU0939F1ZV|Attention: ${SHOPPER.firstName} ${SHOPPER.lastName}|${SHOPPER.address}|`);
    expect(text).toContain('|Place of supply|Maharashtra (27)|');
    expect(text).toContain('|IGST|');
    // A mistyped GSTIN is refused beside its field, and nothing is placed.
    const refused = await request(b.app)
      .post('/api/orders')
      .send({ form: { ...business, gstin: '27AAPFU0939F1ZW' }, items: ITEMS })
      .expect(400);
    expect(refused.body.fieldCodes).toEqual({ gstin: 'gstinCheck' });
    expect(await b.db.all('SELECT id FROM orders')).toHaveLength(1);
  });

  it('keeps an invoice numbered in the old 17-character format as issued, and goes on from the next number in the new one', async () => {
    const first = (
      await request(b.app)
        .post('/api/orders')
        .send({ form: SHOPPER, items: [ITEMS[0]] })
        .expect(201)
    ).body as { orderId: string; orderKey: string };
    const row = (await b.db.get<{ created_at: string }>('SELECT created_at FROM orders WHERE id = ?', first.orderId))!;
    const year = financialYearOf(row.created_at);
    // As issued before the change: TM/2026-27/000001.
    const issued = `TM/${year}/000001`;
    await b.db.run('UPDATE orders SET invoice_number = ? WHERE id = ?', issued, first.orderId);
    const second = (
      await request(b.app)
        .post('/api/orders')
        .send({ form: SHOPPER, items: [ITEMS[1]] })
        .expect(201)
    ).body as { orderId: string };
    const numbers = await b.db.all<{ id: string; invoice_number: string }>('SELECT id, invoice_number FROM orders ORDER BY invoice_number');
    expect(numbers.find((n) => n.id === first.orderId)!.invoice_number).toBe(issued);
    expect(numbers.find((n) => n.id === second.orderId)!.invoice_number).toBe(invoiceNumber(year, 2));
    expect(invoiceNumber(year, 2)).toHaveLength(15);
    const text = await pdfText(
      (
        await request(b.app)
          .get(`/api/orders/${first.orderId}/invoice?key=${encodeURIComponent(first.orderKey)}`)
          .buffer(true)
          .parse(binary)
          .expect(200)
      ).body as Buffer,
    );
    expect(text).toContain(`|Invoice number|${issued}|`);
  });
});

describe(`signed GST invoices (${STORE})`, () => {
  it('signs the invoice and the credit note with the operator’s certificate, and the signature breaks when a byte changes', async () => {
    const certificate = throwawayCertificate();
    const signing = await makeBackend({
      invoicing: {
        signatoryName: 'Asha Mehta',
        signatoryDesignation: 'Finance Manager',
        signing: { certificate: certificate.p12, passphrase: certificate.passphrase, subject: certificate.commonName },
      },
    });
    try {
      const agent = signing.agent();
      await signUp(signing, agent);
      const { orderId } = (await agent.post('/api/orders').send({ form: SHOPPER, items: ITEMS }).expect(201)).body as { orderId: string };
      const pdf = (await agent.get(`/api/orders/${orderId}/invoice`).buffer(true).parse(binary).expect(200)).body as Buffer;
      const signature = readPdfSignature(pdf);
      expect(signature).toEqual({ signer: certificate.commonName, valid: true, coversWholeFile: true, reason: 'Tax invoice' });
      const text = await pdfText(pdf);
      expect(text).toContain('|Signature: digitally signed|Asha Mehta, Finance Manager|Authorised signatory|');
      // One changed byte of the signed content: the digest no longer matches.
      const tampered = Buffer.from(pdf);
      const at = tampered.indexOf('Asha Mehta');
      tampered[at] = 'B'.charCodeAt(0);
      expect(readPdfSignature(tampered)?.valid).toBe(false);

      await agent.post(`/api/orders/${orderId}/cancel`).send({}).expect(200);
      const note = (await agent.get(`/api/orders/${orderId}/credit-note`).buffer(true).parse(binary).expect(200)).body as Buffer;
      expect(readPdfSignature(note)).toMatchObject({ valid: true, coversWholeFile: true, reason: 'Credit note' });
    } finally {
      await signing.dispose();
    }
  });
});
