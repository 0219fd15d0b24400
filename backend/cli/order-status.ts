// `npm run order-status -- <orderId> <status>`: an operator moves an order on;
// the customer gets the matching notification, and a cancellation its mail.
// Exit codes: 0 moved (or already there), 1 an error, 2 usage, 3 a move the
// order's status does not allow (shipping a cancelled order, cancelling a
// shipped one).
import { moveOrder } from '../store/orders/cancel-order';
import { OPERATOR_STATUSES, type OrderStatus } from '../store/orders/rows';
import { OrderStatusError } from '../store/orders/status';
import { runCommand } from './operator';

const [orderId, status] = process.argv.slice(2);
// Placed, paid and expired are the payment's moves, never an operator's.
if (!orderId || !status || !(OPERATOR_STATUSES as readonly string[]).includes(status)) {
  console.error(`Usage: npm run order-status -- <orderId> <${OPERATOR_STATUSES.join('|')}>`);
  process.exit(2);
}
await runCommand(
  async (op) => {
    const changed = await moveOrder(op, orderId, status as OrderStatus);
    console.log(changed ? `Order ${orderId} is now ${status}.` : `Order ${orderId} was already ${status}.`);
  },
  (error) => (error instanceof OrderStatusError ? 3 : 1),
);
