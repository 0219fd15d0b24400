// A delivery day (YYYY-MM-DD in India, shared/delivery.ts) and the daily
// cut-off as a shopper reads them, in their language and calendar:
// "Saturday, 28 November", "2:00 pm".
import { DELIVERY_TABLE } from './delivery';
import { dateTimeFormat } from './intl';
import { localeOf } from './languages';

const DAY_OPTIONS: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'Asia/Kolkata' };

export function deliveryDayText(lng: string, day: string): string {
  return dateTimeFormat(localeOf(lng), DAY_OPTIONS).format(new Date(`${day}T12:00:00+05:30`));
}

/** The delivery table's daily cut-off (India time) as the language writes a time: "2:00 pm", "14:00". */
export function cutoffTimeText(lng: string): string {
  return dateTimeFormat(localeOf(lng), { hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' }).format(new Date(`2000-01-01T${DELIVERY_TABLE.cutoff}:00+05:30`));
}
