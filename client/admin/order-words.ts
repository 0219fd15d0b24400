// What the back office shows of an order: its statuses and payment states in
// the order they are listed, money in rupees and the time it was placed, in
// India's time zone.
import { dateTimeFormat, numberFormat } from '../../shared/intl';
import { localeOf } from '../../shared/languages';

export const ADMIN_ORDER_STATUSES = ['awaiting_payment', 'pending', 'processing', 'shipped', 'delivered', 'cancelled', 'expired'] as const;
export const ADMIN_PAYMENT_STATES = ['cod', 'awaiting', 'failed', 'paid', 'expired', 'refund_due', 'refund_pending', 'refunded', 'refund_failed', 'not_charged'] as const;

export function formatRupees(rupees: number, lng: string): string {
  return numberFormat(localeOf(lng), { style: 'currency', currency: 'INR' }).format(rupees);
}

export function placedAt(iso: string, lng: string): string {
  return dateTimeFormat(localeOf(lng), { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' }).format(new Date(iso));
}
