import { describe, expect, it } from 'vitest';

import { operatorMovesFrom } from './order-status';

describe('the moves staff may make', () => {
  it('go forward only, cancel until shipped, and end at delivered, cancelled or expired', () => {
    expect(operatorMovesFrom('awaiting_payment')).toEqual(['cancelled']);
    expect(operatorMovesFrom('pending')).toEqual(['processing', 'shipped', 'cancelled']);
    expect(operatorMovesFrom('processing')).toEqual(['shipped', 'delivered', 'cancelled']);
    expect(operatorMovesFrom('shipped')).toEqual(['delivered']);
    for (const end of ['delivered', 'cancelled', 'expired', 'nonsense']) expect(operatorMovesFrom(end)).toEqual([]);
  });
});
