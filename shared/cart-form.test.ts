import { describe, expect, it } from 'vitest';

import { cartReducer, type CartState } from './cart';
import { asksOverLineLimit, cartActionFromForm } from './cart-form';

const form = (fields: Record<string, string>) => new URLSearchParams(fields);
const two: CartState = { lines: [{ id: '3-0', productId: 3, sizeIndex: 0, quantity: 2 }] };
const apply = (fields: Record<string, string>, cart = two) => {
  const action = cartActionFromForm(form(fields), cart);
  return action ? cartReducer(cart, action).lines : null;
};

describe('cart forms', () => {
  it('adds one of a size, or one more of a line that exists', () => {
    expect(apply({ intent: 'add', productId: '1', sizeIndex: '1' }, { lines: [] })).toEqual([{ id: '1-1', productId: 1, sizeIndex: 1, quantity: 1 }]);
    expect(apply({ intent: 'add', productId: '3', sizeIndex: '0' })).toEqual([{ id: '3-0', productId: 3, sizeIndex: 0, quantity: 3 }]);
  });

  it('sets a typed quantity, 0 removing the line', () => {
    expect(apply({ intent: 'set', productId: '3', sizeIndex: '0', quantity: '5' })).toEqual([{ id: '3-0', productId: 3, sizeIndex: 0, quantity: 5 }]);
    expect(apply({ intent: 'set', productId: '3', sizeIndex: '0', quantity: '0', rule: 'product' })).toEqual([{ id: '3-0', productId: 3, sizeIndex: 0, quantity: 1 }]);
  });

  it('turns an invalid entry into 1 on product pages and keeps the line elsewhere', () => {
    expect(apply({ intent: 'set', productId: '3', sizeIndex: '0', quantity: 'abc', rule: 'product' })).toEqual([{ id: '3-0', productId: 3, sizeIndex: 0, quantity: 1 }]);
    expect(apply({ intent: 'set', productId: '3', sizeIndex: '0', quantity: 'abc' })).toEqual(two.lines);
    expect(apply({ intent: 'set', productId: '3', sizeIndex: '0', quantity: '-4' })).toEqual(two.lines);
  });

  it('changes nothing for a typed quantity above the per-line limit, and says so', () => {
    const over = { intent: 'set', productId: '3', sizeIndex: '0', quantity: '601' };
    expect(apply(over)).toBeNull();
    expect(apply({ ...over, rule: 'product' })).toBeNull();
    expect(asksOverLineLimit(form(over))).toBe(true);
    expect(asksOverLineLimit(form({ ...over, quantity: '249' }))).toBe(false);
    expect(apply({ ...over, quantity: '249' })).toEqual([{ id: '3-0', productId: 3, sizeIndex: 0, quantity: 249 }]);
  });

  it('steps a line up and down; minus at 1 removes it', () => {
    expect(apply({ intent: 'increment', productId: '3', sizeIndex: '0' })?.[0]?.quantity).toBe(3);
    expect(apply({ intent: 'decrement', productId: '3', sizeIndex: '0' }, { lines: [{ id: '3-0', productId: 3, sizeIndex: 0, quantity: 1 }] })).toEqual([]);
    expect(apply({ intent: 'remove', productId: '3', sizeIndex: '0' })).toEqual([]);
    expect(apply({ intent: 'clear' })).toEqual([]);
  });

  it('refuses malformed forms and unknown products', () => {
    expect(apply({ intent: 'add', productId: 'x', sizeIndex: '0' })).toBeNull();
    expect(apply({ intent: 'drop-table', productId: '3', sizeIndex: '0' })).toBeNull();
    expect(apply({ intent: 'add', productId: '999', sizeIndex: '0' }, { lines: [] })).toEqual([]);
  });
});
