// The figures a grievance officer publishes for a month (India's calendar):
// complaints received in it, resolved in it, and pending at its end.
import type { Queryable } from '../db';

export interface MonthFigures {
  month: string;
  received: number;
  resolved: number;
  pendingAtEnd: number;
}

const IST_MS = 330 * 60_000;

/** 'YYYY-MM' → the epoch milliseconds of its first instant and of the next month's, in India. */
export function monthBounds(month: string): [number, number] {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  return [Date.UTC(year, mon - 1, 1) - IST_MS, Date.UTC(year, mon, 1) - IST_MS];
}

export async function grievanceFigures(db: Queryable, month: string): Promise<MonthFigures> {
  const [from, to] = monthBounds(month);
  const count = async (sql: string, ...params: number[]) => Number((await db.get<{ n: number | string }>(sql, ...params))?.n ?? 0);
  return {
    month,
    received: await count('SELECT COUNT(*) AS n FROM grievances WHERE created_at >= ? AND created_at < ?', from, to),
    resolved: await count('SELECT COUNT(*) AS n FROM grievances WHERE resolved_at >= ? AND resolved_at < ?', from, to),
    pendingAtEnd: await count('SELECT COUNT(*) AS n FROM grievances WHERE created_at < ? AND (resolved_at IS NULL OR resolved_at >= ?)', to, to),
  };
}
