// `npm run payments -- reconcile`: asks the payment gateway about every order
// whose money is still moving and settles those whose webhook never came
// (store/payments/reconcile.ts); prints what it changed, and the orders that
// need a person. Safe to run twice, and beside the webhooks.
// `npm run payments -- show <order id>`: an order's payment and its history.
// Exit codes: 0 done, 1 an error, 2 usage, 3 the gateway could not be asked
// about some orders (they are left as they were).
import { findOrder } from '../store/orders/read-orders';
import { paymentHistory } from '../store/payments/events';
import { reconcile } from '../store/payments/reconcile';
import { type Operator, runCommand } from './operator';

const USAGE = 'Usage: npm run payments -- reconcile\n       npm run payments -- show <order id>';
const [command, orderId] = process.argv.slice(2);
if (!(command === 'reconcile' && !orderId) && !(command === 'show' && orderId)) {
  console.error(USAGE);
  process.exit(2);
}

async function reconcileAll(op: Operator): Promise<void> {
  if (!op.gateway) {
    console.log('No payment gateway is configured (RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET): nothing to reconcile.');
    return;
  }
  const { changed, unreachable } = await reconcile(op);
  for (const c of changed) console.log(`${c.orderId}: ${c.change}`);
  if (changed.length === 0) console.log('Nothing to change: every order agrees with the gateway.');
  for (const u of unreachable) console.error(`${u.orderId}: not reconciled (${u.change})`);
  const attention = await op.db.all<{ id: string; payment_state: string }>(
    "SELECT id, payment_state FROM orders WHERE payment_state IN ('refund_due', 'refund_failed') ORDER BY created_at",
  );
  for (const a of attention)
    console.log(
      `${a.id}: ${a.payment_state === 'refund_failed' ? 'the refund failed: return the money another way and tell the shopper' : 'a refund is still due (the gateway did not take it)'}`,
    );
  if (unreachable.length) process.exitCode = 3;
}

async function show(op: Operator, id: string): Promise<void> {
  const order = await findOrder(op.db, id);
  if (!order) throw new Error(`No order ${id}`);
  console.log(`Order ${order.id}: ${order.status}, payment ${order.payment_state} (${order.payment_method}), total ₹${(order.total / 100).toFixed(2)}`);
  if (order.gateway_order_id) console.log(`  gateway order ${order.gateway_order_id}`);
  if (order.gateway_payment_id) console.log(`  payment ${order.gateway_payment_id}${order.paid_at ? `, paid ${order.paid_at}` : ''}`);
  if (order.refund_id || order.refund_initiated_at) console.log(`  refund ${order.refund_id ?? '(not yet made)'}, ₹${((order.refund_amount ?? 0) / 100).toFixed(2)}`);
  for (const e of await paymentHistory(op.db, order.id)) {
    console.log(`${e.createdAt}  ${e.kind}${e.gatewayEventId ? ` [${e.gatewayEventId}]` : ''}  ${JSON.stringify(e.detail)}`);
  }
}

await runCommand((op) => (command === 'reconcile' ? reconcileAll(op) : show(op, orderId ?? '')));
