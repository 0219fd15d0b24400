import { describe, expect, it } from 'vitest';

import { formatINR, toPaise } from './money';
import { computeTotals, couponDiscount, isValidCoupon, shippingFor } from './pricing';

const line = (originalPrice: number, cutoffPrice: number, quantity: number) => ({ quantity, size: { originalPrice, cutoffPrice } });

describe('pricing', () => {
  it('sums cutoff prices, charges 50 below 5000 and saves the MRP difference', () => {
    const t = computeTotals([line(30, 20, 3), line(15, 10, 2)]);
    expect(t).toEqual({ itemCount: 5, subtotal: toPaise(80), shipping: toPaise(50), tax: 0, discount: 0, savings: toPaise(40), total: toPaise(130) });
  });

  it('ships free from exactly 5000', () => {
    expect(shippingFor(toPaise(4999.99), 1)).toBe(toPaise(50));
    expect(shippingFor(toPaise(5000), 1)).toBe(0);
    expect(computeTotals([line(340, 320, 16)]).shipping).toBe(0);
    expect(computeTotals([]).shipping).toBe(0);
  });

  it('takes 30% of the items subtotal for TOOMOREOFFER, exact and case-sensitive', () => {
    expect(isValidCoupon('TOOMOREOFFER')).toBe(true);
    expect(isValidCoupon(' TOOMOREOFFER ')).toBe(true);
    expect(isValidCoupon('toomoreoffer')).toBe(false);
    expect(isValidCoupon('TOOMOREOFFER1')).toBe(false);
    expect(isValidCoupon(undefined)).toBe(false);
    const t = computeTotals([line(30, 20, 3)], true);
    expect(t.discount).toBe(toPaise(18));
    expect(t.total).toBe(toPaise(60 + 50 - 18));
  });

  it('never lets a float error reach a total', () => {
    const t = computeTotals([line(0.3, 0.1, 3), line(0.3, 0.2, 1)], true);
    expect(t.subtotal).toBe(50);
    expect(couponDiscount(toPaise(0.1), true)).toBe(3);
    expect(formatINR(toPaise(0.1) + toPaise(0.2))).toBe('₹0.30');
  });
});
