// Stock and seasons: what staff set for each size of each product (in stock
// or not, an optional count, an optional season) and what a shopper is then
// told. A size without a record is in stock with no count: the catalogue sells
// everything until staff say otherwise. Dates are the shop's, in India
// (docs/decisions/029-stock-and-seasons.md).
import { indiaDay } from './india-time';

/** What staff set for one size, as the API answers it. */
export interface StockRecord {
  productId: number;
  sizeIndex: number;
  inStock: boolean;
  /** Units left; null: not counted (sold until staff mark it out of stock). */
  count: number | null;
  /** The season, as month-day ('03-01' to '07-31'); a season may run across the new year. Both or neither. */
  seasonFrom: string | null;
  seasonTo: string | null;
}

export type Availability =
  | { state: 'in_stock'; left: number | null }
  | { state: 'out_of_stock' }
  /** Outside its season; back on `returns` (YYYY-MM-DD). */
  | { state: 'out_of_season'; returns: string };

/** Few enough that the page says how many are left. */
export const FEW_LEFT = 5;
/** The most a count may be (a typo of an extra digit or two is refused). */
export const MAX_STOCK_COUNT = 1_000_000;

const MONTH_DAY = /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** A month-day that some year has ('02-29' is one; '04-31' is not). */
export function isMonthDay(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = MONTH_DAY.exec(value);
  return m !== null && Number(m[2]) <= (DAYS_IN_MONTH[Number(m[1]) - 1] ?? 0);
}

export const stockKey = (productId: number, sizeIndex: number) => `${String(productId)}-${String(sizeIndex)}`;

/** The shop's date (India, UTC+5:30) as YYYY-MM-DD. */
export function shopDate(now: Date): string {
  return indiaDay(now.getTime());
}

function inSeason(today: string, from: string, to: string): boolean {
  const day = today.slice(5);
  return from <= to ? day >= from && day <= to : day >= from || day <= to;
}

/** The next date on or after `today` that is `monthDay` (a 29 February waits for a leap year's). */
function nextDate(today: string, monthDay: string): string {
  for (let year = Number(today.slice(0, 4)); ; year++) {
    const date = `${String(year)}-${monthDay}`;
    if (date >= today && new Date(`${date}T00:00:00Z`).toISOString().startsWith(date)) return date;
  }
}

/** What a shopper is told about one size on `today` (the shop's date). */
export function availabilityOf(record: StockRecord | undefined, today: string): Availability {
  if (!record) return { state: 'in_stock', left: null };
  if (record.seasonFrom && record.seasonTo && !inSeason(today, record.seasonFrom, record.seasonTo)) {
    return { state: 'out_of_season', returns: nextDate(today, record.seasonFrom) };
  }
  if (!record.inStock || record.count === 0) return { state: 'out_of_stock' };
  return { state: 'in_stock', left: record.count };
}

/** What the pages are given: only the sizes that are not simply in stock, keyed by stockKey. */
export type StockView = Record<string, Availability>;

export function stockView(records: readonly StockRecord[], today: string): StockView {
  const view: StockView = {};
  for (const record of records) {
    const availability = availabilityOf(record, today);
    if (availability.state !== 'in_stock' || availability.left !== null) view[stockKey(record.productId, record.sizeIndex)] = availability;
  }
  return view;
}

const IN_STOCK: Availability = { state: 'in_stock', left: null };

export function availabilityIn(view: StockView | undefined, productId: number, sizeIndex: number): Availability {
  return view?.[stockKey(productId, sizeIndex)] ?? IN_STOCK;
}

/** Whether a quantity of a size can be sold now. */
export function canSell(availability: Availability, quantity: number): boolean {
  return availability.state === 'in_stock' && (availability.left === null || availability.left >= quantity);
}

/** The shop's words for a size's state, as schema.org's ItemAvailability names them. */
export function schemaAvailability(availability: Availability): string {
  if (availability.state === 'out_of_stock') return 'https://schema.org/OutOfStock';
  // Not orderable until it returns: out of stock, with the date it is available from (availabilityStarts).
  if (availability.state === 'out_of_season') return 'https://schema.org/OutOfStock';
  if (availability.left !== null && availability.left <= FEW_LEFT) return 'https://schema.org/LimitedAvailability';
  return 'https://schema.org/InStock';
}
