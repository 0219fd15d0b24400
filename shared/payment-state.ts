// Where an order's money stands (docs/decisions/026-payments.md):
// - cod: to be paid on delivery;
// - awaiting: to be paid online, not yet (the last attempt may have failed: failed);
// - paid: captured by the gateway;
// - expired: never paid, and the order's time ran out;
// - refund_due: a refund is owed but the gateway has not taken it yet (it is asked again);
// - refund_pending: the gateway is refunding it; refunded; refund_failed;
// - not_charged: placed as card or UPI before the shop took online payments.
export const PAYMENT_STATES = ['cod', 'awaiting', 'failed', 'paid', 'expired', 'refund_due', 'refund_pending', 'refunded', 'refund_failed', 'not_charged'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

export function isPaymentState(value: unknown): value is PaymentState {
  return typeof value === 'string' && (PAYMENT_STATES as readonly string[]).includes(value);
}

/** The state the host says, else one read from the order's method: a host that says nothing took no money online. */
export function paymentStateOf(state: unknown, method: string): PaymentState {
  if (isPaymentState(state)) return state;
  if (method === 'card' || method === 'upi') return 'not_charged';
  return method === 'online' ? 'awaiting' : 'cod';
}

/** How an order is to be paid, as checkout offers it. */
export const PAYMENT_METHODS = ['cod', 'online'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
