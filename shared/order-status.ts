// An order's statuses and the moves between them, as the backend's status
// machine takes them (backend/store/orders/status.ts) and the back office
// offers them (client/admin): forward only, never out of cancelled or
// expired, no cancellation once shipped.

/**
 * awaiting_payment: placed to be paid online, not yet paid (it expires when
 * its time is up); pending: placed (paid, or to be paid on delivery); then
 * processing, shipped, delivered; cancelled; expired: never paid.
 */
export const ORDER_STATUSES = ['awaiting_payment', 'pending', 'processing', 'shipped', 'delivered', 'cancelled', 'expired'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The moves staff and the operator make (the others are the payment's: placed, paid, expired). */
export const OPERATOR_STATUSES = ['processing', 'shipped', 'delivered', 'cancelled'] as const satisfies readonly OrderStatus[];
export type OperatorStatus = (typeof OPERATOR_STATUSES)[number];

/** The statuses from which an order may still be cancelled: it has not shipped. */
export const CANCELLABLE_STATUSES: readonly OrderStatus[] = ['awaiting_payment', 'pending', 'processing'];

/** The statuses an order may move to a status from. */
export const MOVES_FROM: Record<OrderStatus, readonly OrderStatus[]> = {
  awaiting_payment: [],
  pending: ['awaiting_payment'],
  processing: ['pending'],
  shipped: ['pending', 'processing'],
  delivered: ['processing', 'shipped'],
  cancelled: CANCELLABLE_STATUSES,
  expired: ['awaiting_payment'],
};

/** The moves staff may make from a status, in the order of the way. */
export function operatorMovesFrom(status: string): OperatorStatus[] {
  return OPERATOR_STATUSES.filter((to) => (MOVES_FROM[to] as readonly string[]).includes(status));
}
