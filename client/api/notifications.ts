import type { ApiBody, Call } from './request';

export type NotificationType =
  | 'order_placed'
  | 'payment_received'
  | 'order_processing'
  | 'refund_initiated'
  | 'refund_processed'
  | 'refund_failed'
  | 'order_shipped'
  | 'order_delivered'
  | 'order_cancelled'
  | 'grievance_acknowledged'
  | 'grievance_resolved';

export interface AppNotification {
  _id: string;
  /** A NotificationType, or a newer type this client does not know yet. */
  type: string;
  title: string;
  message: string;
  isRead: boolean;
  createdAt: string;
  orderId?: string;
  /** The complaint ticket a grievance notification is about. */
  ticket?: string;
}

export interface NotificationPage extends ApiBody {
  notifications: AppNotification[];
  pagination: { pages: number; page?: number; total?: number };
  unreadCount: number;
}

/** A page body as the API sends it: a foreign API host may omit or mistype fields (read it with toNotificationPage, unreadCountOf). */
export interface NotificationPageBody extends ApiBody {
  notifications?: unknown;
  pagination?: { pages?: unknown; page?: number; total?: number } | null;
  unreadCount?: unknown;
}

export const NOTIFICATIONS_PAGE_SIZE = 10;
export const UNREAD_COUNT_KEY = '/api/notifications?limit=1&unreadOnly=true';

export function notificationsKey(page: number, unreadOnly: boolean): string {
  return `/api/notifications?page=${page}&limit=${NOTIFICATIONS_PAGE_SIZE}${unreadOnly ? '&unreadOnly=true' : ''}`;
}

export function notificationCalls(call: Call) {
  return {
    notifications: (page: number, unreadOnly: boolean) => call<NotificationPageBody>(notificationsKey(page, unreadOnly)),
    unreadCount: () => call<NotificationPageBody>(UNREAD_COUNT_KEY),
    readAll: () => call('/api/notifications/read-all', { method: 'PUT', body: {} }),
    markRead: (id: string) => call(`/api/notifications/${encodeURIComponent(id)}/read`, { method: 'PUT', body: {} }),
    removeNotification: (id: string) => call(`/api/notifications/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  };
}

/** A page body read defensively (a foreign API host may omit fields). */
export function toNotificationPage(raw: NotificationPageBody): NotificationPage {
  return {
    ...raw,
    notifications: Array.isArray(raw.notifications) ? (raw.notifications as AppNotification[]) : [],
    pagination: { ...raw.pagination, pages: Math.max(1, Number(raw.pagination?.pages) || 1) },
    unreadCount: unreadCountOf(raw),
  };
}

/** The unread count of a page body: a whole number, 0 when missing or not a number. */
export function unreadCountOf(raw: NotificationPageBody): number {
  return Math.max(0, Number(raw.unreadCount) || 0);
}

/** The header badge: the count, '9+' above 9, nothing at 0. */
export function badgeText(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return '';
  return count > 9 ? '9+' : String(Math.floor(count));
}
