// Payments (docs/decisions/026-payments.md): what checkout may offer, an
// order's payment (opened as the order is: its owner, or a guest's link), the
// browser's confirmation after the gateway's checkout, a switch to paying on
// delivery, and the gateway's webhook — read from the raw body, since its
// signature is over the bytes sent.
import express, { type Request, type Router } from 'express';

import { DomainError } from '../store/domain-error';
import { paymentJson } from '../store/orders/order-json';
import { openOrder, readOrder } from '../store/orders/read-orders';
import type { OrderRow } from '../store/orders/rows';
import { type CheckoutOpening, confirmCheckout, openPayment } from '../store/payments/pay-online';
import { switchToCashOnDelivery } from '../store/payments/settle';
import { applyWebhook } from '../store/payments/webhooks';
import { body } from './body';
import type { HttpContext } from './context';
import { sessionTokenOf } from './cookies';

export const WEBHOOK_PATH = '/api/payments/razorpay/webhook';

/** A webhook's body is small JSON; anything bigger is not the gateway's. */
const WEBHOOK_BODY_LIMIT = '256kb';

export function paymentRoutes(ctx: HttpContext): Router {
  const router = express.Router();
  const opened = (req: Request) => openOrder(ctx, String(req.params.orderId), { key: req.query.key, sessionToken: sessionTokenOf(req) });
  const answer = async (order: OrderRow, checkout: CheckoutOpening | null, unavailable: boolean) => {
    const read = await readOrder(ctx.db, order.id);
    if (!read) throw new DomainError('order_not_found');
    return { success: true, order: read.json, payment: paymentJson(read.row), checkout, unavailable };
  };

  router.get('/api/payments/options', (_req, res) => {
    res.json({
      success: true,
      cashOnDelivery: true,
      online: ctx.gateway ? { provider: ctx.gateway.checkout.provider } : null,
      windowMinutes: Math.round(ctx.paymentWindowMs / 60_000),
    });
  });

  router.get('/api/orders/:orderId/payment', async (req, res) => {
    const { order, checkout, unavailable } = await openPayment(ctx, await opened(req));
    res.json(await answer(order, checkout, unavailable));
  });

  router.post('/api/orders/:orderId/payment', async (req, res) => {
    const b = body(req.body);
    const confirmed = await confirmCheckout(ctx, await opened(req), { paymentId: b.razorpay_payment_id, gatewayOrderId: b.razorpay_order_id, signature: b.razorpay_signature });
    const { order, checkout, unavailable } = await openPayment(ctx, confirmed);
    res.json(await answer(order, checkout, unavailable));
  });

  router.post('/api/orders/:orderId/pay-on-delivery', async (req, res) => {
    const order = await switchToCashOnDelivery(ctx, await opened(req));
    res.json(await answer(order, null, false));
  });

  return router;
}

/** The gateway's webhook, mounted before the JSON body parser: its signature is checked over the bytes as sent. */
export function webhookRoutes(ctx: HttpContext): Router {
  const router = express.Router();
  router.post(WEBHOOK_PATH, express.raw({ type: () => true, limit: WEBHOOK_BODY_LIMIT }), async (req, res) => {
    const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const outcome = await applyWebhook(ctx, raw, { signature: req.get('x-razorpay-signature'), eventId: req.get('x-razorpay-event-id') });
    res.json({ success: true, outcome });
  });
  return router;
}
