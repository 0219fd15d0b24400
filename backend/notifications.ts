// Per-user notifications and /api/notifications/*.
import express, { type Router } from 'express';

import { oneRow, type Queryable } from './db';
import { HttpError } from './http-errors';
import { newId } from './secrets';
import { requireUser } from './sessions';

export const NOTIFICATION_TYPES = [
  'order_placed',
  'payment_received',
  'order_shipped',
  'order_delivered',
  'order_cancelled',
  'grievance_acknowledged',
  'grievance_resolved',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export const MAX_PAGE_SIZE = 50;

const TEXT: Record<NotificationType, (orderId: string) => { title: string; message: string }> = {
  order_placed: (id) => ({ title: 'Order placed', message: `Your order ${id} has been placed. We will let you know when it ships.` }),
  payment_received: (id) => ({ title: 'Payment received', message: `We have received the payment for order ${id}.` }),
  order_shipped: (id) => ({ title: 'Order shipped', message: `Your order ${id} is on its way.` }),
  order_delivered: (id) => ({ title: 'Order delivered', message: `Your order ${id} has been delivered. Enjoy!` }),
  order_cancelled: (id) => ({ title: 'Order cancelled', message: `Your order ${id} has been cancelled.` }),
  grievance_acknowledged: (id) => ({ title: 'Complaint acknowledged', message: `We have acknowledged your complaint ${id} and are looking into it.` }),
  grievance_resolved: (id) => ({ title: 'Complaint resolved', message: `Your complaint ${id} has been resolved. Read our reply on its page.` }),
};

/** What a notification is about: an order, or (for the grievance types) a ticket. */
const isAboutTicket = (type: NotificationType) => type.startsWith('grievance_');

/** Adds a notification about an order (or, for the grievance types, about the ticket `subjectId`). */
export async function addNotification(db: Queryable, userId: number, type: NotificationType, subjectId: string): Promise<void> {
  const { title, message } = TEXT[type](subjectId);
  // Newest first is by seq: one above the user's highest, so another user's
  // notification written at the same moment by another process cannot interleave.
  const seq = (await oneRow<{ n: number }>(db, 'SELECT COALESCE(MAX(seq), 0) + 1 AS n FROM notifications WHERE user_id = ?', userId)).n;
  await db.run(
    'INSERT INTO notifications (id, user_id, type, title, message, order_id, grievance_id, created_at, seq) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    newId(),
    userId,
    type,
    title,
    message,
    isAboutTicket(type) ? null : subjectId,
    isAboutTicket(type) ? subjectId : null,
    new Date().toISOString(),
    seq,
  );
}

interface Row {
  id: string;
  type: string;
  title: string;
  message: string;
  order_id: string | null;
  grievance_id: string | null;
  is_read: number;
  created_at: string;
}

const toJson = (r: Row) => ({
  _id: r.id,
  type: r.type,
  title: r.title,
  message: r.message,
  isRead: r.is_read === 1,
  createdAt: r.created_at,
  ...(r.order_id ? { orderId: r.order_id } : {}),
  ...(r.grievance_id ? { ticket: r.grievance_id } : {}),
});

function positiveInt(value: unknown, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  const n = typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : fallback;
}

export function notificationRoutes(db: Queryable): Router {
  const router = express.Router();
  const unreadCount = async (userId: number) => (await oneRow<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM notifications WHERE user_id = ? AND is_read = 0', userId)).n;

  router.get('/api/notifications', async (req, res) => {
    const user = await requireUser(db, req);
    const page = positiveInt(req.query.page, 1);
    const limit = positiveInt(req.query.limit, 10, MAX_PAGE_SIZE);
    const unreadOnly = req.query.unreadOnly === 'true';
    const where = `user_id = ?${unreadOnly ? ' AND is_read = 0' : ''}`;
    const total = (await oneRow<{ n: number }>(db, `SELECT COUNT(*) AS n FROM notifications WHERE ${where}`, user.id)).n;
    const rows = await db.all<Row>(`SELECT * FROM notifications WHERE ${where} ORDER BY seq DESC LIMIT ? OFFSET ?`, user.id, limit, (page - 1) * limit);
    res.json({
      success: true,
      notifications: rows.map(toJson),
      pagination: { page, limit, total, pages: Math.max(1, Math.ceil(total / limit)) },
      unreadCount: unreadOnly ? total : await unreadCount(user.id),
    });
  });

  router.put('/api/notifications/read-all', async (req, res) => {
    const user = await requireUser(db, req);
    await db.run('UPDATE notifications SET is_read = 1 WHERE user_id = ? AND is_read = 0', user.id);
    res.json({ success: true, message: 'All notifications marked as read', unreadCount: 0 });
  });

  router.put('/api/notifications/:id/read', async (req, res) => {
    const user = await requireUser(db, req);
    const result = await db.run('UPDATE notifications SET is_read = 1 WHERE id = ? AND user_id = ?', req.params.id, user.id);
    if (result.changes === 0) throw new HttpError(404, 'notification_not_found');
    res.json({ success: true, message: 'Notification marked as read', unreadCount: await unreadCount(user.id) });
  });

  router.delete('/api/notifications/:id', async (req, res) => {
    const user = await requireUser(db, req);
    const result = await db.run('DELETE FROM notifications WHERE id = ? AND user_id = ?', req.params.id, user.id);
    if (result.changes === 0) throw new HttpError(404, 'notification_not_found');
    res.json({ success: true, message: 'Notification deleted', unreadCount: await unreadCount(user.id) });
  });

  return router;
}
