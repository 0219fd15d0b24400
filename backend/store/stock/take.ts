// Stock in an order's own transaction: placing it takes the counted sizes'
// units (one conditional UPDATE each, so two orders for the last units cannot
// both have them, on SQLite and on PostgreSQL alike) and refuses a size that
// cannot be sold; a cancellation before shipping, or an online order that
// expired unpaid, gives them back.
import { availabilityOf, canSell, shopDate, stockKey } from '../../../shared/stock';
import type { Queryable } from '../db';
import { DomainError } from '../domain-error';
import { type StockRow, toStockRecord } from './records';

export interface StockLine {
  productId: number;
  sizeIndex: number;
  quantity: number;
}

/** Takes the units of an order's lines, or throws out_of_stock naming every line that cannot be sold (the transaction then writes nothing). */
export async function takeStock(tx: Queryable, lines: readonly StockLine[], now: Date): Promise<void> {
  const today = shopDate(now);
  const refused: string[] = [];
  // Always in the same order, so that two orders taking the same sizes wait for each other rather than deadlock.
  const sorted = [...lines].sort((a, b) => a.productId - b.productId || a.sizeIndex - b.sizeIndex);
  for (const line of sorted) {
    const row = await tx.get<StockRow>('SELECT * FROM stock WHERE product_id = ? AND size_index = ?', line.productId, line.sizeIndex);
    if (!row) continue;
    const availability = availabilityOf(toStockRecord(row), today);
    if (!canSell(availability, line.quantity)) {
      refused.push(stockKey(line.productId, line.sizeIndex));
      continue;
    }
    if (row.count === null) continue;
    // The row read above may be stale under PostgreSQL's read committed: the UPDATE re-reads it under its lock.
    const taken = await tx.run(
      'UPDATE stock SET count = count - ? WHERE product_id = ? AND size_index = ? AND count IS NOT NULL AND count >= ?',
      line.quantity,
      line.productId,
      line.sizeIndex,
      line.quantity,
    );
    if (taken.changes === 0) refused.push(stockKey(line.productId, line.sizeIndex));
  }
  if (refused.length > 0) throw new DomainError('out_of_stock', { lines: refused.join(',') });
}

/** Gives back what an order took of the sizes that are counted (a size no longer counted takes nothing back). */
export async function giveBackStock(tx: Queryable, orderId: string): Promise<void> {
  const items = await tx.all<{ product_id: number; size_index: number; quantity: number }>(
    'SELECT product_id, size_index, quantity FROM order_items WHERE order_id = ? ORDER BY product_id, size_index',
    orderId,
  );
  for (const item of items) {
    await tx.run('UPDATE stock SET count = count + ? WHERE product_id = ? AND size_index = ? AND count IS NOT NULL', item.quantity, item.product_id, item.size_index);
  }
}
