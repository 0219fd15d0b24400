// Delivery by PIN code, as data (delivery-areas.json): which PINs the courier
// serves, in how many working days and whether it collects cash on delivery;
// the daily cut-off for dispatch, the weekdays and the dated holidays the
// courier neither picks up nor delivers. The most specific entry of the table
// answers for a PIN: the PIN itself, else its longest listed prefix; a PIN no
// entry covers is not served. Times are India Standard Time (UTC+05:30 all
// year: no daylight saving), whatever the server's or the browser's zone.
// How an operator replaces the sample table: docs/delivery-areas.md.
import DELIVERY_AREAS from './delivery-areas.json';
import { IST_OFFSET_MS } from './india-time';
import { pinCode } from './pin-code';

export interface ServedArea {
  /** A PIN (six digits) or a PIN prefix (one to five digits). */
  pin: string;
  /** Working days from dispatch to the door. */
  days: number;
  /** Whether the courier collects cash on delivery there. */
  cod: boolean;
  name?: string;
}

export interface UnservedArea {
  pin: string;
  serviceable: false;
  name?: string;
}

export type DeliveryArea = ServedArea | UnservedArea;

export interface DeliveryTable {
  about?: string;
  /** HH:MM, IST: an order placed from then on leaves the next working day. */
  cutoff: string;
  /** English weekday names on which nothing is picked up or delivered. */
  closedWeekdays: string[];
  /** Dated courier holidays (YYYY-MM-DD, IST). */
  holidays: { date: string; name?: string }[];
  areas: DeliveryArea[];
}

export type Serviceability = { serviceable: true; days: number; cod: boolean } | { serviceable: false };

/** What the shop promises for a PIN at a moment: the page renders it as it is (the same on the server and in the browser). */
export type DeliveryQuote =
  { at: string; pin: null } | { at: string; pin: string; serviceable: false } | { at: string; pin: string; serviceable: true; date: string; cod: boolean };

export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

const DAY_MS = 86_400_000;
const UNSERVICEABLE: Serviceability = { serviceable: false };

interface Compiled {
  areas: Map<string, DeliveryArea>;
  cutoffMinutes: number;
  closed: Set<number>;
  holidays: Set<string>;
}

const compiled = new WeakMap<DeliveryTable, Compiled>();

function compile(table: DeliveryTable): Compiled {
  let found = compiled.get(table);
  if (!found) {
    const [hours = 0, minutes = 0] = table.cutoff.split(':').map(Number);
    found = {
      areas: new Map(table.areas.map((a) => [a.pin, a])),
      cutoffMinutes: hours * 60 + minutes,
      closed: new Set(table.closedWeekdays.map((d) => WEEKDAYS.indexOf(d as (typeof WEEKDAYS)[number]))),
      holidays: new Set(table.holidays.map((h) => h.date)),
    };
    compiled.set(table, found);
  }
  return found;
}

/** The shipped table (a test holds it to `deliveryTableProblems`). */
export const DELIVERY_TABLE: DeliveryTable = DELIVERY_AREAS as DeliveryTable;

/** Whether, how fast and how the courier serves a PIN; a string that is not a PIN is not served. */
export function serviceability(pin: string, table: DeliveryTable = DELIVERY_TABLE): Serviceability {
  const valid = pinCode(pin);
  if (!valid) return UNSERVICEABLE;
  const { areas } = compile(table);
  for (let length = 6; length > 0; length--) {
    const area = areas.get(valid.slice(0, length));
    if (area) return 'serviceable' in area ? UNSERVICEABLE : { serviceable: true, days: area.days, cod: area.cod };
  }
  return UNSERVICEABLE;
}

/** Whether cash on delivery is refused for a PIN: a served PIN without it. Anything else (not a PIN yet, not served) is another field's problem. */
export function codRefused(pin: string, table: DeliveryTable = DELIVERY_TABLE): boolean {
  const area = serviceability(pin, table);
  return area.serviceable && !area.cod;
}

// Days are counted as whole IST days since 1970-01-01 (day n starts at n × 24 h − 5 h 30 min UTC).
const istDayOf = (now: Date) => Math.floor((now.getTime() + IST_OFFSET_MS) / DAY_MS);
const isoOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

function isWorkingDay(day: number, c: Compiled): boolean {
  return !c.closed.has(new Date(day * DAY_MS).getUTCDay()) && !c.holidays.has(isoOf(day));
}

/** The first working day after `day` (a table closed every day of the week is refused by its check; the bound is a guard). */
function nextWorkingDay(day: number, c: Compiled): number {
  let next = day + 1;
  for (let guard = 0; guard < 400 && !isWorkingDay(next, c); guard++) next++;
  return next;
}

/** The day (YYYY-MM-DD, IST) an order placed at `now` leaves: today before the cut-off on a working day, else the next working day. */
export function dispatchDate(now: Date, table: DeliveryTable = DELIVERY_TABLE): string {
  return isoOf(dispatchDay(now, compile(table)));
}

function dispatchDay(now: Date, c: Compiled): number {
  const today = istDayOf(now);
  const minutes = Math.floor(((now.getTime() + IST_OFFSET_MS) % DAY_MS) / 60_000);
  return minutes < c.cutoffMinutes && isWorkingDay(today, c) ? today : nextWorkingDay(today, c);
}

/** The day (YYYY-MM-DD, IST) an order placed at `now` reaches a PIN: its area's working days after dispatch; null when the PIN is not served. */
export function deliveryDate(now: Date, pin: string, table: DeliveryTable = DELIVERY_TABLE): string | null {
  const area = serviceability(pin, table);
  if (!area.serviceable) return null;
  const c = compile(table);
  let day = dispatchDay(now, c);
  for (let i = 0; i < area.days; i++) day = nextWorkingDay(day, c);
  return isoOf(day);
}

/** The promise for a PIN (as typed or kept in the cookie) at `now`: none without a PIN, else whether, when and how it is delivered. */
export function deliveryQuote(raw: unknown, now: Date, table: DeliveryTable = DELIVERY_TABLE): DeliveryQuote {
  const at = now.toISOString();
  const pin = pinCode(raw);
  if (!pin) return { at, pin: null };
  const area = serviceability(pin, table);
  const date = deliveryDate(now, pin, table);
  return area.serviceable && date ? { at, pin, serviceable: true, date, cod: area.cod } : { at, pin, serviceable: false };
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isRealDay = (s: unknown): s is string =>
  typeof s === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);

/** Every problem of a table (an operator's replacement included), each naming where it is; empty when the table can be used. */
export function deliveryTableProblems(raw: unknown): string[] {
  if (!isRecord(raw)) return ['the table must be a JSON object'];
  const problems: string[] = [];
  if (typeof raw.cutoff !== 'string' || !/^([01]\d|2[0-3]):[0-5]\d$/.test(raw.cutoff)) problems.push('cutoff: must be a time of day as HH:MM (24-hour, IST), such as "14:00"');
  const closed = raw.closedWeekdays;
  if (!Array.isArray(closed) || closed.some((d) => !(WEEKDAYS as readonly unknown[]).includes(d)))
    problems.push(`closedWeekdays: must be a list of weekday names (${WEEKDAYS.join(', ')})`);
  else if (new Set(closed).size !== closed.length) problems.push('closedWeekdays: names a day twice');
  else if (closed.length >= 7) problems.push('closedWeekdays: leaves no working day');
  if (!Array.isArray(raw.holidays)) problems.push('holidays: must be a list (it may be empty)');
  else {
    const seen = new Set<string>();
    raw.holidays.forEach((h, i) => {
      const date = isRecord(h) ? h.date : undefined;
      if (!isRealDay(date)) problems.push(`holidays[${i}].date: must be a real day as YYYY-MM-DD`);
      else if (seen.has(date)) problems.push(`holidays[${i}].date: ${date} is listed twice`);
      else seen.add(date);
      if (isRecord(h) && h.name !== undefined && typeof h.name !== 'string') problems.push(`holidays[${i}].name: must be text`);
    });
  }
  if (!Array.isArray(raw.areas) || raw.areas.length === 0) problems.push('areas: must be a list of at least one area');
  else {
    const seen = new Set<string>();
    raw.areas.forEach((a, i) => {
      const at = `areas[${i}]`;
      if (!isRecord(a)) {
        problems.push(`${at}: must be an object`);
        return;
      }
      const pin = a.pin;
      if (typeof pin !== 'string' || !/^[1-9]\d{0,5}$/.test(pin)) problems.push(`${at}.pin: must be a PIN code or its first digits, as text ("36", "360370"), not starting with 0`);
      else if (seen.has(pin)) problems.push(`${at}.pin: ${pin} is listed twice`);
      else seen.add(pin);
      if (a.name !== undefined && typeof a.name !== 'string') problems.push(`${at}.name: must be text`);
      if ('serviceable' in a) {
        if (a.serviceable !== false) problems.push(`${at}.serviceable: only false is allowed (leave it out for a served area)`);
        if ('days' in a || 'cod' in a) problems.push(`${at}: an unserved area has no days or cod`);
        return;
      }
      if (typeof a.days !== 'number' || !Number.isInteger(a.days) || a.days < 1 || a.days > 60) problems.push(`${at}.days: must be a whole number of working days from 1 to 60`);
      if (typeof a.cod !== 'boolean') problems.push(`${at}.cod: must be true or false`);
    });
  }
  return problems;
}

/** The day an order placed (or paid) at `now` reaches a PIN code, with the PIN; null when it is not one the table serves. */
export function deliveryBy(now: Date, raw: unknown, table: DeliveryTable = DELIVERY_TABLE): { date: string; pin: string } | null {
  const quote = deliveryQuote(raw, now, table);
  return quote.pin && quote.serviceable ? { date: quote.date, pin: quote.pin } : null;
}

/** The fewest and most working days a served area takes from dispatch (the JSON-LD's transit time). */
export function transitSpan(table: DeliveryTable = DELIVERY_TABLE): { from: number; to: number } {
  const days = table.areas.flatMap((area) => ('days' in area ? [area.days] : []));
  return { from: Math.min(...days), to: Math.max(...days) };
}

/**
 * The fewest and most working days from an order to a served door: what the
 * shipping policy promises. An order before the cut-off leaves the same
 * working day, one after it the next: one day of handling at most.
 */
export function deliverySpan(table: DeliveryTable = DELIVERY_TABLE): { from: number; to: number } {
  const transit = transitSpan(table);
  return { from: transit.from, to: transit.to + 1 };
}
