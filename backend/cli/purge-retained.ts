// `npm run purge-retained`: deletes the orders of erased accounts whose
// invoice no longer has to be kept (backend/store/orders/retention.ts).
import { purgeRetainedOrders } from '../store/orders/retention';
import { runCommand } from './operator';

await runCommand(async (op) => {
  const purged = await purgeRetainedOrders(op.db);
  console.log(purged.length ? `Deleted ${String(purged.length)} order(s) past their retention: ${purged.join(', ')}` : 'No order is past its retention.');
});
