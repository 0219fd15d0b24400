// `npm run purge-retained`: deletes the orders of erased accounts whose
// invoice no longer has to be kept (backend/retention.ts). Uses DATABASE_URL when set.
import path from 'node:path';

import { openStore } from './db';
import { migrate } from './migrations';
import { purgeRetainedOrders } from './retention';

const db = openStore({ dataDir: path.resolve(process.env.DATA_DIR ?? 'data'), databaseUrl: process.env.DATABASE_URL?.trim() || null });
try {
  await migrate(db);
  const purged = await purgeRetainedOrders(db);
  console.log(purged.length ? `Deleted ${String(purged.length)} order(s) past their retention: ${purged.join(', ')}` : 'No order is past its retention.');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await db.close();
}
