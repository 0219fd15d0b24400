// What the back office shows of an order: money in rupees and the time it
// was placed, in India's time zone.
import { dateTimeFormat, numberFormat } from '../../shared/intl';
import { localeOf } from '../../shared/languages';

export function formatRupees(rupees: number, lng: string): string {
  return numberFormat(localeOf(lng), { style: 'currency', currency: 'INR' }).format(rupees);
}

export function placedAt(iso: string, lng: string): string {
  return dateTimeFormat(localeOf(lng), { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' }).format(new Date(iso));
}
