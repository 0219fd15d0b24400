// The stock as the pages show it, kept by each process for a few seconds
// (STOCK_MAX_AGE_SECONDS) rather than asked of the API host by every render:
// a stale copy is served while the next is fetched. Its version is part of
// the render cache's key, so a cached page never outlives the stock it shows
// by more than that. Checkout takes the stock's truth from the API host when
// it places the order, whatever a page showed (docs/decisions/029-stock-and-seasons.md).
import { createHash } from 'node:crypto';

import { readStockBody } from '../client/api/stock';
import { shopDate, type StockRecord } from '../shared/stock';

/** How long a failed fetch waits before the next try. */
const RETRY_MS = 2_000;
const TIMEOUT_MS = 3_000;

export interface StockSnapshot {
  /** The stock records, or null when the API host has none to give (every size is then in stock). */
  records(): Promise<StockRecord[] | null>;
  /** What the pages' stock depends on: the records and the shop's date. */
  version(): Promise<string>;
}

export function stockSnapshot(apiUrl: string | null, maxAgeMs: number, now: () => Date = () => new Date()): StockSnapshot {
  let kept: { records: StockRecord[] | null; hash: string; at: number } | null = null;
  let pending: Promise<void> | null = null;

  const fetchRecords = async (): Promise<void> => {
    if (!apiUrl) return void (kept = { records: null, hash: 'none', at: Date.now() });
    try {
      const response = await fetch(new URL('/api/stock', apiUrl), { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(TIMEOUT_MS) });
      // A host without stock (the original API) answers 404: every size is in stock there.
      const records = response.ok ? readStockBody(await response.json()) : response.status === 404 ? null : undefined;
      if (records === undefined) throw new Error(`stock: HTTP ${String(response.status)}`);
      kept = { records, hash: createHash('sha256').update(JSON.stringify(records)).digest('base64url').slice(0, 16), at: Date.now() };
    } catch {
      // Keep showing what was known; try again soon.
      kept = kept ? { ...kept, at: Date.now() - maxAgeMs + RETRY_MS } : { records: null, hash: 'unknown', at: Date.now() - maxAgeMs + RETRY_MS };
    }
  };

  const fresh = async (): Promise<void> => {
    if (kept && Date.now() - kept.at < maxAgeMs) return;
    pending ??= fetchRecords().finally(() => (pending = null));
    // Stale while the next copy comes, except with none at all (or none allowed: a maximum age of 0).
    if (!kept || maxAgeMs === 0) await pending;
  };

  return {
    records: async () => {
      await fresh();
      return kept?.records ?? null;
    },
    version: async () => {
      await fresh();
      return `${kept?.hash ?? 'none'}@${shopDate(now())}`;
    },
  };
}
