// A delivery day (YYYY-MM-DD in India, shared/delivery.ts) as a shopper reads
// it, in their language and calendar: "Saturday, 28 November".
import { dateTimeFormat } from './intl';
import { localeOf } from './languages';

const DAY_OPTIONS: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'Asia/Kolkata' };

export function deliveryDayText(lng: string, day: string): string {
  return dateTimeFormat(localeOf(lng), DAY_OPTIONS).format(new Date(`${day}T12:00:00+05:30`));
}
