// `npm run order-status -- <orderId> <status>`: an operator moves an order on;
// the customer gets the matching notification, and a cancellation its mail.
// Uses DATABASE_URL when set. Exit codes: 0 moved (or already there), 1 an
// error, 2 usage, 3 a move the order's status does not allow (shipping a
// cancelled order, cancelling a shipped one).
import path from 'node:path';

import { pino } from 'pino';

import { loadCodeSecret } from './code-secret';
import { openStore } from './db';
import { createMailer } from './mail';
import { createMailTranslator } from './mail-translator';
import { migrate } from './migrations';
import { mailCancellation, ORDER_STATUSES, type OrderStatus, OrderStatusError, setOrderStatus } from './orders';

const [orderId, status] = process.argv.slice(2);
if (!orderId || !status || !ORDER_STATUSES.includes(status as OrderStatus)) {
  console.error(`Usage: npm run order-status -- <orderId> <${ORDER_STATUSES.join('|')}>`);
  process.exit(2);
}
const dataDir = path.resolve(process.env.DATA_DIR ?? 'data');
const db = openStore({ dataDir, databaseUrl: process.env.DATABASE_URL?.trim() || null });
const logger = pino({ level: 'warn' });
try {
  await migrate(db);
  const changed = await setOrderStatus(db, orderId, status as OrderStatus);
  if (changed?.status === 'cancelled') {
    await mailCancellation(
      {
        sendMail: createMailer({ smtpUrl: process.env.SMTP_URL, dataDir, logger }),
        translateMail: createMailTranslator(path.join(process.cwd(), 'locales')),
        publicUrl: (process.env.PUBLIC_URL ?? 'http://localhost:3000').replace(/\/+$/, ''),
        secret: () => loadCodeSecret(db, process.env.CODE_SECRET?.trim() || undefined),
        logger,
      },
      changed,
    );
  }
  console.log(changed ? `Order ${orderId} is now ${status}.` : `Order ${orderId} was already ${status}.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = error instanceof OrderStatusError ? 3 : 1;
} finally {
  await db.close();
}
