import { describe, expect, it } from 'vitest';

import { PAYMENT_STATES, paymentStateOf } from './payment-state';

describe('paymentStateOf', () => {
  it('takes any state the host names', () => {
    for (const state of PAYMENT_STATES) expect(paymentStateOf(state, 'online')).toBe(state);
  });

  it('reads a missing or unknown state from the method, never as paid', () => {
    expect(paymentStateOf(undefined, 'cod')).toBe('cod');
    expect(paymentStateOf('captured', 'online')).toBe('awaiting');
    expect(paymentStateOf(null, 'card')).toBe('not_charged');
    expect(paymentStateOf('', 'upi')).toBe('not_charged');
  });
});
