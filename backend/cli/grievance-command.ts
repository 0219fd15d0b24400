// The operator's side of the grievance tickets (`npm run grievances`,
// ./grievances.ts). `list` shows the tickets not yet resolved, oldest first,
// marking those near or past the limits (48 hours to acknowledge, one month to
// resolve); `ack <ticket>` acknowledges one and `resolve <ticket> <reply…>`
// resolves it with a reply; the shopper is mailed (and notified in the
// account) each time.
import { deadlinesOf, type Urgency } from '../../shared/grievance-deadlines';
import type { OperatorContext } from '../store/context';
import { type ListedGrievance, unresolvedGrievances } from '../store/grievances/grievances';
import { staffAcknowledgeGrievance, staffResolveGrievance } from '../store/staff/actions';
import type { Actor } from '../store/staff/rows';
import { operatorActor } from './staff-command';

const USAGE = 'Usage: npm run grievances -- list | ack <ticket> | resolve <ticket> <reply…>';

const MARK: Record<Urgency, string> = { ok: '', near: 'NEAR', overdue: 'OVERDUE' };

/** One line a ticket: number, status, category, filed, and each limit with its mark. */
export function listLine({ row, acknowledge, resolve }: ListedGrievance): string {
  const { acknowledgeBy, resolveBy } = deadlinesOf(row.created_at);
  const limit = (name: string, by: number, urgency: Urgency) => `${name} by ${new Date(by).toISOString().slice(0, 16)}Z${urgency === 'ok' ? '' : ` [${MARK[urgency]}]`}`;
  const parts = [row.id, row.status.padEnd(12), row.category.padEnd(8), `filed ${new Date(row.created_at).toISOString().slice(0, 16)}Z`];
  if (row.status === 'open') parts.push(limit('acknowledge', acknowledgeBy, acknowledge));
  parts.push(limit('resolve', resolveBy, resolve));
  if (row.order_id) parts.push(`order ${row.order_id}`);
  return parts.join('  ');
}

/** Runs one command; what it prints goes to `out`. Exported for the tests. */
export async function runGrievanceCommand(op: OperatorContext, args: string[], out: (line: string) => void, now = Date.now(), actor: Actor = operatorActor()): Promise<void> {
  const [command, ticket, ...reply] = args;
  if (command === 'list') {
    const listed = await unresolvedGrievances(op.db, now);
    if (listed.length === 0) {
      out('No tickets waiting.');
      return;
    }
    for (const entry of listed) out(listLine(entry));
    const late = listed.filter((l) => l.acknowledge === 'overdue' || l.resolve === 'overdue').length;
    const near = listed.filter((l) => l.acknowledge === 'near' || l.resolve === 'near').length;
    out(`${listed.length} waiting, ${near} near a limit, ${late} past one.`);
    return;
  }
  if (command === 'ack' && ticket) {
    await staffAcknowledgeGrievance(op, actor, ticket.toUpperCase(), now);
    out(`Ticket ${ticket.toUpperCase()} is acknowledged; the shopper has been told.`);
    return;
  }
  if (command === 'resolve' && ticket && reply.length > 0) {
    await staffResolveGrievance(op, actor, ticket.toUpperCase(), reply.join(' '), now);
    out(`Ticket ${ticket.toUpperCase()} is resolved; the shopper has the reply.`);
    return;
  }
  throw new Error(USAGE);
}
