// /api/orders: place an order, list an account's orders, open one (its owner,
// or a guest with the order link's key), cancel it before it ships, and
// download its GST invoice and, once cancelled, its credit note.
import express, { type Request, type Router } from 'express';

import { requireSessionUser, sessionUser } from '../store/accounts/sessions';
import { DomainError } from '../store/domain-error';
import { cancelOrder } from '../store/orders/cancel-order';
import { placeOrder } from '../store/orders/place-order';
import { listOrders, openOrder, readOrder } from '../store/orders/read-orders';
import { body } from './body';
import type { HttpContext } from './context';
import { sessionTokenOf } from './cookies';
import { sendCreditNote, sendInvoice } from './order-documents';
import { leadingInt } from './query';

export function orderRoutes(ctx: HttpContext): Router {
  const router = express.Router();
  /** The order a request may open: a guest's link opens its one order; anything else needs the owner's session. */
  const opened = (req: Request) => openOrder(ctx, String(req.params.orderId), { key: req.query.key, sessionToken: sessionTokenOf(req) });
  const read = async (orderId: string) => {
    const found = await readOrder(ctx.db, orderId);
    if (!found) throw new DomainError('order_not_found');
    return found.json;
  };

  router.post('/api/orders', async (req, res) => {
    const b = body(req.body);
    const user = await sessionUser(ctx.db, sessionTokenOf(req));
    const placed = await placeOrder(ctx, {
      form: b.form,
      items: b.items,
      couponCode: b.couponCode,
      idempotencyKey: b.idempotencyKey,
      language: b.language,
      user,
      clientAddress: req.ip,
    });
    res
      .status(placed.created ? 201 : 200)
      .json({ success: true, orderId: placed.orderId, ...(placed.orderKey ? { orderKey: placed.orderKey } : {}), awaitingPayment: placed.awaitingPayment });
  });

  router.get('/api/orders', async (req, res) => {
    const user = await requireSessionUser(ctx.db, sessionTokenOf(req));
    const page = leadingInt(req.query.page, 1);
    const limit = leadingInt(req.query.limit, 10, 50);
    res.json({ success: true, ...(await listOrders(ctx.db, user.id, page, limit)) });
  });

  router.get('/api/orders/:orderId', async (req, res) => {
    res.json({ success: true, order: await read((await opened(req)).id) });
  });

  router.post('/api/orders/:orderId/cancel', async (req, res) => {
    const order = await opened(req);
    const cancelled = await cancelOrder(ctx, order, body(req.body).language);
    res.json({ success: true, cancelled, order: await read(order.id) });
  });

  router.get('/api/orders/:orderId/invoice', async (req, res) => {
    await sendInvoice(ctx, res, await opened(req));
  });

  router.get('/api/orders/:orderId/credit-note', async (req, res) => {
    await sendCreditNote(ctx, res, await opened(req));
  });

  return router;
}
