// The steps of an order's timeline, from what the host says of it: placed;
// paid online (or to pay on delivery); packed, shipped, delivered — or,
// instead, cancelled and refunded, or expired unpaid. A step the order has
// reached is dated where the host says when (a host that keeps no dates: only
// the placing); one still to come is upcoming. A closed order (cancelled,
// expired) shows only the steps it took, then how it ended.
import type { OrderView } from '../../api/order-shape';

export type StepName = 'placed' | 'paid' | 'payOnDelivery' | 'processing' | 'shipped' | 'delivered' | 'cancelled' | 'refundInitiated' | 'refunded' | 'expired';

export interface TimelineStep {
  name: StepName;
  reached: boolean;
  /** When it was reached, where the host says. */
  at: string | null;
}

const WAY = [
  ['processing', 'processingAt', 1],
  ['shipped', 'shippedAt', 2],
  ['delivered', 'deliveredAt', 3],
] as const;
const PAID_STATES = new Set(['paid', 'refund_due', 'refund_pending', 'refunded', 'refund_failed']);
const REFUND_STATES = new Set(['refund_due', 'refund_pending', 'refunded', 'refund_failed']);

const dated = (iso: string | null | undefined) => (iso && !Number.isNaN(Date.parse(iso)) ? iso : null);
const step = (name: StepName, reached: boolean, at: string | null = null): TimelineStep => ({ name, reached, at: reached ? dated(at) : null });

function paymentStep({ payment }: OrderView): TimelineStep | null {
  if (payment.state === 'cod') return step('payOnDelivery', true);
  if (PAID_STATES.has(payment.state) || payment.paidAt) return step('paid', true, payment.paidAt);
  if (payment.state === 'awaiting' || payment.state === 'failed') return step('paid', false);
  // Never charged (placed before online payment), or expired unpaid: no payment to show.
  return null;
}

function refundSteps(order: OrderView): TimelineStep[] {
  const { state, refund } = order.payment;
  if (!REFUND_STATES.has(state) && !refund && order.refundDue <= 0) return [];
  const initiated = Boolean(refund?.initiatedAt) || state === 'refund_pending' || state === 'refunded' || state === 'refund_failed';
  return [step('refundInitiated', initiated, refund?.initiatedAt), step('refunded', state === 'refunded', refund?.settledAt ?? refund?.initiatedAt)];
}

export function timelineOf(order: OrderView): TimelineStep[] {
  const rank = WAY.find(([name]) => name === order.status)?.[2] ?? 0;
  const payment = paymentStep(order);
  const steps = [
    step('placed', true, order.date),
    ...(payment ? [payment] : []),
    ...WAY.map(([name, field, stage]) => step(name, rank >= stage || dated(order[field]) !== null, order[field])),
  ];
  if (order.status === 'cancelled') return [...steps.filter((s) => s.reached && s.name !== 'payOnDelivery'), step('cancelled', true, order.cancelledAt), ...refundSteps(order)];
  if (order.status === 'expired') return [...steps.filter((s) => s.reached), step('expired', true)];
  return steps;
}
