// An order's GST invoice and credit note as PDF downloads: for the shopper
// (./order-routes.ts, with their session or order key) and for staff
// (./admin-routes.ts). Numbers are given on first download, in series.
import type { Response } from 'express';

import { creditNotePdf, invoicePdf } from '../documents/invoice-pdf';
import { DomainError } from '../store/domain-error';
import { ensureCreditNoteNumber, ensureInvoiceNumber } from '../store/orders/numbering';
import { orderItems } from '../store/orders/read-orders';
import type { OrderRow } from '../store/orders/rows';
import type { HttpContext } from './context';

function sendPdf(res: Response, pdf: Buffer, name: string): void {
  const file = `${name.replace(/[^\w-]+/g, '-')}.pdf`;
  res.set({ 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${file}"`, 'Content-Length': String(pdf.length) });
  res.end(pdf);
}

export async function sendInvoice(ctx: HttpContext, res: Response, found: OrderRow): Promise<void> {
  const order = await ensureInvoiceNumber(ctx.db, found);
  // An order not yet paid online has no invoice (the series never holds an unpaid one).
  if (!order.invoice_number) throw new DomainError('not_found');
  sendPdf(res, await invoicePdf(order, await orderItems(ctx.db, order.id), ctx.company, ctx.invoicing), `invoice-${order.invoice_number}`);
}

export async function sendCreditNote(ctx: HttpContext, res: Response, found: OrderRow): Promise<void> {
  // Only a cancelled order that had an invoice has a credit note.
  if (found.status !== 'cancelled') throw new DomainError('not_found');
  const order = await ensureCreditNoteNumber(ctx.db, await ensureInvoiceNumber(ctx.db, found));
  if (!order.credit_note_number) throw new DomainError('not_found');
  sendPdf(res, await creditNotePdf(order, await orderItems(ctx.db, order.id), ctx.company, ctx.invoicing), `credit-note-${order.credit_note_number}`);
}
