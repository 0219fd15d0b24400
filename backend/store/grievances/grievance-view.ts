// A ticket as the shop shows it (its status page, the account's list, the data export).
import { deadlinesOf } from '../../../shared/grievance-deadlines';
import type { GrievanceView } from '../../../shared/grievance-form';
import type { GrievanceRow } from './rows';

const iso = (time: number | null) => (time === null ? null : new Date(time).toISOString());

export function toGrievanceView(row: GrievanceRow): GrievanceView & { message: string } {
  const { acknowledgeBy, resolveBy } = deadlinesOf(row.created_at);
  return {
    ticket: row.id,
    category: row.category,
    orderId: row.order_id,
    message: row.message,
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
    acknowledgedAt: iso(row.acknowledged_at),
    resolvedAt: iso(row.resolved_at),
    reply: row.reply,
    acknowledgeBy: new Date(acknowledgeBy).toISOString(),
    resolveBy: new Date(resolveBy).toISOString(),
  };
}
