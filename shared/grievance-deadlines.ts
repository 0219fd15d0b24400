// When a grievance must be acknowledged and resolved: 48 hours to acknowledge
// and one month to resolve, from the moment it was filed (the e-commerce
// rules' limits; docs/decisions/023-grievances-and-data-rights.md). The
// operator's list marks a ticket "near" a limit in its last stretch and
// "overdue" once past it. Times are epoch milliseconds.
import type { GrievanceStatus } from './grievance-form';

export const ACKNOWLEDGE_HOURS = 48;
const HOUR = 3600 * 1000;
/** The last stretch before a limit in which the list warns. */
export const ACKNOWLEDGE_WARNING_MS = 12 * HOUR;
export const RESOLVE_WARNING_MS = 7 * 24 * HOUR;

export interface Deadlines {
  acknowledgeBy: number;
  resolveBy: number;
}

/** One calendar month later (31 January → the last day of February), at the same time of day in UTC. */
export function oneMonthAfter(time: number): number {
  const d = new Date(time);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1, d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds(), d.getUTCMilliseconds()));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay));
  return target.getTime();
}

export function deadlinesOf(createdAt: number): Deadlines {
  return { acknowledgeBy: createdAt + ACKNOWLEDGE_HOURS * HOUR, resolveBy: oneMonthAfter(createdAt) };
}

export type Urgency = 'ok' | 'near' | 'overdue';

export interface TicketTimes {
  status: GrievanceStatus;
  createdAt: number;
  acknowledgedAt: number | null;
}

const urgency = (deadline: number, warning: number, now: number): Urgency => (now > deadline ? 'overdue' : now > deadline - warning ? 'near' : 'ok');

/**
 * How a ticket stands against each limit now. An acknowledgement is due only
 * while the ticket is open; a resolution until it is resolved. A limit met
 * (acknowledged or resolved) is 'ok' whenever it was met.
 */
export function ticketUrgency(ticket: TicketTimes, now: number): { acknowledge: Urgency; resolve: Urgency } {
  const { acknowledgeBy, resolveBy } = deadlinesOf(ticket.createdAt);
  return {
    acknowledge: ticket.status === 'open' ? urgency(acknowledgeBy, ACKNOWLEDGE_WARNING_MS, now) : 'ok',
    resolve: ticket.status === 'resolved' ? 'ok' : urgency(resolveBy, RESOLVE_WARNING_MS, now),
  };
}
