// The cart travels in a small first-party cookie ("1-0:2.3-1:1" = lineId:qty)
// so the server's first paint already shows the header's count and total.
// Anything malformed or unknown is dropped, never trusted.
import { type CartLine, sanitizeLines } from './cart';
import { CART_COOKIE, COUPON_COOKIE } from './cookie-names';
import { COUPON_CODE, isValidCoupon } from './pricing';

export { CART_COOKIE, COUPON_COOKIE };
/** Thirty days: a shopper who comes back next week still has their cart. */
export const CART_COOKIE_MAX_AGE = 60 * 60 * 24 * 30;

export function encodeCart(lines: readonly CartLine[]): string {
  return lines.map((l) => `${l.productId}-${l.sizeIndex}:${l.quantity}`).join('.');
}

export function decodeCart(value: unknown): CartLine[] {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2000) return [];
  const raw = value.split('.').map((part) => {
    const m = /^(\d{1,3})-(\d{1,2}):(\d{1,3})$/.exec(part);
    return m ? { productId: Number(m[1]), sizeIndex: Number(m[2]), quantity: Number(m[3]) } : null;
  });
  return sanitizeLines(raw.filter(Boolean));
}

/** The applied coupon travels beside the cart, so reloads and the server-rendered checkout keep it. */

export function decodeCoupon(value: unknown): string | null {
  return typeof value === 'string' && isValidCoupon(value) ? COUPON_CODE : null;
}
