import { describe, expect, it } from 'vitest';

import {
  cartReducer,
  type CartState,
  cartTotals,
  EMPTY_CART,
  isOverLineLimit,
  lineId,
  MAX_LINE_QUANTITY,
  parseProductPageQuantity,
  parseQuantity,
  quantityOf,
  sanitizeLines,
} from './cart';
import { PRODUCTS } from './catalogue';
import { FREE_SHIPPING_FROM } from './pricing';

const add = (s: CartState, productId: number, sizeIndex: number, quantity?: number) => cartReducer(s, { type: 'add', productId, sizeIndex, quantity });

describe('cart rules', () => {
  it("identifies a line as 'productId-sizeIndex' and adds to an existing line", () => {
    let s = add(EMPTY_CART, 2, 0);
    s = add(s, 2, 0, 2);
    s = add(s, 2, 1);
    expect(s.lines).toEqual([
      { id: '2-0', productId: 2, sizeIndex: 0, quantity: 3 },
      { id: '2-1', productId: 2, sizeIndex: 1, quantity: 1 },
    ]);
    expect(lineId(7, 1)).toBe('7-1');
  });

  it('replaces the quantity on change and removes at 0 or less', () => {
    let s = add(EMPTY_CART, 1, 0, 4);
    s = cartReducer(s, { type: 'setQuantity', productId: 1, sizeIndex: 0, quantity: 2 });
    expect(quantityOf(s, 1, 0)).toBe(2);
    s = cartReducer(s, { type: 'setQuantity', productId: 1, sizeIndex: 0, quantity: 0 });
    expect(s.lines).toEqual([]);
    s = cartReducer(add(EMPTY_CART, 1, 0), { type: 'setQuantity', productId: 1, sizeIndex: 0, quantity: -3 });
    expect(s.lines).toEqual([]);
  });

  it('removes a line when the cart-page minus is pressed at 1', () => {
    let s = add(EMPTY_CART, 3, 0, 2);
    s = cartReducer(s, { type: 'decrement', id: '3-0' });
    expect(quantityOf(s, 3, 0)).toBe(1);
    s = cartReducer(s, { type: 'decrement', id: '3-0' });
    expect(s.lines).toEqual([]);
  });

  it('removes by id and clears', () => {
    let s = add(add(EMPTY_CART, 3, 0), 4, 1);
    s = cartReducer(s, { type: 'remove', id: '3-0' });
    expect(s.lines.map((l) => l.id)).toEqual(['4-1']);
    expect(cartReducer(s, { type: 'clear' }).lines).toEqual([]);
  });

  it('ignores unknown products and sizes', () => {
    expect(add(EMPTY_CART, 999, 0).lines).toEqual([]);
    expect(add(EMPTY_CART, 1, 7).lines).toEqual([]);
  });

  it('accepts typed quantities only when they are numbers above 0', () => {
    expect(parseQuantity('3')).toBe(3);
    expect(parseQuantity(' 2 ')).toBe(2);
    expect(parseQuantity('0')).toBeNull();
    expect(parseQuantity('-1')).toBeNull();
    expect(parseQuantity('abc')).toBeNull();
    expect(parseQuantity('')).toBeNull();
    expect(parseProductPageQuantity('abc')).toBe(1);
    expect(parseProductPageQuantity('0')).toBe(1);
  });

  it('takes 249 as typed, and refuses (never clamps) a quantity above the per-line limit', () => {
    expect(parseQuantity('249')).toBe(249);
    expect(parseQuantity(String(MAX_LINE_QUANTITY))).toBe(MAX_LINE_QUANTITY);
    expect(isOverLineLimit(String(MAX_LINE_QUANTITY))).toBe(false);
    expect(parseQuantity(String(MAX_LINE_QUANTITY + 1))).toBeNull();
    expect(isOverLineLimit(String(MAX_LINE_QUANTITY + 1))).toBe(true);
    expect(isOverLineLimit('abc')).toBe(false);
  });

  it('lets one line of any size reach free shipping within the per-line limit', () => {
    for (const product of PRODUCTS) {
      for (let i = 0; i < product.sizes.length; i++) {
        const cart = cartReducer(EMPTY_CART, { type: 'setQuantity', productId: product.id, sizeIndex: i, quantity: MAX_LINE_QUANTITY });
        const totals = cartTotals(cart);
        expect(totals.subtotal, `${product.key} ${product.sizes[i]!.size}`).toBeGreaterThanOrEqual(FREE_SHIPPING_FROM);
        expect(totals.shipping).toBe(0);
      }
    }
  });

  it('restores only well-formed lines', () => {
    expect(sanitizeLines([{ productId: 2, sizeIndex: 0, quantity: 2 }, { productId: 'x' }, null, { productId: 2, sizeIndex: 0, quantity: 1 }])).toEqual([
      { id: '2-0', productId: 2, sizeIndex: 0, quantity: 2 },
    ]);
    expect(sanitizeLines('nope')).toEqual([]);
  });

  it('computes header totals: Σ quantity and Σ quantity × cutoffPrice', () => {
    const s = add(add(EMPTY_CART, 2, 0, 3), 2, 1, 2);
    const t = cartTotals(s);
    expect(t.itemCount).toBe(5);
    expect(t.subtotal).toBe(3 * 2000 + 2 * 1000);
  });
});
