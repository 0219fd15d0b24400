// The operator's side of the stock (`npm run stock`, ./stock.ts):
//   list                                   every size with its state today
//   set <product> <size> [in|out] [count <n>|uncounted] [season <MM-DD>..<MM-DD>|no-season]
//   alerts                                 mails whoever waits for a size that is back (a season that opened)
// <product> is the product's key (mango) or id, <size> its label (250ml) or
// index. Putting a size back mails everyone waiting for it, once.
import { getProduct, getProductByKey, type Product, PRODUCTS } from '../../shared/catalogue';
import { availabilityOf, shopDate, type StockRecord } from '../../shared/stock';
import type { OperatorContext } from '../store/context';
import { staffSetStock } from '../store/staff/actions';
import type { Actor } from '../store/staff/rows';
import { sendDueStockAlerts } from '../store/stock/alerts';
import { readStock, type StockChange } from '../store/stock/records';
import { StockChangeError } from '../store/stock/set-stock';
import { operatorActor } from './staff-command';

export const STOCK_USAGE = 'Usage: npm run stock -- list | set <product> <size> [in|out] [count <n>|uncounted] [season <MM-DD>..<MM-DD>|no-season] | alerts';

function productOf(word: string | undefined): Product {
  const product = word === undefined ? undefined : /^\d+$/.test(word) ? getProduct(Number(word)) : getProductByKey(word);
  if (!product) throw new StockChangeError(`No product "${word ?? ''}"; use its key (mango) or id`);
  return product;
}

function sizeOf(product: Product, word: string | undefined): number {
  const byLabel = product.sizes.findIndex((s) => s.size.toLowerCase() === word?.toLowerCase());
  const index = byLabel >= 0 ? byLabel : /^\d+$/.test(word ?? '') ? Number(word) : -1;
  if (!product.sizes[index]) throw new StockChangeError(`${product.name} has no size "${word ?? ''}"; it has ${product.sizes.map((s) => s.size).join(', ')}`);
  return index;
}

/** The change the words after `set <product> <size>` ask for. */
export function parseStockChange(words: readonly string[]): StockChange {
  const change: StockChange = {};
  for (let i = 0; i < words.length; i++) {
    const word = words[i];
    if (word === 'in' || word === 'out') change.inStock = word === 'in';
    else if (word === 'uncounted') change.count = null;
    else if (word === 'no-season') change.season = null;
    else if (word === 'count' && /^\d+$/.test(words[i + 1] ?? '')) change.count = Number(words[++i]);
    else if (word === 'season' && /^[\d-]+\.\.[\d-]+$/.test(words[i + 1] ?? '')) {
      const [from = '', to = ''] = (words[++i] ?? '').split('..');
      change.season = { from, to };
    } else throw new StockChangeError(`Not understood: "${word ?? ''}". ${STOCK_USAGE}`);
  }
  if (Object.keys(change).length === 0) throw new StockChangeError(STOCK_USAGE);
  return change;
}

/** One line a size: product, size, what is set, and what a shopper is told today. */
export function stockLine(product: Product, sizeIndex: number, record: StockRecord | undefined, today: string): string {
  const availability = availabilityOf(record, today);
  const shown = availability.state === 'out_of_season' ? `out of season, back ${availability.returns}` : availability.state === 'out_of_stock' ? 'OUT OF STOCK' : 'in stock';
  const set = record
    ? [
        record.inStock ? 'in' : 'out',
        record.count === null ? 'uncounted' : `count ${String(record.count)}`,
        record.seasonFrom ? `season ${record.seasonFrom}..${record.seasonTo ?? ''}` : '',
      ]
        .filter(Boolean)
        .join(', ')
    : 'not set (in stock)';
  return `${product.key.padEnd(22)} ${(product.sizes[sizeIndex]?.size ?? '').padEnd(7)} ${shown.padEnd(32)} ${set}`;
}

/** Runs one command; what it prints goes to `out`. Exported for the tests. */
export async function runStockCommand(
  op: Pick<OperatorContext, 'db' | 'post'>,
  args: readonly string[],
  out: (line: string) => void,
  now = new Date(),
  actor: Actor = operatorActor(),
): Promise<void> {
  const [command, productWord, sizeWord, ...rest] = args;
  if (command === 'list') {
    const records = await readStock(op.db);
    const today = shopDate(now);
    for (const product of PRODUCTS) {
      product.sizes.forEach((_, i) =>
        out(
          stockLine(
            product,
            i,
            records.find((r) => r.productId === product.id && r.sizeIndex === i),
            today,
          ),
        ),
      );
    }
    return;
  }
  if (command === 'set') {
    const product = productOf(productWord);
    const sizeIndex = sizeOf(product, sizeWord);
    const changed = await staffSetStock(op, actor, product.id, sizeIndex, parseStockChange(rest), now);
    out(stockLine(product, sizeIndex, changed.after, shopDate(now)));
    if (changed.mailed > 0) out(`${String(changed.mailed)} shopper(s) told that it is back.`);
    return;
  }
  if (command === 'alerts' && productWord === undefined) {
    out(`${String(await sendDueStockAlerts(op, now))} shopper(s) told that a size is back.`);
    return;
  }
  throw new StockChangeError(STOCK_USAGE);
}
