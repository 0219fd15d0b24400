// Staff set a size's stock (`npm run stock`, and the back office when it
// comes): written in one transaction, then everyone waiting for the size is
// mailed if it can be sold now.
import type { StockRecord } from '../../../shared/stock';
import type { OperatorContext } from '../context';
import { sendStockAlerts } from './alerts';
import { type StockChange, stockChangeProblem, writeStock } from './records';

export class StockChangeError extends Error {}

export interface StockChanged {
  before: StockRecord | undefined;
  after: StockRecord;
  /** Shoppers told that the size is back. */
  mailed: number;
}

export async function setStock(ctx: Pick<OperatorContext, 'db' | 'post'>, productId: number, sizeIndex: number, change: StockChange, now = new Date()): Promise<StockChanged> {
  const problem = stockChangeProblem(productId, sizeIndex, change);
  if (problem) throw new StockChangeError(problem);
  const { before, after } = await ctx.db.transaction((tx) => writeStock(tx, productId, sizeIndex, change, now));
  return { before, after, mailed: await sendStockAlerts(ctx, productId, sizeIndex, now) };
}
