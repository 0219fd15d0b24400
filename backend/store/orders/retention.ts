// The end of an erased account's last records: an order kept only because its
// invoice names the recipient (shared/data-retention.ts) is deleted, with its
// items, once the tax law's period has passed. `npm run purge-retained` runs it;
// an operator schedules that command (daily, say).
import type { Db } from '../db';

/** Deletes the orders whose retain-until day is before `today` (YYYY-MM-DD, UTC); answers their ids. */
export async function purgeRetainedOrders(db: Db, today = new Date().toISOString().slice(0, 10)): Promise<string[]> {
  return db.transaction(async (tx) => {
    const due = await tx.all<{ id: string }>('SELECT id FROM orders WHERE user_id IS NULL AND retain_until IS NOT NULL AND retain_until < ? ORDER BY id', today);
    for (const { id } of due) {
      await tx.run('DELETE FROM order_items WHERE order_id = ?', id);
      await tx.run('DELETE FROM orders WHERE id = ?', id);
    }
    return due.map((o) => o.id);
  });
}
