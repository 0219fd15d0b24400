// The shop's clock: India's time (UTC+5:30, no daylight saving), in which its
// days, months, cut-offs and staff mails are counted.
export const IST_OFFSET_MS = 330 * 60_000;

/** India's wall-clock time as ISO text without a zone ('2026-11-27T05:09:12.345'). */
const wallClock = (time: number) => new Date(time + IST_OFFSET_MS).toISOString().slice(0, 23);

/** India's date as YYYY-MM-DD. */
export const indiaDay = (time: number) => wallClock(time).slice(0, 10);

/** India's month as YYYY-MM. */
export const indiaMonth = (time: number) => wallClock(time).slice(0, 7);

/** A time for a staff mail: '2026-11-27 05:09 IST'. */
export const indiaStamp = (time: number) => `${wallClock(time).slice(0, 16).replace('T', ' ')} IST`;

/** The instant India's day begins (YYYY-MM-DD, `plusDays` later). */
export const indiaMidnight = (day: string, plusDays = 0) => Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MS + plusDays * 86_400_000;

/** The instants India's month (YYYY-MM) begins and the next one does. */
export function indiaMonthBounds(month: string): [number, number] {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  return [Date.UTC(year, mon - 1, 1) - IST_OFFSET_MS, Date.UTC(year, mon, 1) - IST_OFFSET_MS];
}
