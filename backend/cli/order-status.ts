// `npm run order-status -- <orderId> <status>`: an operator moves an order on;
// the customer gets the matching notification, and a cancellation its mail.
// Exit codes: 0 moved (or already there), 1 an error, 2 usage, 3 a move the
// order's status does not allow (shipping a cancelled order, cancelling a
// shipped one).
import { moveOrder } from '../store/orders/cancel-order';
import { ORDER_STATUSES, type OrderStatus } from '../store/orders/rows';
import { OrderStatusError } from '../store/orders/status';
import { runCommand } from './operator';

const [orderId, status] = process.argv.slice(2);
if (!orderId || !status || !ORDER_STATUSES.includes(status as OrderStatus)) {
  console.error(`Usage: npm run order-status -- <orderId> <${ORDER_STATUSES.join('|')}>`);
  process.exit(2);
}
await runCommand(
  async (op) => {
    const changed = await moveOrder(op, orderId, status as OrderStatus);
    console.log(changed ? `Order ${orderId} is now ${status}.` : `Order ${orderId} was already ${status}.`);
  },
  (error) => (error instanceof OrderStatusError ? 3 : 1),
);
