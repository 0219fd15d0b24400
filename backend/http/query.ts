// Query-string numbers: a page, a page size.

/** A whole number from 1 (at most `max`), or `fallback` for anything else. */
export function positiveInt(value: unknown, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  const n = typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : fallback;
}

/** The number a value starts with, at least 1 and at most `max`, or `fallback` (the order history's ?page= and ?limit=). */
export function leadingInt(value: unknown, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  return Math.min(max, Math.max(1, Number.parseInt(typeof value === 'string' ? value : String(fallback), 10) || fallback));
}
