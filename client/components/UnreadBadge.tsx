// The bell's unread badge: the count polled every 60 s while logged in (SWR;
// paused while the tab is hidden), '9+' above 9, errors silent.
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { UNREAD_COUNT_KEY, badgeText, fetchJson, type NotificationPage } from '../api/notifications';

export const UNREAD_POLL_MS = 60_000;

export default function UnreadBadge() {
  const { t } = useTranslation();
  const { data } = useSWR<NotificationPage>(UNREAD_COUNT_KEY, fetchJson, {
    refreshInterval: UNREAD_POLL_MS,
    refreshWhenHidden: false,
    shouldRetryOnError: false,
    revalidateOnFocus: true,
  });
  const count = data?.unreadCount ?? 0;
  const text = badgeText(count);
  if (!text) return null;
  return (
    <>
      <span className="bell__badge" aria-hidden="true" data-testid="unread-badge">
        {text}
      </span>
      <span className="visually-hidden">, {t('notifications.unreadCount', { count })}</span>
    </>
  );
}
