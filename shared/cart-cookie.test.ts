import { describe, expect, it } from 'vitest';

import { MAX_LINE_QUANTITY } from './cart';
import { decodeCart, encodeCart } from './cart-cookie';

describe('cart cookie', () => {
  it('round-trips lines', () => {
    const lines = [
      { id: '2-0', productId: 2, sizeIndex: 0, quantity: 3 },
      { id: '1-1', productId: 1, sizeIndex: 1, quantity: 1 },
    ];
    expect(encodeCart(lines)).toBe('2-0:3.1-1:1');
    expect(decodeCart(encodeCart(lines))).toEqual(lines);
  });

  it('drops malformed parts, unknown products and sizes, and duplicates', () => {
    expect(decodeCart('2-0:3.999-0:1.2-9:1.x.2-0:5.<script>')).toEqual([{ id: '2-0', productId: 2, sizeIndex: 0, quantity: 3 }]);
    expect(decodeCart('2-0:0')).toEqual([]);
    expect(decodeCart(undefined)).toEqual([]);
    expect(decodeCart('a'.repeat(5000))).toEqual([]);
  });

  it('caps a tampered quantity at the per-line limit', () => {
    expect(decodeCart('2-0:500')[0]?.quantity).toBe(500);
    expect(decodeCart('2-0:999')[0]?.quantity).toBe(MAX_LINE_QUANTITY);
  });
});
