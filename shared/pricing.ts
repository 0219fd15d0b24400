// Order arithmetic in integer paise (docs/decisions/005-money-in-paise.md).
// see docs/decisions/005-money-in-paise.md
import type { SizeOption } from './catalogue';
import { type Paise, toPaise } from './money';

export const SHIPPING_FEE: Paise = toPaise(50);
export const FREE_SHIPPING_FROM: Paise = toPaise(5000);
export const COUPON_CODE = 'TOOMOREOFFER';
export const COUPON_PERCENT = 30;
/** The tax line is labelled 18% but prices already include all taxes, so it is 0. */
export const TAX_LABEL_PERCENT = 18;

export interface PricedLine {
  quantity: number;
  size: Pick<SizeOption, 'originalPrice' | 'cutoffPrice'>;
}

export interface Totals {
  itemCount: number;
  subtotal: Paise;
  shipping: Paise;
  tax: Paise;
  discount: Paise;
  savings: Paise;
  total: Paise;
}

/** Exact and case-sensitive; surrounding spaces from a paste are ignored. */
export function isValidCoupon(code: string | null | undefined): boolean {
  return typeof code === 'string' && code.trim() === COUPON_CODE;
}

export function shippingFor(subtotal: Paise, itemCount: number): Paise {
  if (itemCount === 0) return 0;
  return subtotal >= FREE_SHIPPING_FROM ? 0 : SHIPPING_FEE;
}

export function couponDiscount(subtotal: Paise, couponApplied: boolean): Paise {
  return couponApplied ? Math.round((subtotal * COUPON_PERCENT) / 100) : 0;
}

/** Savings against the MRP: Σ (originalPrice − cutoffPrice) × quantity. */
export function savingsOf(lines: readonly PricedLine[]): Paise {
  return lines.reduce((sum, l) => sum + (toPaise(l.size.originalPrice) - toPaise(l.size.cutoffPrice)) * l.quantity, 0);
}

export function computeTotals(lines: readonly PricedLine[], couponApplied = false): Totals {
  const itemCount = lines.reduce((n, l) => n + l.quantity, 0);
  const subtotal = lines.reduce((sum, l) => sum + toPaise(l.size.cutoffPrice) * l.quantity, 0);
  const shipping = shippingFor(subtotal, itemCount);
  const discount = couponDiscount(subtotal, couponApplied);
  return {
    itemCount,
    subtotal,
    shipping,
    tax: 0,
    discount,
    savings: savingsOf(lines),
    total: subtotal + shipping - discount,
  };
}
