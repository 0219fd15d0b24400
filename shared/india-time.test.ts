import { describe, expect, it } from 'vitest';

import { indiaDay, indiaMidnight, indiaMonth, indiaMonthBounds, indiaStamp } from './india-time';

describe("the shop's clock (India, UTC+5:30)", () => {
  const lateEvening = Date.parse('2026-11-30T19:00:00Z'); // 1 December, 00:30 in India

  it('counts days and months as India does', () => {
    expect(indiaDay(lateEvening)).toBe('2026-12-01');
    expect(indiaMonth(lateEvening)).toBe('2026-12');
    expect(indiaStamp(lateEvening)).toBe('2026-12-01 00:30 IST');
  });

  it('begins a day and a month at India’s midnight', () => {
    expect(new Date(indiaMidnight('2026-12-01')).toISOString()).toBe('2026-11-30T18:30:00.000Z');
    expect(new Date(indiaMidnight('2026-12-01', 1)).toISOString()).toBe('2026-12-01T18:30:00.000Z');
    expect(indiaMonthBounds('2026-12').map((t) => new Date(t).toISOString())).toEqual(['2026-11-30T18:30:00.000Z', '2026-12-31T18:30:00.000Z']);
  });
});
