// The bell's badge once the page runs: the count the server rendered, then
// polled every 60 s while logged in (SWR; paused while the tab is hidden),
// errors silent. The notifications page refreshes it after its changes.
import useSWR from 'swr';

import { browserApi } from '../api/browser';
import { type NotificationPageBody, UNREAD_COUNT_KEY, unreadCountOf } from '../api/notifications';
import { BadgeText } from './BadgeText';

export const UNREAD_POLL_MS = 60_000;

const fetchCount = async (): Promise<NotificationPageBody> => {
  const result = await browserApi.unreadCount();
  if (!result.ok) throw new Error('unread count failed');
  return result.data;
};

export default function LiveUnreadBadge({ initial }: { initial: number }) {
  const { data } = useSWR<NotificationPageBody>(UNREAD_COUNT_KEY, fetchCount, {
    refreshInterval: UNREAD_POLL_MS,
    refreshWhenHidden: false,
    shouldRetryOnError: false,
    revalidateOnFocus: true,
  });
  return <BadgeText count={data ? unreadCountOf(data) : initial} />;
}
