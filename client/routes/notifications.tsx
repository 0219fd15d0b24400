// /account/notifications: a paged list (10 a page) with All / Unread
// (?filter=unread&page=N, so both are links), mark all read, mark read and
// delete. The loader reads the page with the shopper's cookies, so the list is
// in the first HTML; SWR keeps it fresh from there (the loader's page as its
// starting point). The actions are forms: in the browser they change the list
// at once and put it back if the call fails; without JavaScript the server
// calls the API and redirects back.
import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, useFetcher, useFetchers, useLoaderData, useLocation, useRevalidator } from 'react-router';
import useSWR, { mutate } from 'swr';

import type { FlashId } from '../../shared/flash';
import { dateTimeFormat } from '../../shared/intl';
import { localeOf } from '../../shared/languages';
import { pathTo } from '../../shared/routes';
import { browserApi } from '../api/browser';
import { type AppNotification, type NotificationPage, notificationsKey, toNotificationPage, UNREAD_COUNT_KEY } from '../api/notifications';
import { Link } from '../components/Link';
import { PagerLink } from '../components/PagerLink';
import { CsrfField } from '../context/boot';
import { services } from '../router/app-context';
import { actionFailed, loadFailed, type LoadFailure, pageParam } from '../router/load-failure';
import { completed, field, readForm, requireUser } from '../router/route-helpers';
import { notify } from '../toast';

const ICONS: Record<string, string> = {
  order_placed: '📦',
  payment_received: '💳',
  order_processing: '🧃',
  refund_initiated: '↩️',
  refund_processed: '💰',
  refund_failed: '⚠️',
  order_shipped: '🚚',
  order_delivered: '✅',
  order_cancelled: '✖️',
  grievance_acknowledged: '📨',
  grievance_resolved: '✅',
};

interface Query {
  page: number;
  unreadOnly: boolean;
}
type Loaded = Query & ({ list: NotificationPage } | (LoadFailure & { list?: undefined }));

const queryOf = (url: URL): Query => ({ page: pageParam(url), unreadOnly: url.searchParams.get('filter') === 'unread' });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const app = services(context);
  const query = queryOf(new URL(request.url));
  // Asked for while the session is still being looked up: one round trip, not two.
  const pending = app.api.notifications(query.page, query.unreadOnly);
  await requireUser(request, app);
  const result = await pending;
  if (!result.ok) {
    const { failure, status } = loadFailed(request, result);
    return data<Loaded>({ ...query, failure }, { status });
  }
  return { ...query, list: toNotificationPage(result.data) } satisfies Loaded;
}

/** The list refreshes itself (SWR) after its own forms; nothing else on the page changes it. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: { formMethod?: string; defaultShouldRevalidate: boolean }) {
  return formMethod ? false : defaultShouldRevalidate;
}

type Change = { intent: 'read' | 'remove'; id: string } | { intent: 'readAll' };

/** A change applied to a page of the list (the optimistic view, and what the call will make true). */
function applyChange(d: NotificationPage, change: Change, unreadOnly: boolean): NotificationPage {
  if (change.intent === 'readAll') return { ...d, notifications: unreadOnly ? [] : d.notifications.map((x) => ({ ...x, isRead: true })), unreadCount: 0 };
  const target = d.notifications.find((x) => x._id === change.id);
  const unreadDrop = target && !target.isRead ? 1 : 0;
  const notifications =
    change.intent === 'remove' || unreadOnly ? d.notifications.filter((x) => x._id !== change.id) : d.notifications.map((x) => (x._id === change.id ? { ...x, isRead: true } : x));
  return { ...d, notifications, unreadCount: Math.max(0, d.unreadCount - unreadDrop) };
}

const MESSAGES: Record<Change['intent'], { ok: FlashId; failed: string }> = {
  read: { ok: 'markedRead', failed: 'notifications.markReadFailed' },
  remove: { ok: 'removed', failed: 'notifications.removeFailed' },
  readAll: { ok: 'markedAll', failed: 'notifications.markAllFailed' },
};

export async function action({ request, context }: ActionFunctionArgs) {
  const app = services(context);
  await requireUser(request, app);
  const form = await readForm(request);
  const intent = field(form, 'intent', 20);
  const id = field(form, 'id', 100);
  const change: Change | null = intent === 'readAll' ? { intent } : (intent === 'read' || intent === 'remove') && id ? { intent, id } : null;
  if (!change) return data({ ok: false }, { status: 400 });
  const query = queryOf(new URL(request.url));
  const key = notificationsKey(query.page, query.unreadOnly);
  if (app.side === 'browser') await mutate<NotificationPage>(key, (d) => (d ? applyChange(d, change, query.unreadOnly) : d), { revalidate: false });
  const result = change.intent === 'readAll' ? await app.api.readAll() : change.intent === 'read' ? await app.api.markRead(change.id) : await app.api.removeNotification(change.id);
  if (app.side === 'browser') {
    void mutate(key);
    void mutate(UNREAD_COUNT_KEY);
  }
  if (!result.ok) {
    if (result.status === 401) loadFailed(request, result);
    if (app.side === 'browser') notify.error(app.i18n.t(MESSAGES[change.intent].failed));
    return data({ ok: false, failed: MESSAGES[change.intent].failed }, { status: actionFailed(result).status });
  }
  return completed(app, request, { flash: MESSAGES[change.intent].ok }) ?? { ok: true };
}

/** SWR's fetcher for one page of the list (errors keep the last data shown). */
const fetchPage = (query: Query) => async (): Promise<NotificationPage> => {
  const result = await browserApi.notifications(query.page, query.unreadOnly);
  if (!result.ok) throw Object.assign(new Error('request failed'), { failure: result.failure });
  return toNotificationPage(result.data);
};

export default function NotificationsRoute() {
  const { t, i18n } = useTranslation();
  const loaded = useLoaderData<Loaded>();
  const { pathname } = useLocation();
  const { revalidate } = useRevalidator();
  const key = notificationsKey(loaded.page, loaded.unreadOnly);
  const { data: live } = useSWR<NotificationPage>(key, fetchPage(loaded), {
    fallbackData: loaded.list,
    revalidateOnMount: false,
    shouldRetryOnError: false,
    keepPreviousData: false,
  });
  const list = live ?? loaded.list;
  const failed = !list && 'failure' in loaded ? loaded.failure : null;
  useEffect(() => {
    if (failed) notify.error(t('notifications.loadErrorToast'));
  }, [failed, t]);
  // A fresh page from the loader (a navigation) is the newest there is.
  useEffect(() => {
    if (loaded.list) void mutate(key, loaded.list, { revalidate: false });
  }, [key, loaded.list]);

  const pending = usePendingIds();
  const shown = (list?.notifications ?? []).filter((n) => !pending.removed.has(n._id)).map((n) => (pending.read.has(n._id) ? { ...n, isRead: true } : n));
  const pages = Math.max(1, list?.pagination.pages ?? 1);
  const unread = list ? Math.max(0, list.unreadCount - pending.unreadDrop(list.notifications)) : 0;
  const dates = dateTimeFormat(localeOf(i18n.language), { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });
  const link = (next: Partial<Query>) => {
    const q = { ...loaded, ...next };
    const params = new URLSearchParams();
    if (q.unreadOnly) params.set('filter', 'unread');
    if (q.page > 1) params.set('page', String(q.page));
    const search = params.toString();
    return `${pathname}${search ? `?${search}` : ''}`;
  };

  return (
    <section className="notifications-page">
      <div className="notifications-page__head">
        <h1>{t('notifications.title')}</h1>
        {list && <p className="notifications-page__count">{t('notifications.unreadCount', { count: unread })}</p>}
      </div>
      <div className="notifications-page__bar">
        <div role="group" aria-label={t('notifications.filter')} className="segmented">
          <Link to={link({ unreadOnly: false, page: 1 })} aria-current={!loaded.unreadOnly ? 'true' : undefined} preventScrollReset>
            {t('notifications.all')}
          </Link>
          <Link to={link({ unreadOnly: true, page: 1 })} aria-current={loaded.unreadOnly ? 'true' : undefined} preventScrollReset>
            {t('notifications.unread')}
          </Link>
        </div>
        <NotificationForm intent="readAll" label={t('notifications.markAll')} className="button button--ghost" disabled={!list || unread === 0} />
      </div>

      {failed ? (
        <div className="load-error" role="alert">
          <p>{t('notifications.loadError')}</p>
          <a className="button" href={link({})} onClick={(e) => (e.preventDefault(), void revalidate())}>
            {t('notifications.retry')}
          </a>
        </div>
      ) : shown.length === 0 ? (
        <p className="empty-state">{t('notifications.empty')}</p>
      ) : (
        <ul className="notification-list">
          {shown.map((n) => (
            <NotificationItem key={n._id} n={n} dates={dates} />
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav className="pager" aria-label={t('notifications.pagination')}>
          <PagerLink to={link({ page: loaded.page - 1 })} disabled={loaded.page <= 1} label={t('notifications.previous')} />
          <span>{t('notifications.page', { page: loaded.page, pages })}</span>
          <PagerLink to={link({ page: loaded.page + 1 })} disabled={loaded.page >= pages} label={t('notifications.next')} />
        </nav>
      )}
    </section>
  );
}

/**
 * A notification's words in the page's language, from its type and its order
 * or ticket (the shop stores it so); a type this shop does not know keeps the
 * words the API host sent.
 */
function wordsOf(n: AppNotification, t: TFunction): { title: string; message: string } {
  if (!ICONS[n.type]) return { title: n.title, message: n.message };
  const id = n.orderId ?? n.ticket ?? '';
  return { title: t(`notifications.kinds.${n.type}.title`, { id }), message: t(`notifications.kinds.${n.type}.message`, { id }) };
}

function NotificationItem({ n, dates }: { n: AppNotification; dates: Intl.DateTimeFormat }) {
  const { t } = useTranslation();
  const { title, message } = wordsOf(n, t);
  return (
    <li className={`notification${n.isRead ? '' : ' notification--unread'}`}>
      <span className={`notification__icon notification__icon--${ICONS[n.type] ? n.type : 'default'}`} aria-hidden="true">
        {ICONS[n.type] ?? '🔔'}
      </span>
      <div className="notification__body">
        <h2 className="notification__title">
          {!n.isRead && <span className="visually-hidden">{t('notifications.unreadLabel')}: </span>}
          {title}
        </h2>
        <p>{message}</p>
        <p className="notification__meta">
          <time dateTime={n.createdAt}>{Number.isNaN(Date.parse(n.createdAt)) ? '' : dates.format(new Date(n.createdAt))}</time>
          {n.orderId && (
            <>
              {' · '}
              <Link to={pathTo('order-detail', { orderId: n.orderId })}>{t('notifications.viewOrder', { orderId: n.orderId })}</Link>
            </>
          )}
          {n.ticket && (
            <>
              {' · '}
              <Link to={pathTo('account-grievances')}>{t('grievances.accountTitle')}</Link>
            </>
          )}
        </p>
      </div>
      <div className="notification__actions">
        {!n.isRead && (
          <NotificationForm intent="read" id={n._id} label={t('notifications.markRead')} ariaLabel={t('notifications.markReadItem', { title })} className="link-button" />
        )}
        <NotificationForm intent="remove" id={n._id} label={t('notifications.remove')} ariaLabel={t('notifications.removeItem', { title })} className="link-button" />
      </div>
    </li>
  );
}

/** One button in a form of its own, posting to this page's action. */
function NotificationForm(props: { intent: Change['intent']; id?: string; label: string; ariaLabel?: string; className: string; disabled?: boolean }) {
  const fetcher = useFetcher({ key: `notification:${props.intent}:${props.id ?? 'all'}` });
  const { pathname, search } = useLocation();
  return (
    <fetcher.Form method="post" action={`${pathname}${search}`} className="notification__form">
      <CsrfField />
      {props.id ? <input type="hidden" name="id" value={props.id} /> : null}
      <button type="submit" name="intent" value={props.intent} className={props.className} aria-label={props.ariaLabel} disabled={props.disabled}>
        {props.label}
      </button>
    </fetcher.Form>
  );
}

/** Notifications a form is changing right now: hidden or shown as read until the call is through. */
function usePendingIds() {
  const fetchers = useFetchers();
  const removed = new Set<string>();
  const read = new Set<string>();
  for (const f of fetchers) {
    if (f.state === 'idle' || !f.formData) continue;
    const id = f.formData.get('id');
    const intent = f.formData.get('intent');
    if (typeof id !== 'string') continue;
    if (intent === 'remove') removed.add(id);
    if (intent === 'read') read.add(id);
  }
  return {
    removed,
    read,
    unreadDrop: (list: AppNotification[]) => list.filter((n) => !n.isRead && (removed.has(n._id) || read.has(n._id))).length,
  };
}
