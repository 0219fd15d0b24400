// The letters that follow an order on its way, in the shopper's language:
// shipped — with the courier, the AWB number and the tracking link, as far as
// the operator gave them (checked when given: backend/store/orders/shipment.ts)
// — and delivered; each with the way back to the order (the account's order
// page, or a guest's keyed link and until when it opens).
import type { TFunction } from 'i18next';

import { dateTimeFormat } from '../../shared/intl';
import { localeOf } from '../../shared/languages';
import type { OrderProgress } from '../store/postman';
import { letter } from './letter';
import type { Message } from './mailer';

/** The paragraph that leads back to the order, or none (a guest's link has expired). */
function followLink(t: TFunction, lng: string, order: OrderProgress, url: string | null): string[] {
  if (order.link === null || url === null) return [];
  if (order.link.key === null) return [`${t('mail.order.accountLink')}\n${url}`];
  const until = dateTimeFormat(localeOf(lng), { dateStyle: 'long', timeZone: 'Asia/Kolkata' }).format(new Date(order.link.until));
  return [`${t('mail.order.guestLinkUntil', { date: until })}\n${url}`];
}

export function shippedMail(t: TFunction, lng: string, order: OrderProgress, url: string | null): Message {
  const shipment = order.shipment;
  const details = [
    ...(shipment?.courier ? [t('mail.shipped.courier', { courier: shipment.courier })] : []),
    ...(shipment?.awb ? [t('mail.shipped.awb', { awb: shipment.awb })] : []),
  ];
  return letter(t, order.email, t('mail.shipped.subject', { orderId: order.orderId }), order.firstName, [
    t('mail.shipped.body', { orderId: order.orderId }),
    ...(details.length > 0 ? [details.join('\n')] : []),
    ...(shipment?.trackingUrl ? [`${t('mail.shipped.track')}\n${shipment.trackingUrl}`] : []),
    ...followLink(t, lng, order, url),
  ]);
}

export function deliveredMail(t: TFunction, lng: string, order: OrderProgress, url: string | null): Message {
  return letter(t, order.email, t('mail.delivered.subject', { orderId: order.orderId }), order.firstName, [
    t('mail.delivered.body', { orderId: order.orderId }),
    ...followLink(t, lng, order, url),
  ]);
}
