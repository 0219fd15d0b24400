// "Tell me when it is back": a shopper leaves an address for a size that
// cannot be sold now; when it can again (staff put it back in stock, its
// season opens, a cancellation gives units back), each waiting request gets
// one mail, in the language it was made in, and is then deleted: the address
// is kept for nothing else.
import { getProduct } from '../../../shared/catalogue';
import { isEmail } from '../../../shared/email';
import { DEFAULT_LANGUAGE, toSupportedLanguage } from '../../../shared/languages';
import { availabilityOf, shopDate } from '../../../shared/stock';
import type { OperatorContext, StoreContext } from '../context';
import { isUniqueViolation } from '../db';
import { DomainError } from '../domain-error';
import { readStockOf } from './records';

export interface AlertRequest {
  productId: unknown;
  sizeIndex: unknown;
  email: unknown;
  language: unknown;
  clientAddress: string | undefined;
}

/** Stores a request to hear when a size is back; a second one for the same size and address while the first waits is the same request. */
export async function requestStockAlert(ctx: Pick<StoreContext, 'db' | 'limits'>, request: AlertRequest, now = new Date()): Promise<void> {
  await ctx.limits.stockAlerts.hit(`ip:${request.clientAddress}`);
  const { productId, sizeIndex } = request;
  if (!Number.isInteger(productId) || !Number.isInteger(sizeIndex)) throw new DomainError('invalid_item');
  const product = getProduct(productId as number);
  if (!product?.sizes[sizeIndex as number]) throw new DomainError('unknown_product');
  const email = typeof request.email === 'string' ? request.email.trim().toLowerCase() : '';
  if (!isEmail(email)) throw new DomainError('invalid_email');
  const record = await readStockOf(ctx.db, productId as number, sizeIndex as number);
  if (availabilityOf(record, shopDate(now)).state === 'in_stock') throw new DomainError('stock_available');
  try {
    await ctx.db.run(
      'INSERT INTO stock_alerts (product_id, size_index, email, language, created_at) VALUES (?, ?, ?, ?, ?)',
      productId as number,
      sizeIndex as number,
      email,
      toSupportedLanguage(request.language) ?? DEFAULT_LANGUAGE,
      now.toISOString(),
    );
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
}

/**
 * Mails everyone waiting for a size that can be sold now, once each: a
 * request is claimed (sent_at set) before its mail goes, so two processes
 * never both send it. Answers how many were mailed.
 */
export async function sendStockAlerts(ctx: Pick<OperatorContext, 'db' | 'post'>, productId: number, sizeIndex: number, now = new Date()): Promise<number> {
  const record = await readStockOf(ctx.db, productId, sizeIndex);
  if (availabilityOf(record, shopDate(now)).state !== 'in_stock') return 0;
  const waiting = await ctx.db.all<{ id: number; email: string; language: string }>(
    'SELECT id, email, language FROM stock_alerts WHERE product_id = ? AND size_index = ? AND sent_at IS NULL ORDER BY id',
    productId,
    sizeIndex,
  );
  let sent = 0;
  for (const alert of waiting) {
    const claimed = await ctx.db.run('UPDATE stock_alerts SET sent_at = ? WHERE id = ? AND sent_at IS NULL', now.toISOString(), alert.id);
    if (claimed.changes === 0) continue;
    await ctx.post.backInStock(alert.language, { email: alert.email, productId, sizeIndex });
    // The address was kept for this one mail only.
    await ctx.db.run('DELETE FROM stock_alerts WHERE id = ?', alert.id);
    sent++;
  }
  return sent;
}

/** Mails the waiting requests of every size that has some and can be sold now (a season that opened, units given back). */
export async function sendDueStockAlerts(ctx: Pick<OperatorContext, 'db' | 'post'>, now = new Date()): Promise<number> {
  const sizes = await ctx.db.all<{ product_id: number; size_index: number }>('SELECT DISTINCT product_id, size_index FROM stock_alerts WHERE sent_at IS NULL');
  let sent = 0;
  for (const size of sizes) sent += await sendStockAlerts(ctx, size.product_id, size.size_index, now);
  return sent;
}

/** After an order gave its units back: mails whoever waits for one of its sizes that can be sold again. */
export async function sendStockAlertsForOrder(ctx: Pick<OperatorContext, 'db' | 'post'>, orderId: string, now = new Date()): Promise<number> {
  const items = await ctx.db.all<{ product_id: number; size_index: number }>('SELECT DISTINCT product_id, size_index FROM order_items WHERE order_id = ?', orderId);
  let sent = 0;
  for (const item of items) sent += await sendStockAlerts(ctx, item.product_id, item.size_index, now);
  return sent;
}
