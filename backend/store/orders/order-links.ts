// The key in a guest's order link (docs/decisions/019-order-confirmation.md):
// whoever holds the link may open that one order until the key expires, with
// no account and nothing stored — the key is the expiry and an HMAC of order
// and expiry under the server secret, so it cannot be made up or stretched.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const ORDER_LINK_DAYS = 30;
const DAY_MS = 24 * 3600 * 1000;

const mac = (secret: Buffer, orderId: string, expiresAt: number) => createHmac('sha256', secret).update(`order-link:${orderId}:${expiresAt}`).digest('base64url').slice(0, 32);

/** When the key of an order placed at `placedAt` stops opening it. */
export function orderLinkExpiry(placedAt: string | Date): Date {
  return new Date(new Date(placedAt).getTime() + ORDER_LINK_DAYS * DAY_MS);
}

/** The key for an order placed at `placedAt` (the same key every time it is asked for). */
export function orderLinkKey(secret: Buffer, orderId: string, placedAt: string | Date): string {
  const expiresAt = orderLinkExpiry(placedAt).getTime();
  return `${expiresAt.toString(36)}.${mac(secret, orderId, expiresAt)}`;
}

/** Whether a key opens this order now. */
export function orderLinkOpens(secret: Buffer, orderId: string, key: unknown, now = Date.now()): boolean {
  if (typeof key !== 'string' || key.length > 64) return false;
  const match = /^([0-9a-z]{1,12})\.([\w-]{32})$/.exec(key);
  if (!match) return false;
  const [, stamp = '', given = ''] = match;
  const expiresAt = Number.parseInt(stamp, 36);
  if (!Number.isSafeInteger(expiresAt) || expiresAt <= now) return false;
  const expected = Buffer.from(mac(secret, orderId, expiresAt));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
