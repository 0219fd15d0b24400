// Placing an order: checked and priced here from the catalogue (never from
// the client's prices), stored with its items in one transaction, placed once
// per idempotency key. An order paid on delivery takes its invoice number and
// its owner's notification in that transaction and is confirmed by mail; one
// paid online awaits its payment (../payments/pay-online.ts), with no invoice
// number, no notification and no mail until it is paid.
import { randomBytes } from 'node:crypto';

import { MAX_LINE_QUANTITY } from '../../../shared/cart';
import { getProduct, type Product, type SizeOption } from '../../../shared/catalogue';
import { CHECKOUT_ERROR_TEXT, type CheckoutErrors, type OrderForm, toOrderForm, validateOrder } from '../../../shared/checkout-form';
import { deliveryBy } from '../../../shared/delivery';
import { isIdempotencyKey } from '../../../shared/idempotency-key';
import { DEFAULT_LANGUAGE, toSupportedLanguage } from '../../../shared/languages';
import { toPaise } from '../../../shared/money';
import { computeTotals, COUPON_CODE, isValidCoupon, type Totals } from '../../../shared/pricing';
import type { User } from '../accounts/sessions';
import type { StoreContext } from '../context';
import type { Queryable } from '../db';
import { DomainError } from '../domain-error';
import { addNotification } from '../notifications';
import { prepareOnlinePayment } from '../payments/pay-online';
import { takeStock } from '../stock/take';
import { nextInvoiceNumber } from './numbering';
import { orderLinkKey } from './order-links';

const MAX_LINES = 50;

interface Line {
  productId: number;
  sizeIndex: number;
  quantity: number;
}

interface PricedLine extends Line {
  product: Product;
  size: SizeOption;
}

/** The posted cart lines, checked and priced from the catalogue; repeated lines add up. */
function readLines(raw: unknown): PricedLine[] {
  if (!Array.isArray(raw) || raw.length === 0) throw new DomainError('cart_empty');
  if (raw.length > MAX_LINES) throw new DomainError('too_many_lines', { max: MAX_LINES });
  const lines = new Map<string, PricedLine>();
  for (const item of raw) {
    const { productId, sizeIndex, quantity } = (item ?? {}) as Record<string, unknown>;
    if (!Number.isInteger(productId) || !Number.isInteger(sizeIndex) || !Number.isInteger(quantity)) throw new DomainError('invalid_item');
    const product = getProduct(productId as number);
    const size = product?.sizes[sizeIndex as number];
    if (!product || !size) throw new DomainError('unknown_product');
    const key = `${String(productId)}-${String(sizeIndex)}`;
    // The cart's per-line limit, on the line's whole quantity (repeated lines add up), refused rather than cut.
    const total = (lines.get(key)?.quantity ?? 0) + (quantity as number);
    if ((quantity as number) < 1 || total > MAX_LINE_QUANTITY) throw new DomainError('invalid_quantity', { max: MAX_LINE_QUANTITY });
    lines.set(key, { productId: productId as number, sizeIndex: sizeIndex as number, quantity: total, product, size });
  }
  return [...lines.values()];
}

/** The checkout form as posted, or the problem of each field. Only its shape is read: a card number, security code or UPI ID sent along is dropped, never stored. */
function readForm(raw: unknown, takesOnline: boolean): OrderForm {
  const form = toOrderForm(raw);
  const errors: CheckoutErrors = validateOrder(form);
  if (form.paymentMethod === 'online' && !takesOnline) errors.paymentMethod = 'onlineUnavailable';
  if (Object.keys(errors).length === 0) return form;
  const messages = Object.fromEntries(Object.entries(errors).map(([field, code]) => [field, CHECKOUT_ERROR_TEXT[code]]));
  throw new DomainError('checkout_invalid', undefined, { errors: messages, fieldCodes: errors });
}

function newOrderId(now: Date): string {
  const date = now.toISOString().slice(0, 10).replace(/-/g, '');
  return `TM-${date}-${randomBytes(4).toString('hex').toUpperCase()}`;
}

function customerOf(form: OrderForm) {
  return {
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    email: form.email.trim().toLowerCase(),
    phone: form.phone.trim(),
    address: form.address.trim(),
    city: form.city.trim(),
    state: form.state.trim(),
    postalCode: form.postalCode.trim().toUpperCase(),
    country: form.country,
    ...(form.gstin ? { businessName: form.businessName.trim(), gstin: form.gstin } : {}),
  };
}

interface NewOrder {
  id: string;
  userId: number | null;
  form: OrderForm;
  customer: ReturnType<typeof customerOf>;
  lines: PricedLine[];
  totals: Totals;
  coupon: string | null;
  idempotencyKey: string | null;
  language: string;
  now: Date;
  /** When an order to be paid online expires unpaid. */
  paymentDueBy: Date;
}

/** Writes the order and its items (and, paid on delivery, its invoice number and its owner's notification); false when its idempotency key was taken meanwhile. */
async function insertOrder(tx: Queryable, o: NewOrder): Promise<boolean> {
  const online = o.form.paymentMethod === 'online';
  // The same key sent to two processes at once: the second insert waits for the first, then does nothing.
  const inserted = await tx.get<{ id: string }>(
    `INSERT INTO orders (id, user_id, status, payment_method, payment_state, payment_due_by, customer_json, coupon, subtotal, shipping, tax, discount, savings, total, idempotency_key, created_at, language)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (idempotency_key) DO NOTHING
     RETURNING id`,
    o.id,
    o.userId,
    online ? 'awaiting_payment' : 'pending',
    o.form.paymentMethod,
    online ? 'awaiting' : 'cod',
    online ? o.paymentDueBy.toISOString() : null,
    JSON.stringify(o.customer),
    o.coupon,
    o.totals.subtotal,
    o.totals.shipping,
    o.totals.tax,
    o.totals.discount,
    o.totals.savings,
    o.totals.total,
    o.idempotencyKey,
    o.now.toISOString(),
    o.language,
  );
  if (!inserted) return false;
  // The counted sizes' units are taken here, so that an order refused for stock leaves nothing behind.
  await takeStock(tx, o.lines, o.now);
  // The invoice number is counted in the order's own transaction: an order that is not stored takes none, nor one not yet paid online.
  if (!online) await tx.run('UPDATE orders SET invoice_number = ? WHERE id = ?', await nextInvoiceNumber(tx, o.now), o.id);
  for (const l of o.lines) {
    const price = toPaise(l.size.cutoffPrice);
    await tx.run(
      'INSERT INTO order_items (order_id, product_id, size_index, name, size_label, size_value, quantity, price, original_price, subtotal) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
      o.id,
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
  if (o.userId !== null && !online) await addNotification(tx, o.userId, 'order_placed', o.id);
  return true;
}

export interface OrderRequest {
  form: unknown;
  items: unknown;
  couponCode: unknown;
  idempotencyKey: unknown;
  /** The page's language: the confirmation mail's, and the order's for the mails that follow it. */
  language: unknown;
  /** The signed-in shopper, or null for a guest. */
  user: User | null;
  clientAddress: string | undefined;
}

export interface PlacedOrder {
  orderId: string;
  /** The key of a guest's order link (their confirmation page and mail); null for an account's order, which its owner opens signed in. */
  orderKey: string | null;
  /** False when the idempotency key had placed it before. */
  created: boolean;
  /** The order waits for its online payment (the shop opens the pay page next). */
  awaitingPayment: boolean;
}

export async function placeOrder(ctx: StoreContext, request: OrderRequest): Promise<PlacedOrder> {
  // A shopper places a few orders; a burst from one address is a script.
  await ctx.limits.orders.hit(`ip:${request.clientAddress}`);
  const form = readForm(request.form, ctx.gateway !== null);
  const lines = readLines(request.items);
  // Only a guest gets a key: an account's order is opened signed in, and a key would outlive a sign-out, a new password and a deleted account.
  const keyFor = async (order: { id: string; created_at: string }) => (request.user ? null : orderLinkKey(await ctx.secret(), order.id, order.created_at));
  // A key answers only whoever made it (the account, or a guest's address):
  // someone else's key starts a new order rather than revealing theirs.
  const { user } = request;
  const idempotencyKey = isIdempotencyKey(request.idempotencyKey) ? `${user ? `user:${user.id}` : `guest:${request.clientAddress}`}|${request.idempotencyKey}` : null;
  const placedBefore = async () =>
    idempotencyKey
      ? await ctx.db.get<{ id: string; created_at: string; status: string }>('SELECT id, created_at, status FROM orders WHERE idempotency_key = ?', idempotencyKey)
      : undefined;
  const before = async (found: { id: string; created_at: string; status: string }) => ({
    orderId: found.id,
    orderKey: await keyFor(found),
    created: false,
    awaitingPayment: found.status === 'awaiting_payment',
  });
  const existing = await placedBefore();
  if (existing) return before(existing);
  const couponApplied = typeof request.couponCode === 'string' && isValidCoupon(request.couponCode);
  if (request.couponCode && !couponApplied) throw new DomainError('invalid_coupon');
  const now = new Date();
  const order: NewOrder = {
    id: newOrderId(now),
    userId: user?.id ?? null,
    form,
    customer: customerOf(form),
    lines,
    totals: computeTotals(lines, couponApplied),
    coupon: couponApplied ? COUPON_CODE : null,
    idempotencyKey,
    language: toSupportedLanguage(request.language) ?? DEFAULT_LANGUAGE,
    now,
    paymentDueBy: new Date(now.getTime() + ctx.paymentWindowMs),
  };
  if (!(await ctx.db.transaction((tx) => insertOrder(tx, order)))) {
    const first = await placedBefore();
    if (!first) throw new Error('an order with this idempotency key was neither inserted nor found');
    return before(first);
  }
  const orderKey = await keyFor({ id: order.id, created_at: now.toISOString() });
  const placed = { orderId: order.id, orderKey, created: true };
  if (form.paymentMethod === 'online') {
    await prepareOnlinePayment(ctx, order.id);
    return { ...placed, awaitingPayment: true };
  }
  const letter = {
    orderId: order.id,
    firstName: order.customer.firstName,
    email: order.customer.email,
    items: lines.map((l) => ({ productId: l.productId, size: l.size.size, quantity: l.quantity, subtotal: toPaise(l.size.cutoffPrice) * l.quantity })),
    totals: order.totals,
    key: orderKey,
    paidWith: null,
    deliveryBy: deliveryBy(now, order.customer.postalCode),
  };
  // The shop hears of every order it is to pack, whatever the shopper's limit below.
  await ctx.post.newOrder(letter);
  // Anyone can type any address at checkout: one address gets so many confirmations, then the orders stand unmailed.
  if (!(await ctx.limits.mailsPerRecipient.allows(`email:${order.customer.email}`))) return { ...placed, awaitingPayment: false };
  await ctx.post.orderConfirmed(request.language, letter);
  return { ...placed, awaitingPayment: false };
}
