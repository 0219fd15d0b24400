// The mail that confirms a cancellation, in the shopper's language: the order,
// that it cost nothing, and the refund due (none for cash on delivery).
import type { TFunction } from 'i18next';

import { formatINR, type Paise } from '../shared/money';
import type { Message } from './mail';
import { letter } from './mail-text';

export interface CancelledOrder {
  orderId: string;
  firstName: string;
  email: string;
  /** Due back to the card or UPI account paid with; 0 when nothing was paid. */
  refundDue: Paise;
}

export function cancellationMail(t: TFunction, lng: string, order: CancelledOrder, url: string): Message {
  return letter(t, order.email, t('cancellation.mail.subject', { orderId: order.orderId }), order.firstName, [
    t('cancellation.mail.body', { orderId: order.orderId }),
    order.refundDue > 0 ? t('cancellation.refundDue', { amount: formatINR(order.refundDue, lng) }) : t('cancellation.noRefund'),
    url,
  ]);
}
