import { apiRequest, type ApiBody } from './request';

export type NotificationType = 'order_placed' | 'payment_received' | 'order_shipped' | 'order_delivered' | 'order_cancelled';

export interface AppNotification {
  _id: string;
  type: NotificationType | string;
  title: string;
  message: string;
  isRead: boolean;
  createdAt: string;
  orderId?: string;
}

export interface NotificationPage extends ApiBody {
  notifications: AppNotification[];
  pagination: { pages: number; page?: number; total?: number };
  unreadCount: number;
}

export const NOTIFICATIONS_PAGE_SIZE = 10;
export const UNREAD_COUNT_KEY = '/api/notifications?limit=1&unreadOnly=true';

export function notificationsKey(page: number, unreadOnly: boolean): string {
  return `/api/notifications?page=${page}&limit=${NOTIFICATIONS_PAGE_SIZE}${unreadOnly ? '&unreadOnly=true' : ''}`;
}

/** SWR fetcher: resolves the body or throws the failure (SWR keeps the last data). */
export async function fetchJson<T extends ApiBody>(path: string): Promise<T> {
  const result = await apiRequest<T>(path);
  if (!result.ok) throw Object.assign(new Error('request failed'), { failure: result.failure, status: result.status });
  return result.data;
}

export const notificationsApi = {
  readAll: () => apiRequest('/api/notifications/read-all', { method: 'PUT', body: {} }),
  markRead: (id: string) => apiRequest(`/api/notifications/${encodeURIComponent(id)}/read`, { method: 'PUT', body: {} }),
  remove: (id: string) => apiRequest(`/api/notifications/${encodeURIComponent(id)}`, { method: 'DELETE' }),
};

/** The header badge: the count, '9+' above 9, nothing at 0. */
export function badgeText(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return '';
  return count > 9 ? '9+' : String(Math.floor(count));
}
