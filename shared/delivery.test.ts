import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { codRefused, DELIVERY_TABLE, deliveryDate, deliveryQuote, type DeliveryTable, deliveryTableProblems, dispatchDate, serviceability } from './delivery';
import { pinCode } from './pin-code';

/** A moment given as India's wall-clock time. */
const ist = (text: string) => new Date(`${text.replace(' ', 'T')}:00+05:30`);

describe('the shipped delivery table', () => {
  it('is valid', () => {
    const raw: unknown = JSON.parse(readFileSync(new URL('./delivery-areas.json', import.meta.url), 'utf8'));
    expect(deliveryTableProblems(raw)).toEqual([]);
  });

  it('serves every PIN the tests and the demo check out with, cash on delivery included', () => {
    for (const pin of ['360370', '360001', '395001', '682001', '570001', '600001', '110001']) {
      expect(serviceability(pin), pin).toMatchObject({ serviceable: true, cod: true });
    }
  });
});

describe('serviceability', () => {
  it('answers from the most specific entry: the PIN itself, then the longest prefix', () => {
    expect(serviceability('360370')).toEqual({ serviceable: true, days: 1, cod: true });
    expect(serviceability('360001')).toEqual({ serviceable: true, days: 1, cod: true });
    expect(serviceability('364001')).toEqual({ serviceable: true, days: 2, cod: true });
    expect(serviceability('302001')).toEqual({ serviceable: true, days: 3, cod: true });
    // Lakshadweep: the islands are not served, save Kavaratti (its own PIN), slowly and without cash on delivery.
    expect(serviceability('682551')).toEqual({ serviceable: false });
    expect(serviceability('682555')).toEqual({ serviceable: true, days: 12, cod: false });
    expect(serviceability('682001')).toEqual({ serviceable: true, days: 5, cod: true });
    expect(serviceability('744101')).toEqual({ serviceable: true, days: 10, cod: false });
    expect(serviceability('744301')).toEqual({ serviceable: false });
    expect(serviceability('194101')).toEqual({ serviceable: true, days: 9, cod: false });
    expect(serviceability('190001')).toEqual({ serviceable: true, days: 6, cod: true });
    expect(serviceability('900001')).toEqual({ serviceable: false });
  });

  it('serves no string that is not a PIN, and reads one typed with a space', () => {
    for (const pin of ['', '36037', '036037', '3603700', 'abcdef', '36O370']) expect(serviceability(pin), pin).toEqual({ serviceable: false });
    expect(serviceability('360 370')).toEqual({ serviceable: true, days: 1, cod: true });
    expect(pinCode(' 360-370 ')).toBe('360370');
    expect(pinCode(360370)).toBeUndefined();
  });

  it('does not serve a PIN no entry covers', () => {
    const table: DeliveryTable = { cutoff: '14:00', closedWeekdays: ['Sunday'], holidays: [], areas: [{ pin: '36', days: 2, cod: true }] };
    expect(serviceability('360370', table)).toEqual({ serviceable: true, days: 2, cod: true });
    expect(serviceability('560001', table)).toEqual({ serviceable: false });
  });

  it('refuses cash on delivery only where a served area does not collect it', () => {
    expect(codRefused('744101')).toBe(true);
    expect(codRefused('360370')).toBe(false);
    expect(codRefused('744301')).toBe(false);
    expect(codRefused('')).toBe(false);
  });
});

describe('the delivery date', () => {
  it('dispatches the same day before the 14:00 IST cut-off, the next working day from it on', () => {
    expect(dispatchDate(ist('2026-07-07 13:59'))).toBe('2026-07-07');
    expect(deliveryDate(ist('2026-07-07 13:59'), '360001')).toBe('2026-07-08');
    expect(dispatchDate(ist('2026-07-07 14:00'))).toBe('2026-07-08');
    expect(deliveryDate(ist('2026-07-07 14:00'), '360001')).toBe('2026-07-09');
  });

  it('neither dispatches nor delivers on a Sunday', () => {
    // Saturday after the cut-off: it leaves on Monday.
    expect(dispatchDate(ist('2026-07-11 15:00'))).toBe('2026-07-13');
    expect(deliveryDate(ist('2026-07-11 15:00'), '360370')).toBe('2026-07-14');
    // Saturday morning: it leaves the same day and arrives on Monday, not Sunday.
    expect(deliveryDate(ist('2026-07-11 09:00'), '360370')).toBe('2026-07-13');
    // Sunday morning, before the cut-off: still Monday's dispatch.
    expect(dispatchDate(ist('2026-07-12 09:00'))).toBe('2026-07-13');
  });

  it('skips the courier holidays of the table', () => {
    // Republic Day 2026 is a Monday: Saturday's order for next day reaches Jetpur on Tuesday.
    expect(deliveryDate(ist('2026-01-24 10:00'), '360370')).toBe('2026-01-27');
    // An order on the holiday itself leaves the day after.
    expect(dispatchDate(ist('2026-01-26 10:00'))).toBe('2026-01-27');
    expect(deliveryDate(ist('2026-01-26 10:00'), '360370')).toBe('2026-01-28');
    // Christmas 2026 (Friday) in the middle of a three-day delivery to Delhi.
    expect(deliveryDate(ist('2026-12-23 11:00'), '110001')).toBe('2026-12-28');
  });

  it('crosses month ends', () => {
    // Friday 30 January, three working days to Delhi: Saturday, (Sunday 1 February), Monday, Tuesday.
    expect(deliveryDate(ist('2026-01-30 10:00'), '110001')).toBe('2026-02-03');
    // 30 April after the cut-off (Thursday): dispatched Friday 1 May, two days to Ahmedabad.
    expect(deliveryDate(ist('2026-04-30 18:00'), '380001')).toBe('2026-05-04');
    // A leap day.
    expect(deliveryDate(ist('2028-02-28 09:00'), '360370')).toBe('2028-02-29');
  });

  it('crosses the year end', () => {
    // Thursday 31 December 2026 after the cut-off: dispatched Friday 1 January 2027, delivered Monday 4 January.
    expect(dispatchDate(ist('2026-12-31 15:00'))).toBe('2027-01-01');
    expect(deliveryDate(ist('2026-12-31 15:00'), '380001')).toBe('2027-01-04');
    // Five days to Tamil Nadu from the last working morning of 2026.
    expect(deliveryDate(ist('2026-12-31 09:00'), '641001')).toBe('2027-01-06');
  });

  it('counts days in India, whatever the time zone the moment is written in', () => {
    // 19:00 UTC on 31 March is 00:30 on 1 April in India: a new day, before its cut-off.
    expect(dispatchDate(new Date('2026-03-31T19:00:00Z'))).toBe('2026-04-01');
    expect(deliveryDate(new Date('2026-03-31T19:00:00Z'), '360370')).toBe('2026-04-02');
    // 08:29 UTC is 13:59 IST, 08:30 UTC is the cut-off.
    expect(dispatchDate(new Date('2026-07-07T08:29:59Z'))).toBe('2026-07-07');
    expect(dispatchDate(new Date('2026-07-07T08:30:00Z'))).toBe('2026-07-08');
  });

  it('has no date for a PIN that is not served', () => {
    expect(deliveryDate(ist('2026-07-07 10:00'), '744301')).toBeNull();
    expect(deliveryDate(ist('2026-07-07 10:00'), 'x')).toBeNull();
  });

  it('follows another table’s cut-off, closed days and holidays', () => {
    const table: DeliveryTable = {
      cutoff: '11:30',
      closedWeekdays: ['Saturday', 'Sunday'],
      holidays: [{ date: '2026-07-08' }],
      areas: [{ pin: '5', days: 2, cod: false }],
    };
    expect(dispatchDate(ist('2026-07-07 11:29'), table)).toBe('2026-07-07');
    expect(deliveryDate(ist('2026-07-07 11:29'), '560001', table)).toBe('2026-07-10');
    expect(deliveryDate(ist('2026-07-07 11:30'), '560001', table)).toBe('2026-07-13');
  });
});

describe('deliveryQuote', () => {
  const now = ist('2026-07-07 10:00');
  it('promises a date and says whether cash on delivery is taken', () => {
    expect(deliveryQuote('360370', now)).toEqual({ at: now.toISOString(), pin: '360370', serviceable: true, date: '2026-07-08', cod: true });
    expect(deliveryQuote('744101', now)).toMatchObject({ serviceable: true, date: '2026-07-18', cod: false });
  });

  it('says when a PIN is not served, and has nothing without a PIN', () => {
    expect(deliveryQuote('744301', now)).toEqual({ at: now.toISOString(), pin: '744301', serviceable: false });
    expect(deliveryQuote(undefined, now)).toEqual({ at: now.toISOString(), pin: null });
    expect(deliveryQuote('12345', now)).toEqual({ at: now.toISOString(), pin: null });
  });
});

describe('deliveryTableProblems', () => {
  const valid = { cutoff: '14:00', closedWeekdays: ['Sunday'], holidays: [{ date: '2026-01-26', name: 'Republic Day' }], areas: [{ pin: '3', days: 3, cod: true }] };

  it('accepts a minimal table and an unserved area', () => {
    expect(deliveryTableProblems(valid)).toEqual([]);
    expect(deliveryTableProblems({ ...valid, holidays: [], areas: [...valid.areas, { pin: '9', serviceable: false }] })).toEqual([]);
  });

  it('names each problem and where it is', () => {
    expect(deliveryTableProblems(null)).toEqual(['the table must be a JSON object']);
    expect(deliveryTableProblems({ ...valid, cutoff: '2pm' })).toEqual([expect.stringMatching(/^cutoff:/)]);
    expect(deliveryTableProblems({ ...valid, cutoff: '24:00' })).toEqual([expect.stringMatching(/^cutoff:/)]);
    expect(deliveryTableProblems({ ...valid, closedWeekdays: ['Sun'] })).toEqual([expect.stringMatching(/^closedWeekdays:/)]);
    expect(deliveryTableProblems({ ...valid, closedWeekdays: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] })).toEqual([
      'closedWeekdays: leaves no working day',
    ]);
    expect(deliveryTableProblems({ ...valid, holidays: [{ date: '2026-02-30' }] })).toEqual([expect.stringMatching(/^holidays\[0\]\.date: must be a real day/)]);
    expect(deliveryTableProblems({ ...valid, holidays: [{ date: '2026-01-26' }, { date: '2026-01-26' }] })).toEqual(['holidays[1].date: 2026-01-26 is listed twice']);
    expect(deliveryTableProblems({ ...valid, areas: [] })).toEqual([expect.stringMatching(/^areas:/)]);
    expect(deliveryTableProblems({ ...valid, areas: [{ pin: 360370, days: 1, cod: true }] })).toEqual([expect.stringMatching(/^areas\[0\]\.pin:/)]);
    expect(deliveryTableProblems({ ...valid, areas: [{ pin: '036', days: 1, cod: true }] })).toEqual([expect.stringMatching(/^areas\[0\]\.pin:/)]);
    expect(deliveryTableProblems({ ...valid, areas: [{ pin: '3603701', days: 1, cod: true }] })).toEqual([expect.stringMatching(/^areas\[0\]\.pin:/)]);
    expect(deliveryTableProblems({ ...valid, areas: [valid.areas[0], valid.areas[0]] })).toEqual(['areas[1].pin: 3 is listed twice']);
    expect(deliveryTableProblems({ ...valid, areas: [{ pin: '3', days: 0, cod: 'yes' }] })).toEqual([
      expect.stringMatching(/^areas\[0\]\.days:/),
      expect.stringMatching(/^areas\[0\]\.cod:/),
    ]);
    expect(deliveryTableProblems({ ...valid, areas: [{ pin: '3', days: 2.5, cod: true }] })).toEqual([expect.stringMatching(/^areas\[0\]\.days:/)]);
    expect(deliveryTableProblems({ ...valid, areas: [{ pin: '9', serviceable: false, days: 3 }] })).toEqual(['areas[0]: an unserved area has no days or cod']);
    expect(deliveryTableProblems({ ...valid, areas: [{ pin: '9', serviceable: true }] })).toEqual([expect.stringMatching(/^areas\[0\]\.serviceable:/)]);
  });

  it('holds the shipped table (as the module reads it) to the same rules', () => {
    expect(deliveryTableProblems(DELIVERY_TABLE)).toEqual([]);
  });
});
