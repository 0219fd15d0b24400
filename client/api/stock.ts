// The stock as the API host answers it (GET /api/stock); a host without it
// (the original API) has every size in stock.
import type { StockRecord } from '../../shared/stock';
import type { Call } from './request';

const isRecord = (value: unknown): value is StockRecord => {
  const r = value as Partial<StockRecord> | null;
  return (
    typeof r === 'object' &&
    r !== null &&
    Number.isInteger(r.productId) &&
    Number.isInteger(r.sizeIndex) &&
    typeof r.inStock === 'boolean' &&
    (r.count === null || Number.isInteger(r.count)) &&
    (r.seasonFrom === null || typeof r.seasonFrom === 'string') &&
    (r.seasonTo === null || typeof r.seasonTo === 'string')
  );
};

/** The well-formed records of an answer; a malformed one is left out rather than trusted. */
export function readStockBody(body: unknown): StockRecord[] {
  const list = (body as { stock?: unknown } | null)?.stock;
  return Array.isArray(list) ? list.filter(isRecord) : [];
}

export function stockCalls(call: Call) {
  return {
    stock: async (): Promise<StockRecord[] | null> => {
      const result = await call('/api/stock', { timeoutMs: 5_000 });
      return result.ok ? readStockBody(result.data) : null;
    },
    askWhenBack: (input: { productId: number; sizeIndex: number; email: string; language: string }) =>
      call('/api/stock/alerts', { method: 'POST', body: input, fallbackKey: 'stock.notify.failed' }),
  };
}

/** The stock a loader shows: the server's kept copy (server/stock-snapshot.ts), or in the browser the API's answer. */
export function loadStock(services: { stock?: () => Promise<StockRecord[] | null>; api: { call: Call } }): Promise<StockRecord[] | null> {
  return services.stock ? services.stock() : stockCalls(services.api.call).stock();
}
