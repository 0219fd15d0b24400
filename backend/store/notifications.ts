// Per-user notifications: written when an order or a ticket moves, read and
// cleared by their owner. A notification is stored as its code (the type) and
// its parameter (the order or the ticket), and put into words when it is read,
// in the reader's language (locales/<lng>/translation.json,
// notifications.kinds.<type>): the same notification reads in Hindi on a Hindi
// page and in Arabic on an Arabic one.
import type { TFunction } from 'i18next';

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

/** What a notification is about: an order, or (for the grievance types) a ticket. */
const isAboutTicket = (type: NotificationType) => type.startsWith('grievance_');

/** Adds a notification about an order (or, for the grievance types, about the ticket `subjectId`). */
export async function addNotification(db: Queryable, userId: number, type: NotificationType, subjectId: string): Promise<void> {
  // Newest first is by seq: one above the user's highest, so another user's
  // notification written at the same moment by another process cannot interleave.
  const seq = (await oneRow<{ n: number }>(db, 'SELECT COALESCE(MAX(seq), 0) + 1 AS n FROM notifications WHERE user_id = ?', userId)).n;
  await db.run(
    'INSERT INTO notifications (id, user_id, type, order_id, grievance_id, created_at, seq) VALUES (?, ?, ?, ?, ?, ?, ?)',
    newId(),
    userId,
    type,
    isAboutTicket(type) ? null : subjectId,
    isAboutTicket(type) ? subjectId : null,
    new Date().toISOString(),
    seq,
  );
}

export interface NotificationRow {
  id: string;
  type: string;
  order_id: string | null;
  grievance_id: string | null;
  is_read: number;
  created_at: string;
}

const isKnownType = (type: string): type is NotificationType => (NOTIFICATION_TYPES as readonly string[]).includes(type);

/** A notification's words in the reader's language: its type's title and message, naming its order or ticket. */
export function notificationText(r: Pick<NotificationRow, 'type' | 'order_id' | 'grievance_id'>, t: TFunction): { title: string; message: string } {
  const kind = isKnownType(r.type) ? r.type : 'other';
  const id = r.order_id ?? r.grievance_id ?? '';
  return { title: t(`notifications.kinds.${kind}.title`, { id }), message: t(`notifications.kinds.${kind}.message`, { id }) };
}

/** A notification as the API answers it, worded in the reader's language. */
export const toNotificationJson = (r: NotificationRow, t: TFunction) => ({
  _id: r.id,
  type: r.type,
  ...notificationText(r, t),
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
