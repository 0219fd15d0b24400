// What staff set for each size (the stock table), read and written; a size
// without a row is in stock, uncounted and without a season.
import { getProduct } from '../../../shared/catalogue';
import { isMonthDay, MAX_STOCK_COUNT, type StockRecord } from '../../../shared/stock';
import type { Queryable } from '../db';

export interface StockRow {
  product_id: number;
  size_index: number;
  in_stock: number | boolean;
  count: number | null;
  season_from: string | null;
  season_to: string | null;
  updated_at: string;
}

export const toStockRecord = (row: StockRow): StockRecord => ({
  productId: row.product_id,
  sizeIndex: row.size_index,
  inStock: Boolean(Number(row.in_stock)),
  count: row.count,
  seasonFrom: row.season_from,
  seasonTo: row.season_to,
});

/** Every size staff have set, in catalogue order. */
export async function readStock(db: Queryable): Promise<StockRecord[]> {
  const rows = await db.all<StockRow>('SELECT * FROM stock ORDER BY product_id, size_index');
  return rows.map(toStockRecord);
}

export async function readStockOf(db: Queryable, productId: number, sizeIndex: number): Promise<StockRecord | undefined> {
  const row = await db.get<StockRow>('SELECT * FROM stock WHERE product_id = ? AND size_index = ?', productId, sizeIndex);
  return row && toStockRecord(row);
}

/** What a change sets; a field left out keeps its value. */
export interface StockChange {
  inStock?: boolean;
  count?: number | null;
  season?: { from: string; to: string } | null;
}

/** Why a change cannot be taken, in the operator's words; null when it can. */
export function stockChangeProblem(productId: number, sizeIndex: number, change: StockChange): string | null {
  const product = getProduct(productId);
  if (!product) return `No product ${String(productId)}`;
  if (!product.sizes[sizeIndex]) return `${product.name} has no size ${String(sizeIndex)}`;
  if (change.count !== undefined && change.count !== null && !(Number.isInteger(change.count) && change.count >= 0 && change.count <= MAX_STOCK_COUNT)) {
    return `A count is a whole number from 0 to ${String(MAX_STOCK_COUNT)}`;
  }
  if (change.season && !(isMonthDay(change.season.from) && isMonthDay(change.season.to))) return 'A season runs from one month-day to another, as MM-DD..MM-DD (03-01..07-31)';
  return null;
}

/** Writes a change over what was set (or the defaults); answers the record before and after. */
export async function writeStock(tx: Queryable, productId: number, sizeIndex: number, change: StockChange, now: Date) {
  const before = await readStockOf(tx, productId, sizeIndex);
  const base: StockRecord = before ?? { productId, sizeIndex, inStock: true, count: null, seasonFrom: null, seasonTo: null };
  const after: StockRecord = {
    ...base,
    ...(change.inStock !== undefined ? { inStock: change.inStock } : {}),
    ...(change.count !== undefined ? { count: change.count } : {}),
    ...(change.season !== undefined ? { seasonFrom: change.season?.from ?? null, seasonTo: change.season?.to ?? null } : {}),
  };
  await tx.run(
    `INSERT INTO stock (product_id, size_index, in_stock, count, season_from, season_to, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (product_id, size_index) DO UPDATE SET in_stock = excluded.in_stock, count = excluded.count,
       season_from = excluded.season_from, season_to = excluded.season_to, updated_at = excluded.updated_at`,
    productId,
    sizeIndex,
    after.inStock ? 1 : 0,
    after.count,
    after.seasonFrom,
    after.seasonTo,
    now.toISOString(),
  );
  return { before, after };
}
