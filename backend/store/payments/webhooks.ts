// The gateway's webhooks, the source of truth about money (docs/decisions/026-payments.md):
// read only once their signature over the raw body is the gateway's, each
// event kept by its id so that a repeat has no effect, taken in any order.
// A bad signature is refused (400); an event about an order the shop does not
// know is refused (404), and one whose amount is not the order's (400): none
// of them changes anything. Events the shop does not act on are acknowledged.
import type { OperatorContext } from '../context';
import type { Queryable } from '../db';
import { DomainError } from '../domain-error';
import type { OrderRow } from '../orders/rows';
import { BadWebhook, type GatewayEvent } from './gateway';
import { settleRefund } from './refunds';
import { recordFailure, settlePayment } from './settle';

export type WebhookOutcome = 'applied' | 'repeat' | 'ignored';

/** The events the shop acts on (the README asks the operator to enable these). */
export const HANDLED_EVENTS = ['payment.captured', 'order.paid', 'payment.failed', 'refund.processed', 'refund.failed'] as const;

/** The order an event is about: by the gateway's order id, else (a refund) by the payment refunded. */
async function orderOf(db: Queryable, event: GatewayEvent): Promise<OrderRow> {
  const order = event.orderId
    ? await db.get<OrderRow>('SELECT * FROM orders WHERE gateway_order_id = ?', event.orderId)
    : event.refund
      ? await db.get<OrderRow>('SELECT * FROM orders WHERE gateway_payment_id = ?', event.refund.paymentId)
      : undefined;
  if (!order) throw new DomainError('order_not_found');
  return order;
}

function readEvent(ctx: Pick<OperatorContext, 'gateway'>, rawBody: Buffer, headers: { signature: string | undefined; eventId: string | undefined }): GatewayEvent {
  if (!ctx.gateway) throw new DomainError('not_found');
  try {
    return ctx.gateway.readWebhook(rawBody, headers);
  } catch (error) {
    if (error instanceof BadWebhook) throw new DomainError('bad_request');
    throw error;
  }
}

export async function applyWebhook(ctx: OperatorContext, rawBody: Buffer, headers: { signature: string | undefined; eventId: string | undefined }): Promise<WebhookOutcome> {
  const event = readEvent(ctx, rawBody, headers);
  if (!(HANDLED_EVENTS as readonly string[]).includes(event.type)) return 'ignored';
  const order = await orderOf(ctx.db, event);
  switch (event.type) {
    case 'payment.captured':
    case 'order.paid': {
      if (!event.payment) throw new DomainError('bad_request');
      const settled = await settlePayment(ctx, order.id, event.payment, { kind: event.type, gatewayEventId: event.id });
      return settled === 'repeat' ? 'repeat' : 'applied';
    }
    case 'payment.failed':
      if (!event.payment) throw new DomainError('bad_request');
      return (await recordFailure(ctx, order.id, event.payment, event.id)) ? 'applied' : 'repeat';
    default:
      if (!event.refund) throw new DomainError('bad_request');
      return (await settleRefund(ctx, order.id, event.refund, event.id)) ? 'applied' : 'repeat';
  }
}
