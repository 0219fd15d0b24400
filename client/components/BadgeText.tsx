import { useTranslation } from 'react-i18next';

import { badgeText } from '../api/notifications';

/** The bell's badge: the unread count, '9+' above 9, nothing at 0. */
export function BadgeText({ count }: { count: number }) {
  const { t } = useTranslation();
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
