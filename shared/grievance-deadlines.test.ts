import { describe, expect, it } from 'vitest';

import { deadlinesOf, oneMonthAfter, ticketUrgency } from './grievance-deadlines';

const at = (iso: string) => Date.parse(iso);
const HOUR = 3600 * 1000;

describe('grievance deadlines', () => {
  it('gives 48 hours to acknowledge and one calendar month to resolve', () => {
    const filed = at('2026-11-25T10:00:00Z');
    expect(deadlinesOf(filed)).toEqual({ acknowledgeBy: at('2026-11-27T10:00:00Z'), resolveBy: at('2026-12-25T10:00:00Z') });
  });

  it('ends a month on the last day of a shorter month', () => {
    expect(oneMonthAfter(at('2026-01-31T08:00:00Z'))).toBe(at('2026-02-28T08:00:00Z'));
    expect(oneMonthAfter(at('2028-01-31T08:00:00Z'))).toBe(at('2028-02-29T08:00:00Z'));
    expect(oneMonthAfter(at('2026-12-15T08:00:00Z'))).toBe(at('2027-01-15T08:00:00Z'));
  });

  it('marks an open ticket near, then past, the acknowledgement limit', () => {
    const filed = at('2026-11-25T10:00:00Z');
    const open = { status: 'open' as const, createdAt: filed, acknowledgedAt: null };
    expect(ticketUrgency(open, filed + HOUR)).toEqual({ acknowledge: 'ok', resolve: 'ok' });
    expect(ticketUrgency(open, filed + 40 * HOUR).acknowledge).toBe('near');
    expect(ticketUrgency(open, filed + 49 * HOUR).acknowledge).toBe('overdue');
  });

  it('stops counting a limit once it is met', () => {
    const filed = at('2026-11-01T10:00:00Z');
    const acknowledged = { status: 'acknowledged' as const, createdAt: filed, acknowledgedAt: filed + HOUR };
    expect(ticketUrgency(acknowledged, at('2026-11-28T10:00:00Z'))).toEqual({ acknowledge: 'ok', resolve: 'near' });
    expect(ticketUrgency(acknowledged, at('2026-12-02T10:00:00Z'))).toEqual({ acknowledge: 'ok', resolve: 'overdue' });
    expect(ticketUrgency({ ...acknowledged, status: 'resolved' }, at('2027-06-01T00:00:00Z'))).toEqual({ acknowledge: 'ok', resolve: 'ok' });
  });
});
