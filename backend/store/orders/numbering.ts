// Invoice and credit note numbers: one unbroken series per Indian financial
// year, each counted in the transaction that needs it, so that a rollback
// takes the number back and the series has no gaps
// (docs/decisions/022-cancellation-and-gst-invoices.md).
import { creditNoteNumber, creditNoteSeries, financialYearOf, invoiceNumber } from '../../../shared/invoice';
import { type Db, oneRow, type Queryable } from '../db';
import { findOrder } from './read-orders';
import type { OrderRow } from './rows';

/** The next number of a series of invoice_counters (a financial year, or 'CN ' and one), in the caller's transaction. */
async function nextInSeries(tx: Queryable, series: string): Promise<number> {
  const row = await oneRow<{ last_number: number }>(
    tx,
    `INSERT INTO invoice_counters (financial_year, last_number) VALUES (?, 1)
     ON CONFLICT (financial_year) DO UPDATE SET last_number = invoice_counters.last_number + 1
     RETURNING last_number`,
    series,
  );
  return row.last_number;
}

/** The next invoice number of the financial year an order was placed in, in the caller's transaction (the counter row stays locked until it commits). */
export async function nextInvoiceNumber(tx: Queryable, placedAt: string | Date): Promise<string> {
  const year = financialYearOf(placedAt);
  return invoiceNumber(year, await nextInSeries(tx, year));
}

/** The next credit note number of the financial year of the cancellation, from its own counter ('CN 2026-27'), in the caller's transaction. */
export async function nextCreditNoteNumber(tx: Queryable, cancelledAt: string | Date): Promise<string> {
  const year = financialYearOf(cancelledAt);
  return creditNoteNumber(year, await nextInSeries(tx, creditNoteSeries(year)));
}

class NumberedMeanwhile extends Error {}

/** Whether an order is a supply the shop invoices: one to be paid on delivery (or placed before online payment), or one paid online — never one still unpaid. */
export function isInvoiced(order: Pick<OrderRow, 'payment_method' | 'paid_at'>): boolean {
  return order.payment_method !== 'online' || order.paid_at !== null;
}

/** Gives an invoiced order its invoice number when it has none (orders placed before invoices were numbered). */
export async function ensureInvoiceNumber(db: Db, order: OrderRow): Promise<OrderRow> {
  if (order.invoice_number || !isInvoiced(order)) return order;
  const numbered = await db
    .transaction(async (tx) => {
      const number = await nextInvoiceNumber(tx, order.created_at);
      const set = await tx.run('UPDATE orders SET invoice_number = ? WHERE id = ? AND invoice_number IS NULL', number, order.id);
      // Numbered meanwhile by another request: this one's number is rolled back with the transaction, leaving no gap.
      if (set.changes === 0) throw new NumberedMeanwhile();
      return number;
    })
    .catch((error: unknown) => {
      if (error instanceof NumberedMeanwhile) return null;
      throw error;
    });
  if (numbered) return { ...order, invoice_number: numbered };
  return (await findOrder(db, order.id)) ?? order;
}

/** Gives a cancelled order its credit note number when it has none (orders cancelled before credit notes were numbered). */
export async function ensureCreditNoteNumber(db: Db, order: OrderRow): Promise<OrderRow> {
  if (order.credit_note_number || order.status !== 'cancelled' || !order.invoice_number) return order;
  await db.transaction(async (tx) => {
    // Lock the row first (as a cancellation does), then count: of two first downloads at once the second finds it numbered and takes none.
    const claimed = await tx.run("UPDATE orders SET credit_note_number = credit_note_number WHERE id = ? AND status = 'cancelled' AND credit_note_number IS NULL", order.id);
    if (claimed.changes === 0) return;
    await tx.run('UPDATE orders SET credit_note_number = ? WHERE id = ?', await nextCreditNoteNumber(tx, order.cancelled_at ?? order.created_at), order.id);
  });
  return (await findOrder(db, order.id)) ?? order;
}
