// /account/notifications: paged list (10 a page) with All / Unread, mark all
// read, mark read and delete — optimistic, rolled back when the call fails.
import { useEffect, useState } from 'react';
import useSWR, { mutate as mutateGlobal } from 'swr';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pathTo } from '../../shared/routes';
import { localeOf } from '../../shared/languages';
import {
  UNREAD_COUNT_KEY,
  fetchJson,
  notificationsApi,
  notificationsKey,
  type AppNotification,
  type NotificationPage,
} from '../api/notifications';
import { notify } from '../toast';

const ICONS: Record<string, string> = {
  order_placed: '📦',
  payment_received: '💳',
  order_shipped: '🚚',
  order_delivered: '✅',
  order_cancelled: '✖️',
};

export default function NotificationsPage() {
  const { t, i18n } = useTranslation();
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [page, setPage] = useState(1);
  const key = notificationsKey(page, unreadOnly);
  const { data, error, isLoading, mutate } = useSWR<NotificationPage>(key, fetchJson, { keepPreviousData: true, shouldRetryOnError: false });

  useEffect(() => {
    if (error) notify.error(t('notifications.loadErrorToast'));
  }, [error, t]);

  const pages = Math.max(1, data?.pagination?.pages ?? 1);
  const list = data?.notifications ?? [];
  const unread = data?.unreadCount ?? 0;
  const dates = new Intl.DateTimeFormat(localeOf(i18n.language), { dateStyle: 'medium', timeStyle: 'short' });

  /** Applies a change at once; puts the old data back when the call fails. */
  const optimistic = async (
    change: (d: NotificationPage) => NotificationPage,
    call: () => Promise<{ ok: boolean }>,
    messages: { ok: string; failed: string },
  ) => {
    const before = data;
    if (!before) return;
    const after = change(before);
    await mutate(after, { revalidate: false });
    void mutateGlobal(UNREAD_COUNT_KEY, (d?: NotificationPage) => (d ? { ...d, unreadCount: after.unreadCount } : d), { revalidate: false });
    const result = await call();
    if (!result.ok) {
      await mutate(before, { revalidate: false });
      void mutateGlobal(UNREAD_COUNT_KEY);
      notify.error(messages.failed);
      return;
    }
    notify.success(messages.ok);
    void mutate();
    void mutateGlobal(UNREAD_COUNT_KEY);
  };

  const markRead = (n: AppNotification) =>
    optimistic(
      (d) => ({
        ...d,
        notifications: unreadOnly ? d.notifications.filter((x) => x._id !== n._id) : d.notifications.map((x) => (x._id === n._id ? { ...x, isRead: true } : x)),
        unreadCount: Math.max(0, d.unreadCount - (n.isRead ? 0 : 1)),
      }),
      () => notificationsApi.markRead(n._id),
      { ok: t('notifications.markedRead'), failed: t('notifications.markReadFailed') },
    );
  const remove = (n: AppNotification) =>
    optimistic(
      (d) => ({ ...d, notifications: d.notifications.filter((x) => x._id !== n._id), unreadCount: Math.max(0, d.unreadCount - (n.isRead ? 0 : 1)) }),
      () => notificationsApi.remove(n._id),
      { ok: t('notifications.removed'), failed: t('notifications.removeFailed') },
    );
  const markAll = () =>
    optimistic(
      (d) => ({ ...d, notifications: unreadOnly ? [] : d.notifications.map((x) => ({ ...x, isRead: true })), unreadCount: 0 }),
      () => notificationsApi.readAll(),
      { ok: t('notifications.markedAll'), failed: t('notifications.markAllFailed') },
    );

  const changeFilter = (next: boolean) => {
    setUnreadOnly(next);
    setPage(1);
  };

  return (
    <section className="notifications-page">
      <div className="notifications-page__head">
        <h1>{t('notifications.title')}</h1>
        {data && <p className="notifications-page__count">{t('notifications.unreadCount', { count: unread })}</p>}
      </div>
      <div className="notifications-page__bar">
        <div role="group" aria-label={t('notifications.filter')} className="segmented">
          <button type="button" aria-pressed={!unreadOnly} onClick={() => changeFilter(false)}>
            {t('notifications.all')}
          </button>
          <button type="button" aria-pressed={unreadOnly} onClick={() => changeFilter(true)}>
            {t('notifications.unread')}
          </button>
        </div>
        <button type="button" className="button button--ghost" onClick={markAll} disabled={!data || unread === 0}>
          {t('notifications.markAll')}
        </button>
      </div>

      {error && !data ? (
        <div className="load-error" role="alert">
          <p>{t('notifications.loadError')}</p>
          <button type="button" className="button" onClick={() => void mutate()}>
            {t('notifications.retry')}
          </button>
        </div>
      ) : isLoading && !data ? (
        <p className="page-loading">{t('common.loading')}</p>
      ) : list.length === 0 ? (
        <p className="empty-state">{t('notifications.empty')}</p>
      ) : (
        <ul className="notification-list">
          {list.map((n) => (
            <li key={n._id} className={`notification${n.isRead ? '' : ' notification--unread'}`}>
              <span className={`notification__icon notification__icon--${ICONS[n.type] ? n.type : 'default'}`} aria-hidden="true">
                {ICONS[n.type] ?? '🔔'}
              </span>
              <div className="notification__body">
                <h2 className="notification__title">
                  {!n.isRead && <span className="visually-hidden">{t('notifications.unreadLabel')}: </span>}
                  {n.title}
                </h2>
                <p>{n.message}</p>
                <p className="notification__meta">
                  <time dateTime={n.createdAt}>{Number.isNaN(Date.parse(n.createdAt)) ? '' : dates.format(new Date(n.createdAt))}</time>
                  {n.orderId && (
                    <>
                      {' · '}
                      <Link to={pathTo('order-detail', { orderId: n.orderId })}>{t('notifications.viewOrder', { orderId: n.orderId })}</Link>
                    </>
                  )}
                </p>
              </div>
              <div className="notification__actions">
                {!n.isRead && (
                  <button type="button" className="link-button" aria-label={t('notifications.markReadItem', { title: n.title })} onClick={() => void markRead(n)}>
                    {t('notifications.markRead')}
                  </button>
                )}
                <button type="button" className="link-button" aria-label={t('notifications.removeItem', { title: n.title })} onClick={() => void remove(n)}>
                  {t('notifications.remove')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav className="pager" aria-label={t('notifications.pagination')}>
          <button type="button" className="button button--ghost" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            {t('notifications.previous')}
          </button>
          <span>{t('notifications.page', { page, pages })}</span>
          <button type="button" className="button button--ghost" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
            {t('notifications.next')}
          </button>
        </nav>
      )}
    </section>
  );
}
