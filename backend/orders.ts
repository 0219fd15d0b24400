// Orders: placed from the checkout form and cart lines, priced here from the
// catalogue (never from client prices), stored with their items in one
// transaction; read back by their owner; moved through statuses by operators.
import { randomBytes } from 'node:crypto';

import express, { type Request, type Router } from 'express';
import type { Logger } from 'pino';

import { MAX_LINE_QUANTITY } from '../shared/cart';
import { getProduct } from '../shared/catalogue';
import { CHECKOUT_ERROR_TEXT, toOrderForm, validateOrder } from '../shared/checkout-form';
import { type CompanyFacts, SAMPLE_COMPANY } from '../shared/company';
import { computeInvoice, creditNoteNumber, creditNoteSeries, financialYearOf, indiaDay, invoiceNumber } from '../shared/invoice';
import { DEFAULT_LANGUAGE, toSupportedLanguage } from '../shared/languages';
import { toPaise, toRupees } from '../shared/money';
import { computeTotals, COUPON_CODE, isValidCoupon } from '../shared/pricing';
import { pathTo } from '../shared/routes';
import { cancellationMail, type CancelledOrder } from './cancellation-mail';
import { type Db, oneRow, type Queryable } from './db';
import { HttpError } from './http-errors';
import { creditNotePdf, invoicePdf } from './invoice-pdf';
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

export interface OrderRow {
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
  language: string | null;
  cancelled_at: string | null;
  /** Paise due back to a card or UPI payer once cancelled (0 for cash on delivery). */
  refund_due: number | null;
  invoice_number: string | null;
  /** A cancelled order's credit note against its invoice (null until cancelled, or for one cancelled before credit notes until its first download). */
  credit_note_number: string | null;
}

/** The statuses from which an order may still be cancelled: it has not shipped. */
export const CANCELLABLE_STATUSES: readonly OrderStatus[] = ['pending', 'processing'];

export interface ItemRow {
  product_id: number;
  size_index: number;
  name: string;
  size_label: string;
  size_value: number;
  quantity: number;
  price: number;
  subtotal: number;
}

/** The GST inside what was paid (the invoice's total tax; the same within a state and between states), or null for an item the tax data lacks. */
function gstIncluded(order: OrderRow, items: readonly ItemRow[]): number | null {
  try {
    const invoice = computeInvoice({
      lines: items.map((i) => ({ productKey: getProduct(i.product_id)?.key ?? '', description: i.name, quantity: i.quantity, amount: i.subtotal })),
      discount: order.discount,
      shipping: order.shipping,
      day: indiaDay(order.created_at),
      sellerStateCode: '',
      placeOfSupply: null,
    });
    return invoice.totals.tax;
  } catch {
    return null;
  }
}

/** The Order shape the shop reads (docs/backend.md), prices in rupees. */
function toJson(order: OrderRow, items: ItemRow[]) {
  const gst = gstIncluded(order, items);
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
    invoiceNumber: order.invoice_number,
    gstIncluded: gst === null ? null : toRupees(gst),
    cancellable: CANCELLABLE_STATUSES.includes(order.status),
    ...(order.status === 'cancelled' ? { cancelledAt: order.cancelled_at, refundDue: toRupees(order.refund_due ?? 0), creditNoteNumber: order.credit_note_number } : {}),
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

/** The statuses an order may move to a status from: forward only, and never out of cancelled or past shipping into cancelled. */
const MOVES_FROM: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: [],
  processing: ['pending'],
  shipped: ['pending', 'processing'],
  delivered: ['processing', 'shipped'],
  cancelled: CANCELLABLE_STATUSES,
};

/** A move the order's status does not allow (shipping a cancelled order, cancelling a shipped one). */
export class OrderStatusError extends Error {
  constructor(
    readonly orderId: string,
    readonly from: OrderStatus,
    readonly to: OrderStatus,
  ) {
    super(`Order ${orderId} is ${from}; it cannot become ${to}`);
  }
}

/**
 * Moves an order to a status in ONE conditional UPDATE (… WHERE status IN the
 * statuses it may come from), so that of a cancellation and a shipment racing
 * each other exactly one wins, on SQLite and on PostgreSQL alike; a
 * cancellation that wins takes its credit note number in the same
 * transaction (a lost race takes none); then tells its owner. Answers the order as it now is when this call changed it, null
 * when it already had the status; throws OrderStatusError when the move is
 * not allowed.
 */
export async function setOrderStatus(db: Db, orderId: string, status: OrderStatus, now = new Date()): Promise<OrderRow | null> {
  if (!ORDER_STATUSES.includes(status)) throw new Error(`Unknown status "${status}"; use one of ${ORDER_STATUSES.join(', ')}`);
  const from = MOVES_FROM[status];
  return db.transaction(async (tx) => {
    const changed =
      from.length === 0
        ? { changes: 0 }
        : status === 'cancelled'
          ? await tx.run(
              `UPDATE orders SET status = 'cancelled', cancelled_at = ?, refund_due = CASE WHEN payment_method = 'cod' THEN 0 ELSE total END
               WHERE id = ? AND status IN (${from.map(() => '?').join(', ')})`,
              now.toISOString(),
              orderId,
              ...from,
            )
          : await tx.run(`UPDATE orders SET status = ? WHERE id = ? AND status IN (${from.map(() => '?').join(', ')})`, status, orderId, ...from);
    const order = await tx.get<OrderRow>('SELECT * FROM orders WHERE id = ?', orderId);
    if (!order) throw new Error(`No order ${orderId}`);
    if (changed.changes === 0) {
      // Only a real change writes (and notifies): two operators moving the same order at once notify its owner once.
      if (order.status === status) return null;
      throw new OrderStatusError(orderId, order.status, status);
    }
    if (status === 'cancelled') {
      // The row is locked by the UPDATE above until this commits: the counter is taken after it, in the same order as ensureCreditNoteNumber does.
      order.credit_note_number = await nextCreditNoteNumber(tx, now);
      await tx.run('UPDATE orders SET credit_note_number = ? WHERE id = ?', order.credit_note_number, orderId);
    }
    const type = STATUS_NOTIFICATION[status];
    if (order.user_id !== null && type) await addNotification(tx, order.user_id, type, orderId);
    return order;
  });
}

/** Gives an order its invoice number when it has none (orders placed before invoices were numbered). */
async function ensureInvoiceNumber(db: Db, order: OrderRow): Promise<OrderRow> {
  if (order.invoice_number) return order;
  const numbered = await db
    .transaction(async (tx) => {
      const number = await nextInvoiceNumber(tx, order.created_at);
      const set = await tx.run('UPDATE orders SET invoice_number = ? WHERE id = ? AND invoice_number IS NULL', number, order.id);
      // Numbered meanwhile by another request: this one's number is rolled back with the transaction, leaving no gap.
      if (set.changes === 0) throw new NumberedMeanwhile();
      return number;
    })
    .catch((error: unknown) => {
      if (error instanceof NumberedMeanwhile) return null;
      throw error;
    });
  if (numbered) return { ...order, invoice_number: numbered };
  return (await db.get<OrderRow>('SELECT * FROM orders WHERE id = ?', order.id)) ?? order;
}

class NumberedMeanwhile extends Error {}

/** Gives a cancelled order its credit note number when it has none (orders cancelled before credit notes were numbered). */
async function ensureCreditNoteNumber(db: Db, order: OrderRow): Promise<OrderRow> {
  if (order.credit_note_number || order.status !== 'cancelled') return order;
  await db.transaction(async (tx) => {
    // Lock the row first (as a cancellation does), then count: of two first downloads at once the second finds it numbered and takes none.
    const claimed = await tx.run("UPDATE orders SET credit_note_number = credit_note_number WHERE id = ? AND status = 'cancelled' AND credit_note_number IS NULL", order.id);
    if (claimed.changes === 0) return;
    await tx.run('UPDATE orders SET credit_note_number = ? WHERE id = ?', await nextCreditNoteNumber(tx, order.cancelled_at ?? order.created_at), order.id);
  });
  return (await db.get<OrderRow>('SELECT * FROM orders WHERE id = ?', order.id)) ?? order;
}

/**
 * The next number of the financial year an order was placed in, counted in the
 * caller's transaction: the counter row stays locked until it commits, and a
 * rollback takes the number back, so numbers have no gaps.
 */
async function nextInvoiceNumber(tx: Queryable, placedAt: string | Date): Promise<string> {
  const year = financialYearOf(placedAt);
  return invoiceNumber(year, await nextInSeries(tx, year));
}

/** The next number of a series of invoice_counters (a financial year, or 'CN ' and one), in the caller's transaction. */
async function nextInSeries(tx: Queryable, series: string): Promise<number> {
  const row = await oneRow<{ last_number: number }>(
    tx,
    `INSERT INTO invoice_counters (financial_year, last_number) VALUES (?, 1)
     ON CONFLICT (financial_year) DO UPDATE SET last_number = invoice_counters.last_number + 1
     RETURNING last_number`,
    series,
  );
  return row.last_number;
}

/** The next credit note number of the financial year of the cancellation, from its own counter ('CN 2026-27'), in the caller's transaction. */
async function nextCreditNoteNumber(tx: Queryable, cancelledAt: string | Date): Promise<string> {
  const year = financialYearOf(cancelledAt);
  return creditNoteNumber(year, await nextInSeries(tx, creditNoteSeries(year)));
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
  /** The seller on the invoice (default: the sample facts). */
  company?: CompanyFacts;
  logger: Logger;
}

/** The order's page: the account's, or a guest's keyed link. */
function orderPageUrl(publicUrl: string, prefix: string, orderId: string, key: string | null): string {
  return key === null
    ? `${publicUrl}${prefix}${pathTo('order-detail', { orderId })}`
    : `${publicUrl}${prefix}/orders/${encodeURIComponent(orderId)}?key=${encodeURIComponent(key)}`;
}

export type CancellationMailDeps = Pick<OrderDeps, 'sendMail' | 'translateMail' | 'publicUrl' | 'secret' | 'logger'>;

/**
 * The cancellation mail of an order just cancelled, in the language asked for
 * (the page's), else the order's own; the cancellation stands without it.
 */
export async function mailCancellation(deps: CancellationMailDeps, order: OrderRow, language?: unknown): Promise<void> {
  const cancelled = toCancelledOrder(order);
  // An anonymised order (its account deleted) has no address to write to.
  if (!cancelled.email) return;
  try {
    const { lng, t } = await deps.translateMail(toSupportedLanguage(language) ?? order.language);
    const prefix = lng === DEFAULT_LANGUAGE ? '' : `/${lng}`;
    const key = order.user_id === null ? orderLinkKey(await deps.secret(), order.id, order.created_at) : null;
    await deps.sendMail(cancellationMail(t, lng, cancelled, orderPageUrl(deps.publicUrl, prefix, order.id, key)));
  } catch (error) {
    deps.logger.error({ err: error, orderId: order.id }, 'order cancellation mail not sent');
  }
}

/** Where a guest's or an owner's invoice is downloaded (through the BFF's /api proxy). */
export function invoicePath(orderId: string, key: string | null): string {
  return `/api/orders/${encodeURIComponent(orderId)}/invoice${key === null ? '' : `?key=${encodeURIComponent(key)}`}`;
}

function toCancelledOrder(order: OrderRow): CancelledOrder {
  const customer = JSON.parse(order.customer_json) as { firstName?: unknown; email?: unknown };
  return {
    orderId: order.id,
    firstName: typeof customer.firstName === 'string' ? customer.firstName : '',
    email: typeof customer.email === 'string' ? customer.email : '',
    refundDue: order.refund_due ?? 0,
  };
}

export function orderRoutes({ db, orderLimiter, secret, sendMail, translateMail, publicUrl, company = SAMPLE_COMPANY, logger }: OrderDeps): Router {
  const router = express.Router();
  const keyFor = async (order: { id: string; created_at: string }) => orderLinkKey(await secret(), order.id, order.created_at);

  const orderUrl = (prefix: string, orderId: string, key: string | null) => orderPageUrl(publicUrl, prefix, orderId, key);

  /** The confirmation mail; an order stands even when its mail cannot be sent. */
  const confirm = async (order: ConfirmedOrder, language: unknown, key: string, signedIn: boolean) => {
    try {
      const { lng, t } = await translateMail(language);
      const prefix = lng === DEFAULT_LANGUAGE ? '' : `/${lng}`;
      const url = orderUrl(prefix, order.orderId, signedIn ? null : key);
      const invoiceUrl = `${publicUrl}${invoicePath(order.orderId, signedIn ? null : key)}`;
      await sendMail(orderConfirmationMail(t, lng, order, { url, invoiceUrl, guest: !signedIn }));
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
      // The invoice number is counted in the order's own transaction: an order that is not stored takes none.
      await tx.run(
        'UPDATE orders SET invoice_number = ?, language = ? WHERE id = ?',
        await nextInvoiceNumber(tx, now),
        toSupportedLanguage(b.language) ?? DEFAULT_LANGUAGE,
        orderId,
      );
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

  /** The order a request may open: a guest's link opens its one order; anything else needs the owner's session. */
  const orderFor = async (req: Request): Promise<OrderRow> => {
    const orderId = String(req.params.orderId);
    const key = req.query.key;
    if (key !== undefined) {
      const order = orderLinkOpens(await secret(), orderId, key) ? await db.get<OrderRow>('SELECT * FROM orders WHERE id = ?', orderId) : undefined;
      if (!order) throw new HttpError(404, 'order_not_found');
      return order;
    }
    const user = await requireUser(db, req);
    const order = await db.get<OrderRow>('SELECT * FROM orders WHERE id = ?', orderId);
    if (order?.user_id !== user.id) throw new HttpError(404, 'order_not_found');
    return order;
  };

  router.get('/api/orders/:orderId', async (req, res) => {
    const order = await orderFor(req);
    const found = await readOrder(db, order.id);
    if (!found) throw new HttpError(404, 'order_not_found');
    res.json({ success: true, order: found.json });
  });

  router.post('/api/orders/:orderId/cancel', async (req, res) => {
    const order = await orderFor(req);
    let changed: OrderRow | null;
    try {
      changed = await setOrderStatus(db, order.id, 'cancelled');
    } catch (error) {
      if (error instanceof OrderStatusError) throw new HttpError(409, 'order_not_cancellable', { status: error.from });
      throw error;
    }
    if (changed) await mailCancellation({ sendMail, translateMail, publicUrl, secret, logger }, changed, body(req.body).language);
    const found = await readOrder(db, order.id);
    if (!found) throw new HttpError(404, 'order_not_found');
    res.json({ success: true, cancelled: changed !== null, order: found.json });
  });

  router.get('/api/orders/:orderId/invoice', async (req, res) => {
    const order = await ensureInvoiceNumber(db, await orderFor(req));
    const items = await db.all<ItemRow>('SELECT * FROM order_items WHERE order_id = ? ORDER BY id', order.id);
    const pdf = await invoicePdf(order, items, company);
    const file = `invoice-${(order.invoice_number ?? order.id).replace(/[^\w-]+/g, '-')}.pdf`;
    res.set({ 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${file}"`, 'Content-Length': String(pdf.length) });
    res.end(pdf);
  });

  router.get('/api/orders/:orderId/credit-note', async (req, res) => {
    const found = await orderFor(req);
    // Only a cancelled order has a credit note.
    if (found.status !== 'cancelled') throw new HttpError(404, 'not_found');
    const order = await ensureCreditNoteNumber(db, await ensureInvoiceNumber(db, found));
    const items = await db.all<ItemRow>('SELECT * FROM order_items WHERE order_id = ? ORDER BY id', order.id);
    const pdf = await creditNotePdf(order, items, company);
    const file = `credit-note-${(order.credit_note_number ?? order.id).replace(/[^\w-]+/g, '-')}.pdf`;
    res.set({ 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${file}"`, 'Content-Length': String(pdf.length) });
    res.end(pdf);
  });

  return router;
}
