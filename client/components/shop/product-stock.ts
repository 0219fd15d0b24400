// The stock a page is given: what the API says, as the shop's date makes it,
// for the products the page shows (the whole view is small, but a page sends
// only what it draws).
import type { Product } from '../../../shared/catalogue';
import { shopDate, type StockRecord, type StockView, stockView } from '../../../shared/stock';

export function productStock(products: Product | readonly Product[], records: readonly StockRecord[] | null, now = new Date()): StockView {
  if (!records) return {};
  const ids = new Set((Array.isArray(products) ? products : [products]).map((p: Product) => p.id));
  return stockView(
    records.filter((r) => ids.has(r.productId)),
    shopDate(now),
  );
}
