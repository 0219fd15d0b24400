// `npm run order-status -- <orderId> <status>`: an operator moves an order on;
// the customer gets the matching notification. Uses DATABASE_URL when set.
import path from 'node:path';

import { openStore } from './db';
import { migrate } from './migrations';
import { ORDER_STATUSES, type OrderStatus, setOrderStatus } from './orders';

const [orderId, status] = process.argv.slice(2);
if (!orderId || !status || !ORDER_STATUSES.includes(status as OrderStatus)) {
  console.error(`Usage: npm run order-status -- <orderId> <${ORDER_STATUSES.join('|')}>`);
  process.exit(2);
}
const db = openStore({ dataDir: path.resolve(process.env.DATA_DIR ?? 'data'), databaseUrl: process.env.DATABASE_URL?.trim() || null });
try {
  await migrate(db);
  await setOrderStatus(db, orderId, status as OrderStatus);
  console.log(`Order ${orderId} is now ${status}.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await db.close();
}
