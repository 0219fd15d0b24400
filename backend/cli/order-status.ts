// `npm run order-status -- <orderId> <status>`: an operator moves an order on;
// the customer gets the matching notification, and a cancellation, a
// shipment or a delivery its mail. A shipment takes what it shipped with:
// `… shipped --courier "Blue Dart" --awb 1234567890 --tracking-url https://…`
// (each optional, checked: backend/store/orders/shipment.ts).
// Exit codes: 0 moved (or already there), 1 an error, 2 usage (bad shipment
// details too), 3 a move the order's status does not allow (shipping a
// cancelled order, cancelling a shipped one).
import { parseArgs } from 'node:util';

import { OPERATOR_STATUSES, type OrderStatus } from '../store/orders/rows';
import { readShipment } from '../store/orders/shipment';
import { OrderStatusError } from '../store/orders/status';
import { staffMoveOrder } from '../store/staff/actions';
import { runCommand } from './operator';
import { operatorActor } from './staff-command';

function usage(problem?: string): never {
  if (problem) console.error(problem);
  console.error(`Usage: npm run order-status -- <orderId> <${OPERATOR_STATUSES.join('|')}> [--courier <name>] [--awb <number>] [--tracking-url <https://…>]`);
  process.exit(2);
}

const parsed = (() => {
  try {
    return parseArgs({ allowPositionals: true, options: { courier: { type: 'string' }, awb: { type: 'string' }, 'tracking-url': { type: 'string' } } });
  } catch (error) {
    return usage(error instanceof Error ? error.message : String(error));
  }
})();
const [orderId, status, ...extra] = parsed.positionals;
// Placed, paid and expired are the payment's moves, never an operator's.
if (!orderId || !status || extra.length > 0 || !(OPERATOR_STATUSES as readonly string[]).includes(status)) usage();
const given = { courier: parsed.values.courier, awb: parsed.values.awb, trackingUrl: parsed.values['tracking-url'] };
const detailed = Object.values(given).some((value) => value !== undefined);
if (detailed && status !== 'shipped') usage('--courier, --awb and --tracking-url go with shipped only.');
const shipment = readShipment(given);
if ('error' in shipment) usage(shipment.error);

await runCommand(
  async (op) => {
    const changed = await staffMoveOrder(op, operatorActor(), orderId, status as OrderStatus, detailed ? shipment.shipment : undefined);
    if (changed) console.log(`Order ${orderId} is now ${status}.`);
    else console.log(`Order ${orderId} was already ${status}.${detailed ? ' Its shipment details were left as they were.' : ''}`);
  },
  (error) => (error instanceof OrderStatusError ? 3 : 1),
);
