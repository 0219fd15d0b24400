// The figures a grievance officer publishes for a month (India's calendar):
// complaints received in it, resolved in it, and pending at its end.
import { indiaMonthBounds } from '../../../shared/india-time';
import type { Queryable } from '../db';

export interface MonthFigures {
  month: string;
  received: number;
  resolved: number;
  pendingAtEnd: number;
}

export async function grievanceFigures(db: Queryable, month: string): Promise<MonthFigures> {
  const [from, to] = indiaMonthBounds(month);
  const count = async (sql: string, ...params: number[]) => Number((await db.get<{ n: number | string }>(sql, ...params))?.n ?? 0);
  return {
    month,
    received: await count('SELECT COUNT(*) AS n FROM grievances WHERE created_at >= ? AND created_at < ?', from, to),
    resolved: await count('SELECT COUNT(*) AS n FROM grievances WHERE resolved_at >= ? AND resolved_at < ?', from, to),
    pendingAtEnd: await count('SELECT COUNT(*) AS n FROM grievances WHERE created_at < ? AND (resolved_at IS NULL OR resolved_at >= ?)', to, to),
  };
}
