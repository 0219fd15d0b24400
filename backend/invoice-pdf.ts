// The GST tax invoice of an order as a PDF (pdfkit), and the credit note
// against it once the order is cancelled (the same lines and totals, all
// credited, under another title). Written in English with the PDF's
// built-in Helvetica, which draws Latin-1 only: amounts read
// "Rs. 1,234.50" (no ₹ sign), and a buyer's detail written in another script
// shows as "—" with a note (docs/decisions/022-cancellation-and-gst-invoices.md).

import { getProduct } from '../shared/catalogue';
import { type CompanyFacts, gstStateCode } from '../shared/company';
import { gstStateByCode, gstStateOf } from '../shared/gst-states';
import { dateTimeFormat } from '../shared/intl';
import { computeInvoice, indiaDay, type Invoice } from '../shared/invoice';
import type { Paise } from '../shared/money';
import type { ItemRow, OrderRow } from './orders';

const rupees = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 'Rs. 1,234.50' (Indian digit grouping). */
export function invoiceAmount(paise: Paise): string {
  return `Rs. ${rupees.format(paise / 100)}`;
}

/** '25 Nov 2026' of a YYYY-MM-DD day. */
function invoiceDate(day: string): string {
  return dateTimeFormat('en-GB', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

const NO_DETAIL = '—';
/** What Helvetica can draw: printable Latin-1 (and the dash). */
const DRAWABLE = /^[\x20-\x7E\u00A0-\u00FF\u2014]*$/;

export interface InvoiceDocument {
  /** A tax invoice, or the credit note against it (CGST Act section 34): its number and day are then the credit note's. */
  kind: 'invoice' | 'credit-note';
  number: string;
  day: string;
  orderId: string;
  seller: CompanyFacts;
  buyer: { name: string; lines: string[]; missing: boolean; unprintable: boolean };
  placeOfSupply: string;
  invoice: Invoice;
  cancelled: { day: string; refundDue: Paise; creditNote: string | null } | null;
  /** A credit note's invoice. */
  against: { number: string; day: string } | null;
}

/** What the invoice says, from the stored order (which may have been anonymised: then only its state is left). */
export function invoiceDocument(order: OrderRow, items: readonly ItemRow[], seller: CompanyFacts): InvoiceDocument {
  const customer = JSON.parse(order.customer_json) as Record<string, unknown>;
  const text = (name: string) => (typeof customer[name] === 'string' ? customer[name].trim() : '');
  let unprintable = false;
  const printable = (value: string) => {
    if (DRAWABLE.test(value)) return value;
    unprintable = true;
    return NO_DETAIL;
  };
  const name = printable([text('firstName'), text('lastName')].filter(Boolean).join(' '));
  const place = [text('city'), [text('state'), text('postalCode')].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const lines = [text('address'), place, text('country')].filter(Boolean).map(printable);
  const state = gstStateOf(text('state'), text('country') || 'India');
  const day = indiaDay(order.created_at);
  const sellerState = gstStateCode(seller.gstin);
  const invoice = computeInvoice({
    lines: items.map((i) => ({
      productKey: getProduct(i.product_id)?.key ?? '',
      description: `${i.name} (${i.size_label})`,
      quantity: i.quantity,
      amount: i.subtotal,
    })),
    discount: order.discount,
    shipping: order.shipping,
    day,
    sellerStateCode: sellerState,
    placeOfSupply: state,
  });
  if (invoice.totals.total !== order.total) throw new Error(`Invoice of ${order.id} totals ${invoice.totals.total}, the order ${order.total}`);
  return {
    kind: 'invoice',
    number: order.invoice_number ?? order.id,
    day,
    orderId: order.id,
    seller,
    buyer: { name: name || NO_DETAIL, lines: lines.length ? lines : [NO_DETAIL], missing: !name, unprintable },
    placeOfSupply: state ? `${state.name} (${state.code})` : `${printable(text('state')) || NO_DETAIL} (state not recognised: IGST)`,
    invoice,
    cancelled:
      order.status === 'cancelled' && order.cancelled_at ? { day: indiaDay(order.cancelled_at), refundDue: order.refund_due ?? 0, creditNote: order.credit_note_number } : null,
    against: null,
  };
}

/** What a cancelled order's credit note says: the invoice's lines and totals, all credited, dated the day of cancellation. */
export function creditNoteDocument(order: OrderRow, items: readonly ItemRow[], seller: CompanyFacts): InvoiceDocument {
  const invoice = invoiceDocument(order, items, seller);
  if (!invoice.cancelled || !order.credit_note_number) throw new Error(`Order ${order.id} has no credit note`);
  return { ...invoice, kind: 'credit-note', number: order.credit_note_number, day: invoice.cancelled.day, against: { number: invoice.number, day: invoice.day } };
}

const MARGIN = 40;
const WIDTH = 595.28 - 2 * MARGIN;

/** The PDF of an order's invoice. */
export function invoicePdf(order: OrderRow, items: readonly ItemRow[], seller: CompanyFacts): Promise<Buffer> {
  return renderInvoice(invoiceDocument(order, items, seller));
}

/** The PDF of a cancelled order's credit note. */
export function creditNotePdf(order: OrderRow, items: readonly ItemRow[], seller: CompanyFacts): Promise<Buffer> {
  return renderInvoice(creditNoteDocument(order, items, seller));
}

// pdfkit loads only when a PDF is asked for: imported at start it would add
// about 35 MB to every BFF worker, which starts the embedded backend's code
// (docs/benchmarks.md, Memory).
export async function renderInvoice(d: InvoiceDocument): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const credit = d.kind === 'credit-note';
  const title = credit ? 'Credit note' : 'Tax invoice';
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: `${title} ${d.number}`, Author: d.seller.legalName } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => {
      resolve(Buffer.concat(chunks));
    });
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(16).text(title.toUpperCase(), MARGIN, MARGIN);
  doc.font('Helvetica').fontSize(9).moveDown(0.5);
  const top = doc.y;
  const sellerState = gstStateByCode(gstStateCode(d.seller.gstin));
  doc.font('Helvetica-Bold').text(d.seller.legalName, MARGIN, top, { width: WIDTH / 2 - 10 });
  doc.font('Helvetica');
  for (const line of [d.seller.street, `${d.seller.city}, ${d.seller.region} ${d.seller.postalCode}`, d.seller.country, `GSTIN: ${d.seller.gstin}`]) {
    doc.text(line, { width: WIDTH / 2 - 10 });
  }
  if (sellerState) doc.text(`State: ${sellerState.name} (${sellerState.code})`, { width: WIDTH / 2 - 10 });
  const leftEnd = doc.y;
  const facts: [string, string][] = [
    [`${credit ? 'Credit note' : 'Invoice'} number`, d.number],
    [`${credit ? 'Credit note' : 'Invoice'} date`, invoiceDate(d.day)],
    ...(d.against ? ([['Against invoice', `${d.against.number} of ${invoiceDate(d.against.day)}`]] as [string, string][]) : []),
    ...(credit ? ([['Reason', 'Order cancelled before shipping']] as [string, string][]) : []),
    ['Order', d.orderId],
    ['Place of supply', d.placeOfSupply],
    ['Reverse charge', 'No'],
  ];
  doc.y = top;
  for (const [label, value] of facts) {
    const y = doc.y;
    doc.font('Helvetica-Bold').text(label, MARGIN + WIDTH / 2, y, { width: 90 });
    doc.font('Helvetica').text(value, MARGIN + WIDTH / 2 + 95, y, { width: WIDTH / 2 - 95 });
  }
  doc.y = Math.max(leftEnd, doc.y) + 12;
  doc.font('Helvetica-Bold').text('Billed and shipped to', MARGIN, doc.y);
  doc.font('Helvetica').text(d.buyer.name);
  for (const line of d.buyer.lines) doc.text(line);
  if (d.buyer.missing) doc.text('The buyer’s name and address are no longer kept; the place of supply is.', { width: WIDTH });
  if (d.buyer.unprintable) doc.text('Details written in a script this PDF’s font cannot show are marked —; they are on the order page.', { width: WIDTH });
  doc.moveDown();

  const inter = d.invoice.interState;
  const columns: { title: string; width: number; align: 'left' | 'right' }[] = [
    { title: 'Description', width: inter ? 170 : 150, align: 'left' },
    { title: 'HSN/SAC', width: 50, align: 'left' },
    { title: 'Qty', width: 25, align: 'right' },
    { title: 'Taxable value', width: inter ? 75 : 65, align: 'right' },
    { title: 'GST rate', width: inter ? 40 : 35, align: 'right' },
    ...(inter
      ? [{ title: 'IGST', width: 75, align: 'right' as const }]
      : [
          { title: 'CGST', width: 60, align: 'right' as const },
          { title: 'SGST', width: 60, align: 'right' as const },
        ]),
    { title: 'Amount', width: inter ? 80 : 70, align: 'right' },
  ];
  const row = (cells: string[], bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    const y = doc.y;
    const height = Math.max(...cells.map((cell, i) => doc.heightOfString(cell, { width: (columns[i]?.width ?? 50) - 4 })));
    if (y + height > doc.page.height - MARGIN) {
      // A long order goes on: the next page repeats the column titles.
      doc.addPage();
      header();
      row(cells, bold);
      return;
    }
    let x = MARGIN;
    cells.forEach((cell, i) => {
      const column = columns[i];
      if (!column) return;
      doc.text(cell, x, y, { width: column.width - 4, align: column.align });
      x += column.width;
    });
    doc.y = y + height + 4;
    doc.x = MARGIN;
  };
  function header() {
    row(
      columns.map((c) => c.title),
      true,
    );
    doc
      .moveTo(MARGIN, doc.y - 2)
      .lineTo(MARGIN + WIDTH, doc.y - 2)
      .stroke();
  }
  header();
  for (const line of d.invoice.lines) {
    row([
      line.description,
      line.hsn,
      String(line.quantity),
      invoiceAmount(line.taxable),
      `${String(line.percent)}%`,
      ...(inter ? [invoiceAmount(line.igst)] : [invoiceAmount(line.cgst), invoiceAmount(line.sgst)]),
      invoiceAmount(line.amount),
    ]);
  }
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + WIDTH, doc.y)
    .stroke();
  doc.moveDown(0.5);
  // The totals and notes stay together on one page.
  if (doc.y + 160 > doc.page.height - MARGIN) doc.addPage();
  const t = d.invoice.totals;
  const TOTAL = credit ? 'Total credited' : 'Invoice total';
  const totals: [string, string][] = [
    ['Total taxable value', invoiceAmount(t.taxable)],
    ...(inter
      ? ([['IGST', invoiceAmount(t.igst)]] as [string, string][])
      : ([
          ['CGST', invoiceAmount(t.cgst)],
          ['SGST', invoiceAmount(t.sgst)],
        ] as [string, string][])),
    ['Total GST', invoiceAmount(t.tax)],
    [TOTAL, invoiceAmount(t.total)],
  ];
  for (const [label, value] of totals) {
    const y = doc.y;
    doc.font(label === TOTAL ? 'Helvetica-Bold' : 'Helvetica');
    // Right-aligned with the Amount column (its cells keep 4 points from the edge).
    doc.text(label, MARGIN + WIDTH - 264, y, { width: 160, align: 'right' });
    doc.text(value, MARGIN + WIDTH - 104, y, { width: 100, align: 'right' });
  }
  doc.font('Helvetica').moveDown();
  doc.x = MARGIN;
  const discount = d.invoice.lines.reduce((sum, line) => sum + line.discount, 0);
  const notes = [
    'Prices include GST; the taxable value and the tax are backed out of what was paid.',
    ...(discount > 0 ? [`A coupon discount of ${invoiceAmount(discount)} is shared out over the item lines; their amounts are after it.`] : []),
    ...(d.invoice.lines.some((line) => line.shipping) ? ['Shipping is a composite supply with the goods and bears the rate of the principal supply.'] : []),
    ...(d.cancelled && credit
      ? [
          `This credit note cancels the whole of invoice ${d.against?.number ?? ''}: the goods were not supplied, and the taxable value and the GST above are credited.`,
          d.cancelled.refundDue > 0 ? `Refund due: ${invoiceAmount(d.cancelled.refundDue)}.` : 'No refund is due: the order was to be paid on delivery, and nothing was collected.',
        ]
      : d.cancelled
        ? [
            `This order was cancelled on ${invoiceDate(d.cancelled.day)} before it shipped.${d.cancelled.creditNote ? ` Credit note: ${d.cancelled.creditNote}.` : ''}${d.cancelled.refundDue > 0 ? ` Refund due: ${invoiceAmount(d.cancelled.refundDue)}.` : ''}`,
          ]
        : []),
  ];
  for (const note of notes) doc.text(note, { width: WIDTH });
  doc.end();
  return await done;
}
