// Orders: placed from the checkout form and cart lines, priced here from the
// catalogue (never from client prices), stored with their items in one
// transaction; read back by their owner; moved through statuses by operators.
import { randomBytes } from 'node:crypto';

import express, { type Router } from 'express';
import type { Logger } from 'pino';

import { MAX_LINE_QUANTITY } from '../shared/cart';
import { getProduct } from '../shared/catalogue';
import { CHECKOUT_ERROR_TEXT, toOrderForm, validateOrder } from '../shared/checkout-form';
import { DEFAULT_LANGUAGE } from '../shared/languages';
import { toPaise, toRupees } from '../shared/money';
import { computeTotals, COUPON_CODE, isValidCoupon } from '../shared/pricing';
import { pathTo } from '../shared/routes';
import { type Db, oneRow, type Queryable } from './db';
import { HttpError, sendError } from './http-errors';
import type { SendMail } from './mail';
import type { MailTranslator } from './mail-translator';
import { addNotification, type NotificationType } from './notifications';
import { orderLinkKey, orderLinkOpens } from './order-links';
import { type ConfirmedOrder, orderConfirmationMail } from './order-mail';
import type { RateLimiter } from './rate-limit';
import { currentUser, requireUser } from './sessions';
import { body } from './validate';

export const ORDER_STATUSES = ['pending', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
const MAX_LINES = 50;

const STATUS_NOTIFICATION: Partial<Record<OrderStatus, NotificationType>> = {
  processing: 'payment_received',
  shipped: 'order_shipped',
  delivered: 'order_delivered',
  cancelled: 'order_cancelled',
};

interface Line {
  productId: number;
  sizeIndex: number;
  quantity: number;
}

function readLines(raw: unknown): Line[] {
  if (!Array.isArray(raw) || raw.length === 0) throw new HttpError(400, 'cart_empty');
  if (raw.length > MAX_LINES) throw new HttpError(400, 'too_many_lines', { max: MAX_LINES });
  const lines = new Map<string, Line>();
  for (const item of raw) {
    const { productId, sizeIndex, quantity } = (item ?? {}) as Record<string, unknown>;
    if (!Number.isInteger(productId) || !Number.isInteger(sizeIndex) || !Number.isInteger(quantity)) throw new HttpError(400, 'invalid_item');
    const product = getProduct(productId as number);
    if (!product || !product.sizes[sizeIndex as number]) throw new HttpError(400, 'unknown_product');
    const key = `${String(productId)}-${String(sizeIndex)}`;
    // The cart's per-line limit, on the line's whole quantity (repeated lines add up), refused rather than cut.
    const total = (lines.get(key)?.quantity ?? 0) + (quantity as number);
    if ((quantity as number) < 1 || total > MAX_LINE_QUANTITY) throw new HttpError(400, 'invalid_quantity', { max: MAX_LINE_QUANTITY });
    lines.set(key, { productId: productId as number, sizeIndex: sizeIndex as number, quantity: total });
  }
  return [...lines.values()];
}

function newOrderId(now: Date): string {
  const date = now.toISOString().slice(0, 10).replace(/-/g, '');
  return `TM-${date}-${randomBytes(4).toString('hex').toUpperCase()}`;
}

interface OrderRow {
  id: string;
  user_id: number | null;
  status: OrderStatus;
  payment_method: string;
  card_brand: string | null;
  card_last4: string | null;
  upi_id: string | null;
  customer_json: string;
  coupon: string | null;
  subtotal: number;
  shipping: number;
  tax: number;
  discount: number;
  savings: number;
  total: number;
  created_at: string;
}

interface ItemRow {
  product_id: number;
  size_index: number;
  name: string;
  size_label: string;
  size_value: number;
  quantity: number;
  price: number;
  subtotal: number;
}

/** The Order shape the shop reads (docs/backend.md), prices in rupees. */
function toJson(order: OrderRow, items: ItemRow[]) {
  return {
    orderId: order.id,
    _id: order.id,
    orderDate: order.created_at,
    createdAt: order.created_at,
    status: order.status,
    paymentMethod: order.payment_method,
    ...(order.card_last4 ? { cardBrand: order.card_brand ?? 'other', cardLast4: order.card_last4 } : {}),
    customer: JSON.parse(order.customer_json) as Record<string, string>,
    items: items.map((i) => ({
      id: `${i.product_id}-${i.size_index}`,
      productId: i.product_id,
      name: i.name,
      image: `/images/products/${getProduct(i.product_id)?.key ?? 'skyberry'}.svg`,
      size: { size: i.size_label, value: i.size_value },
      quantity: i.quantity,
      price: toRupees(i.price),
      subtotal: toRupees(i.subtotal),
    })),
    pricing: {
      subtotal: toRupees(order.subtotal),
      shipping: toRupees(order.shipping),
      tax: toRupees(order.tax),
      discount: toRupees(order.discount),
      totalSavings: toRupees(order.savings),
      orderTotal: toRupees(order.total),
    },
  };
}

export async function readOrder(db: Queryable, orderId: string) {
  const order = await db.get<OrderRow>('SELECT * FROM orders WHERE id = ?', orderId);
  if (!order) return null;
  const items = await db.all<ItemRow>('SELECT * FROM order_items WHERE order_id = ? ORDER BY id', orderId);
  return { row: order, json: toJson(order, items) };
}

/** Moves an order to a status and tells its owner (the operator command). */
export async function setOrderStatus(db: Db, orderId: string, status: OrderStatus): Promise<void> {
  if (!ORDER_STATUSES.includes(status)) throw new Error(`Unknown status "${status}"; use one of ${ORDER_STATUSES.join(', ')}`);
  await db.transaction(async (tx) => {
    // Only a real change writes (and notifies): two operators moving the same
    // order at once notify its owner once.
    const order = await tx.get<{ user_id: number | null }>('SELECT user_id FROM orders WHERE id = ?', orderId);
    if (!order) throw new Error(`No order ${orderId}`);
    const changed = await tx.run('UPDATE orders SET status = ? WHERE id = ? AND status <> ?', status, orderId, status);
    const type = STATUS_NOTIFICATION[status];
    if (changed.changes > 0 && order.user_id !== null && type) await addNotification(tx, order.user_id, type, orderId);
  });
}

/** The column that keeps the order in which orders were inserted. */
const insertionOrder = (db: Queryable) => (db.dialect === 'sqlite' ? 'rowid' : 'seq');

export interface OrderDeps {
  db: Db;
  orderLimiter: RateLimiter;
  /** The server secret order links are keyed with. */
  secret: () => Promise<Buffer>;
  sendMail: SendMail;
  translateMail: MailTranslator;
  /** Where the shop is reached (the links in mail). */
  publicUrl: string;
  logger: Logger;
}

export function orderRoutes({ db, orderLimiter, secret, sendMail, translateMail, publicUrl, logger }: OrderDeps): Router {
  const router = express.Router();
  const keyFor = async (order: { id: string; created_at: string }) => orderLinkKey(await secret(), order.id, order.created_at);

  /** The confirmation mail; an order stands even when its mail cannot be sent. */
  const confirm = async (order: ConfirmedOrder, language: unknown, key: string, signedIn: boolean) => {
    try {
      const { lng, t } = await translateMail(language);
      const prefix = lng === DEFAULT_LANGUAGE ? '' : `/${lng}`;
      const url = signedIn
        ? `${publicUrl}${prefix}${pathTo('order-detail', { orderId: order.orderId })}`
        : `${publicUrl}${prefix}/orders/${encodeURIComponent(order.orderId)}?key=${encodeURIComponent(key)}`;
      await sendMail(orderConfirmationMail(t, lng, order, { url, guest: !signedIn }));
    } catch (error) {
      logger.error({ err: error, orderId: order.orderId }, 'order confirmation mail not sent');
    }
  };

  router.post('/api/orders', async (req, res) => {
    // A shopper places a few orders; a burst from one address is a script.
    await orderLimiter.hit(`ip:${req.ip}`);
    const b = body(req.body);
    const user = await currentUser(db, req);
    // Only the posted shape is read: a card number or security code in the body is dropped here, never stored.
    const form = toOrderForm(b.form);
    const errors = validateOrder(form);
    if (Object.keys(errors).length) {
      const messages = Object.fromEntries(Object.entries(errors).map(([field, code]) => [field, CHECKOUT_ERROR_TEXT[code]]));
      throw new HttpError(400, 'checkout_invalid', undefined, messages, errors);
    }
    const lines = readLines(b.items);
    // A key answers only whoever made it (the account, or a guest's address):
    // someone else's key starts a new order rather than revealing theirs.
    const sentKey = typeof b.idempotencyKey === 'string' && /^[\w-]{8,100}$/.test(b.idempotencyKey) ? b.idempotencyKey : null;
    const idempotencyKey = sentKey ? `${user ? `user:${user.id}` : `guest:${req.ip}`}|${sentKey}` : null;
    const placedBefore = async () =>
      idempotencyKey ? await db.get<{ id: string; created_at: string }>('SELECT id, created_at FROM orders WHERE idempotency_key = ?', idempotencyKey) : undefined;
    const existing = await placedBefore();
    if (existing) return void res.json({ success: true, orderId: existing.id, orderKey: await keyFor(existing) });
    const couponApplied = typeof b.couponCode === 'string' && isValidCoupon(b.couponCode);
    if (b.couponCode && !couponApplied) throw new HttpError(400, 'invalid_coupon');
    const priced = lines.map((l) => {
      const product = getProduct(l.productId);
      const size = product?.sizes[l.sizeIndex];
      if (!product || !size) throw new HttpError(400, 'unknown_product'); // readLines has checked
      return { ...l, product, size };
    });
    const totals = computeTotals(priced, couponApplied);
    const now = new Date();
    const orderId = newOrderId(now);
    const customer = {
      firstName: form.firstName.trim(),
      lastName: form.lastName.trim(),
      email: form.email.trim().toLowerCase(),
      phone: form.phone.trim(),
      address: form.address.trim(),
      city: form.city.trim(),
      state: form.state.trim(),
      postalCode: form.postalCode.trim().toUpperCase(),
      country: form.country,
    };
    const placed = await db.transaction(async (tx) => {
      // The same key sent to two processes at once: the second insert waits for
      // the first, then does nothing, and answers the first order below.
      const inserted = await tx.get<{ id: string }>(
        `INSERT INTO orders (id, user_id, status, payment_method, card_brand, card_last4, upi_id, customer_json, coupon, subtotal, shipping, tax, discount, savings, total, idempotency_key, created_at)
         VALUES (?, ?, 'pending', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (idempotency_key) DO NOTHING
         RETURNING id`,
        orderId,
        user?.id ?? null,
        form.paymentMethod,
        form.paymentMethod === 'card' ? form.cardBrand : null,
        form.paymentMethod === 'card' ? form.cardLast4 : null,
        form.paymentMethod === 'upi' ? form.upiId.trim() : null,
        JSON.stringify(customer),
        couponApplied ? COUPON_CODE : null,
        totals.subtotal,
        totals.shipping,
        totals.tax,
        totals.discount,
        totals.savings,
        totals.total,
        idempotencyKey,
        now.toISOString(),
      );
      if (!inserted) return false;
      for (const l of priced) {
        const price = toPaise(l.size.cutoffPrice);
        await tx.run(
          'INSERT INTO order_items (order_id, product_id, size_index, name, size_label, size_value, quantity, price, original_price, subtotal) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
          orderId,
          l.productId,
          l.sizeIndex,
          l.product.displayName ?? l.product.name,
          l.size.size,
          l.size.value,
          l.quantity,
          price,
          toPaise(l.size.originalPrice),
          price * l.quantity,
        );
      }
      if (user) await addNotification(tx, user.id, 'order_placed', orderId);
      return true;
    });
    if (!placed) {
      const first = await placedBefore();
      if (!first) throw new Error('an order with this idempotency key was neither inserted nor found');
      return void res.json({ success: true, orderId: first.id, orderKey: await keyFor(first) });
    }
    const orderKey = await keyFor({ id: orderId, created_at: now.toISOString() });
    const items = priced.map((l) => ({ productId: l.productId, size: l.size.size, quantity: l.quantity, subtotal: toPaise(l.size.cutoffPrice) * l.quantity }));
    await confirm({ orderId, firstName: customer.firstName, email: customer.email, items, totals }, b.language, orderKey, user !== null);
    res.status(201).json({ success: true, orderId, orderKey });
  });

  router.get('/api/orders', async (req, res) => {
    const user = await requireUser(db, req);
    const { page: pageParam, limit: limitParam } = req.query;
    const page = Math.max(1, Number.parseInt(typeof pageParam === 'string' ? pageParam : '1', 10) || 1);
    const limit = Math.min(50, Math.max(1, Number.parseInt(typeof limitParam === 'string' ? limitParam : '10', 10) || 10));
    const total = (await oneRow<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM orders WHERE user_id = ?', user.id)).n;
    const rows = await db.all<OrderRow & { item_count: number }>(
      `SELECT o.*, (SELECT COALESCE(SUM(quantity), 0) FROM order_items i WHERE i.order_id = o.id) AS item_count
       FROM orders o WHERE o.user_id = ? ORDER BY o.created_at DESC, o.${insertionOrder(db)} DESC LIMIT ? OFFSET ?`,
      user.id,
      limit,
      (page - 1) * limit,
    );
    res.json({
      success: true,
      orders: rows.map((o) => ({
        orderId: o.id,
        orderDate: o.created_at,
        status: o.status,
        paymentMethod: o.payment_method,
        itemCount: o.item_count,
        orderTotal: toRupees(o.total),
      })),
      pagination: { page, limit, total, pages: Math.max(1, Math.ceil(total / limit)) },
    });
  });

  router.get('/api/orders/:orderId', async (req, res) => {
    // A guest's link opens its one order; anything else needs the owner's session.
    const key = req.query.key;
    if (key !== undefined) {
      const found = orderLinkOpens(await secret(), req.params.orderId, key) ? await readOrder(db, req.params.orderId) : null;
      if (!found) {
        sendError(res, 404, 'order_not_found');
        return;
      }
      return void res.json({ success: true, order: found.json });
    }
    const user = await requireUser(db, req);
    const found = await readOrder(db, req.params.orderId);
    if (!found || found.row.user_id !== user.id) {
      sendError(res, 404, 'order_not_found');
      return;
    }
    res.json({ success: true, order: found.json });
  });

  return router;
}
