// The quantity box beside a cart that changes under it (a submission landing
// while the shopper types the next number).
import { describe, expect, it } from 'vitest';

import { boxTextAfterCartChange } from '../../client/components/shop/QuantityControl';

describe('quantity box after a cart change', () => {
  it('shows the new quantity when the box held the old one', () => {
    expect(boxTextAfterCartChange('2', 2, 3)).toBe('3');
    expect(boxTextAfterCartChange(' 2 ', 2, 1)).toBe('1');
  });

  it('keeps a number the shopper is typing when an earlier submission lands', () => {
    expect(boxTextAfterCartChange('7', 2, 1)).toBe('7');
    expect(boxTextAfterCartChange('', 2, 1)).toBe('');
  });
});
