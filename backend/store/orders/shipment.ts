// What an order ships with, as the operator gives it (`npm run order-status --
// <orderId> shipped --courier … --awb … --tracking-url …`): each part
// optional, each checked before it is stored, since all three reach the
// shopper's page and mail. The tracking link is https and carries no
// credentials; the courier's name and the AWB number are one short plain line.
import type { OrderRow } from './rows';

export interface Shipment {
  courier: string | null;
  /** The courier's air waybill (tracking) number. */
  awb: string | null;
  trackingUrl: string | null;
}

export const MAX_COURIER = 60;
export const MAX_AWB = 40;
export const MAX_TRACKING_URL = 500;

const COURIER = /^[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N} .&'()-]*$/u;
const AWB = /^[A-Za-z0-9][A-Za-z0-9-]*$/;

/** A shipment from what was typed, or the reason it is refused. */
export function readShipment(given: { courier?: string; awb?: string; trackingUrl?: string }): { shipment: Shipment } | { error: string } {
  const courier = given.courier?.trim().replace(/ +/g, ' ') || null;
  const awb = given.awb?.trim() || null;
  const link = given.trackingUrl?.trim() || null;
  if (courier !== null && (courier.length > MAX_COURIER || !COURIER.test(courier))) {
    return { error: `The courier must be a name of at most ${MAX_COURIER} letters, digits, spaces and . & ' ( ) -` };
  }
  if (awb !== null && (awb.length > MAX_AWB || !AWB.test(awb))) return { error: `The AWB number must be at most ${MAX_AWB} letters, digits and hyphens` };
  if (link === null) return { shipment: { courier, awb, trackingUrl: null } };
  const trackingUrl = httpsUrl(link);
  if (trackingUrl === null || trackingUrl.length > MAX_TRACKING_URL) return { error: `The tracking URL must be an https:// address of at most ${MAX_TRACKING_URL} characters` };
  return { shipment: { courier, awb, trackingUrl } };
}

function httpsUrl(text: string): string | null {
  if (!URL.canParse(text)) return null;
  const url = new URL(text);
  return url.protocol === 'https:' && url.username === '' && url.password === '' ? url.href : null;
}

/** The shipment an order row records, or null when it records none. */
export function shipmentOf(order: Pick<OrderRow, 'courier' | 'awb' | 'tracking_url'>): Shipment | null {
  if (order.courier === null && order.awb === null && order.tracking_url === null) return null;
  return { courier: order.courier, awb: order.awb, trackingUrl: order.tracking_url };
}
