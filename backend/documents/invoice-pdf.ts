// The PDF of an invoice or credit note (./invoice-document.ts says what it
// says), drawn with pdfkit in small steps: title, seller and facts, buyer,
// the lines, the totals, the notes, the signatory; then signed when the
// operator gave a certificate (./sign-pdf.ts).
import type { CompanyFacts } from '../../shared/company';
import { gstStateByCode } from '../../shared/gst-states';
import { gstStateCode } from '../../shared/gstin';
import { ratesOf } from '../../shared/invoice';
import type { ItemRow, OrderRow } from '../store/orders/rows';
import { creditNoteDocument, HELVETICA_DRAWS, invoiceAmount, invoiceDate, type InvoiceDocument, invoiceDocument } from './invoice-document';
import { registerScriptFonts, runsOf } from './invoice-fonts';
import type { InvoiceSettings } from './invoice-settings';
import { signPdf } from './sign-pdf';

type Pdf = PDFKit.PDFDocument;

const MARGIN = 40;
const WIDTH = 595.28 - 2 * MARGIN;

/** The PDF of an order's invoice. */
export function invoicePdf(order: OrderRow, items: readonly ItemRow[], seller: CompanyFacts, settings: InvoiceSettings): Promise<Buffer> {
  return signed(renderInvoice(invoiceDocument(order, items, seller, settings)), settings, 'Tax invoice');
}

/** The PDF of a cancelled order's credit note. */
export function creditNotePdf(order: OrderRow, items: readonly ItemRow[], seller: CompanyFacts, settings: InvoiceSettings): Promise<Buffer> {
  return signed(renderInvoice(creditNoteDocument(order, items, seller, settings)), settings, 'Credit note');
}

async function signed(pdf: Promise<Buffer>, settings: InvoiceSettings, reason: string): Promise<Buffer> {
  return settings.signing ? await signPdf(await pdf, settings.signing, { reason, name: settings.signatoryName }) : await pdf;
}

const isCredit = (d: InvoiceDocument) => d.kind === 'credit-note';
const titleOf = (d: InvoiceDocument) => (isCredit(d) ? 'Credit note' : 'Tax invoice');

// pdfkit loads only when a PDF is asked for: imported at start it would add
// about 35 MB to every BFF worker, which starts the embedded backend's code
// (docs/benchmarks.md, Memory).
export async function renderInvoice(d: InvoiceDocument): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: `${titleOf(d)} ${d.number}`, Author: d.seller.legalName } });
  const done = collect(doc);
  registerScriptFonts(doc, [d.buyer.name, ...d.buyer.lines, d.business?.name ?? '']);
  drawHeading(doc, d);
  drawBuyer(doc, d);
  drawLines(doc, d);
  drawTotals(doc, d);
  drawNotes(doc, d);
  drawSignatory(doc, d);
  doc.end();
  return await done;
}

function collect(doc: Pdf): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => {
      resolve(Buffer.concat(chunks));
    });
    doc.on('error', reject);
  });
}

/** The title, the seller on the left and the document's facts on the right. */
function drawHeading(doc: Pdf, d: InvoiceDocument): void {
  doc.font('Helvetica-Bold').fontSize(16).text(titleOf(d).toUpperCase(), MARGIN, MARGIN);
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
  doc.y = top;
  for (const [label, value] of factsOf(d)) {
    const y = doc.y;
    doc.font('Helvetica-Bold').text(label, MARGIN + WIDTH / 2, y, { width: 90 });
    doc.font('Helvetica').text(value, MARGIN + WIDTH / 2 + 95, y, { width: WIDTH / 2 - 95 });
  }
  doc.y = Math.max(leftEnd, doc.y) + 12;
}

function factsOf(d: InvoiceDocument): [string, string][] {
  const credit = isCredit(d);
  return [
    [`${credit ? 'Credit note' : 'Invoice'} number`, d.number],
    [`${credit ? 'Credit note' : 'Invoice'} date`, invoiceDate(d.day)],
    ...(d.against ? ([['Against invoice', `${d.against.number} of ${invoiceDate(d.against.day)}`]] as [string, string][]) : []),
    ...(credit ? ([['Reason', 'Order cancelled before shipping']] as [string, string][]) : []),
    ['Order', d.orderId],
    ['Place of supply', d.placeOfSupply],
    ['Reverse charge', 'No'],
  ];
}

/** What the buyer typed, on a line of its own: in Helvetica when Latin-1 is enough, else each script in its font. */
function drawTyped(doc: Pdf, text: string, bold = false): void {
  const helvetica = bold ? 'Helvetica-Bold' : 'Helvetica';
  if (HELVETICA_DRAWS.test(text)) {
    doc.font(helvetica).text(text);
    return;
  }
  const runs = runsOf(text);
  runs.forEach((run, i) => doc.font(run.font).text(run.text, { continued: i < runs.length - 1 }));
  doc.font(helvetica);
}

function drawBuyer(doc: Pdf, d: InvoiceDocument): void {
  doc.font('Helvetica-Bold').text('Billed and shipped to', MARGIN, doc.y);
  if (d.business) {
    drawTyped(doc, d.business.name, true);
    doc.font('Helvetica').text(`GSTIN: ${d.business.gstin}`);
    drawTyped(doc, `Attention: ${d.buyer.name}`);
  } else {
    drawTyped(doc, d.buyer.name);
  }
  for (const line of d.buyer.lines) drawTyped(doc, line);
  doc.font('Helvetica');
  if (d.buyer.missing) doc.text('The buyer’s name and address are no longer kept; the place of supply is.', { width: WIDTH });
  if (d.buyer.unprintable) doc.text('Details written in a script this PDF has no font for are marked —; they are on the order page.', { width: WIDTH });
  doc.moveDown();
}

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right';
}

/** The line table's columns: CGST and SGST each at half the rate within the seller's state, IGST at the whole rate between states. */
function columnsOf(d: InvoiceDocument): Column[] {
  const right = 'right' as const;
  const common = [
    { title: 'HSN/SAC', width: 50, align: 'left' as const },
    { title: 'Qty', width: 24, align: right },
    { title: 'Unit', width: 28, align: 'left' as const },
  ];
  if (d.invoice.interState) {
    return [
      { title: 'Description', width: 150, align: 'left' },
      ...common,
      { title: 'Taxable value', width: 70, align: right },
      { title: 'IGST %', width: 40, align: right },
      { title: 'IGST', width: 70, align: right },
      { title: 'Amount', width: 83, align: right },
    ];
  }
  return [
    { title: 'Description', width: 100, align: 'left' },
    ...common,
    { title: 'Taxable value', width: 62, align: right },
    { title: 'CGST %', width: 36, align: right },
    { title: 'CGST', width: 56, align: right },
    { title: 'SGST %', width: 36, align: right },
    { title: 'SGST', width: 56, align: right },
    { title: 'Amount', width: 67, align: right },
  ];
}

/** The width a cell's text takes: 4 points short of its column, and a left-aligned one after the first also 4 from the column before. */
function cellWidth(columns: Column[], i: number): number {
  const column = columns[i];
  if (!column) return 46;
  return column.width - 4 - (column.align === 'left' && i > 0 ? 4 : 0);
}

/** A line's cells, in the columns' order. */
function cellsOf(line: InvoiceDocument['invoice']['lines'][number], interState: boolean): string[] {
  const rates = ratesOf(line.percent, interState);
  return [
    line.description,
    line.hsn,
    String(line.quantity),
    line.unit,
    invoiceAmount(line.taxable),
    ...(interState ? [rates.igst, invoiceAmount(line.igst)] : [rates.cgst, invoiceAmount(line.cgst), rates.sgst, invoiceAmount(line.sgst)]),
    invoiceAmount(line.amount),
  ];
}

/** The lines, one row each; a long order goes on to the next page under the column titles again. */
function drawLines(doc: Pdf, d: InvoiceDocument): void {
  const columns = columnsOf(d);
  // Ten columns within the seller's state: the table is a point smaller than the rest.
  doc.fontSize(8);
  const row = (cells: string[], bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    const y = doc.y;
    const height = Math.max(...cells.map((cell, i) => doc.heightOfString(cell, { width: cellWidth(columns, i) })));
    if (y + height > doc.page.height - MARGIN) {
      doc.addPage();
      header();
      row(cells, bold);
      return;
    }
    let x = MARGIN;
    cells.forEach((cell, i) => {
      const column = columns[i];
      if (!column) return;
      doc.text(cell, x + column.width - 4 - cellWidth(columns, i), y, { width: cellWidth(columns, i), align: column.align });
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
    rule(doc, doc.y - 2);
  }
  header();
  for (const line of d.invoice.lines) row(cellsOf(line, d.invoice.interState));
  rule(doc, doc.y);
  doc.fontSize(9).moveDown(0.5);
}

function rule(doc: Pdf, y: number): void {
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + WIDTH, y)
    .stroke();
}

/** The totals, right-aligned with the Amount column (its cells keep 4 points from the edge). */
function drawTotals(doc: Pdf, d: InvoiceDocument): void {
  // The totals, notes and signatory stay together on one page.
  if (doc.y + 230 > doc.page.height - MARGIN) doc.addPage();
  const t = d.invoice.totals;
  const TOTAL = isCredit(d) ? 'Total credited' : 'Invoice total';
  const totals: [string, string][] = [
    ['Total taxable value', invoiceAmount(t.taxable)],
    ...(d.invoice.interState
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
    doc.text(label, MARGIN + WIDTH - 264, y, { width: 160, align: 'right' });
    doc.text(value, MARGIN + WIDTH - 104, y, { width: 100, align: 'right' });
  }
  doc.font('Helvetica').moveDown();
  doc.x = MARGIN;
}

function drawNotes(doc: Pdf, d: InvoiceDocument): void {
  for (const note of notesOf(d)) doc.text(note, { width: WIDTH });
}

function notesOf(d: InvoiceDocument): string[] {
  const discount = d.invoice.lines.reduce((sum, line) => sum + line.discount, 0);
  return [
    'Prices include GST; the taxable value and the tax are backed out of what was paid.',
    ...(discount > 0 ? [`A coupon discount of ${invoiceAmount(discount)} is shared out over the item lines; their amounts are after it.`] : []),
    ...(d.invoice.lines.some((line) => line.shipping) ? ['Shipping is a composite supply with the goods and bears the rate of the principal supply.'] : []),
    ...cancellationNotes(d),
  ];
}

/** CGST Rule 46(q): the supplier's or its authorised signatory's signature, digital on a signed PDF; otherwise the invoice says it is computer-generated. */
function drawSignatory(doc: Pdf, d: InvoiceDocument): void {
  const { name, designation, digital } = d.signatory;
  const x = MARGIN + WIDTH - 220;
  doc.moveDown();
  doc.font('Helvetica-Bold').text(`For ${d.seller.legalName}`, x, doc.y, { width: 220, align: 'right' });
  doc.font('Helvetica').text(digital ? 'Signature: digitally signed' : `Computer-generated ${isCredit(d) ? 'credit note' : 'invoice'}: no signature required`, x, doc.y, {
    width: 220,
    align: 'right',
  });
  doc.text(`${name}, ${designation}`, x, doc.y, { width: 220, align: 'right' });
  doc.text('Authorised signatory', x, doc.y, { width: 220, align: 'right' });
  doc.x = MARGIN;
}

function cancellationNotes(d: InvoiceDocument): string[] {
  if (!d.cancelled) return [];
  if (isCredit(d)) {
    return [
      `This credit note cancels the whole of invoice ${d.against?.number ?? ''}: the goods were not supplied, and the taxable value and the GST above are credited.`,
      d.cancelled.refundDue > 0 ? `Refund due: ${invoiceAmount(d.cancelled.refundDue)}.` : 'No refund is due: the order was to be paid on delivery, and nothing was collected.',
    ];
  }
  const { day, creditNote, refundDue } = d.cancelled;
  return [
    `This order was cancelled on ${invoiceDate(day)} before it shipped.${creditNote ? ` Credit note: ${creditNote}.` : ''}${refundDue > 0 ? ` Refund due: ${invoiceAmount(refundDue)}.` : ''}`,
  ];
}
