// Per-user notifications: written when an order or a ticket moves, read and
// cleared by their owner.
import { oneRow, type Queryable } from './db';
import { DomainError } from './domain-error';
import { newId } from './secrets';

export const NOTIFICATION_TYPES = [
  'order_placed',
  'payment_received',
  'order_processing',
  'refund_initiated',
  'refund_processed',
  'refund_failed',
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
  order_processing: (id) => ({ title: 'Order being prepared', message: `We are preparing your order ${id}.` }),
  refund_initiated: (id) => ({ title: 'Refund initiated', message: `The refund for order ${id} is on its way to the account you paid with.` }),
  refund_processed: (id) => ({ title: 'Refund processed', message: `The refund for order ${id} has been processed.` }),
  refund_failed: (id) => ({ title: 'Refund not completed', message: `The refund for order ${id} could not be completed. We will contact you to arrange it.` }),
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

export interface NotificationRow {
  id: string;
  type: string;
  title: string;
  message: string;
  order_id: string | null;
  grievance_id: string | null;
  is_read: number;
  created_at: string;
}

export const toNotificationJson = (r: NotificationRow) => ({
  _id: r.id,
  type: r.type,
  title: r.title,
  message: r.message,
  isRead: r.is_read === 1,
  createdAt: r.created_at,
  ...(r.order_id ? { orderId: r.order_id } : {}),
  ...(r.grievance_id ? { ticket: r.grievance_id } : {}),
});

export interface NotificationPage {
  rows: NotificationRow[];
  total: number;
  unreadCount: number;
}

/** A page of the user's notifications, newest first (only the unread ones, when asked). */
export async function listNotifications(
  db: Queryable,
  userId: number,
  { page, limit, unreadOnly }: { page: number; limit: number; unreadOnly: boolean },
): Promise<NotificationPage> {
  const where = `user_id = ?${unreadOnly ? ' AND is_read = 0' : ''}`;
  const total = (await oneRow<{ n: number }>(db, `SELECT COUNT(*) AS n FROM notifications WHERE ${where}`, userId)).n;
  const rows = await db.all<NotificationRow>(`SELECT * FROM notifications WHERE ${where} ORDER BY seq DESC LIMIT ? OFFSET ?`, userId, limit, (page - 1) * limit);
  return { rows, total, unreadCount: unreadOnly ? total : await unreadCount(db, userId) };
}

export async function unreadCount(db: Queryable, userId: number): Promise<number> {
  return (await oneRow<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM notifications WHERE user_id = ? AND is_read = 0', userId)).n;
}

export async function markAllRead(db: Queryable, userId: number): Promise<void> {
  await db.run('UPDATE notifications SET is_read = 1 WHERE user_id = ? AND is_read = 0', userId);
}

/** Marks one of the user's notifications read; answers the unread count after. */
export async function markRead(db: Queryable, userId: number, id: string): Promise<number> {
  const result = await db.run('UPDATE notifications SET is_read = 1 WHERE id = ? AND user_id = ?', id, userId);
  if (result.changes === 0) throw new DomainError('notification_not_found');
  return unreadCount(db, userId);
}

/** Deletes one of the user's notifications; answers the unread count after. */
export async function deleteNotification(db: Queryable, userId: number, id: string): Promise<number> {
  const result = await db.run('DELETE FROM notifications WHERE id = ? AND user_id = ?', id, userId);
  if (result.changes === 0) throw new DomainError('notification_not_found');
  return unreadCount(db, userId);
}
