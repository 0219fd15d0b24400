// The back office's order list: counts per status (each a tab), filters that
// are a GET form (so a filtered list is a URL, with or without JavaScript),
// newest first, 25 a page. With JavaScript the list reloads itself while the
// page is open, so new orders appear without a reload.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link, type LoaderFunctionArgs, useLoaderData, useRevalidator } from 'react-router';

import type { ListedOrder } from '../../../shared/admin-api';
import { ORDER_STATUSES } from '../../../shared/order-status';
import { PAYMENT_STATES } from '../../../shared/payment-state';
import type { ApiBody } from '../../api/request';
import { Field } from '../../components/Field';
import { services } from '../../router/app-context';
import { AdminFailure } from '../AdminFailure';
import { formatRupees, placedAt } from '../order-words';
import { staffCall } from '../staff-api';

const FILTERS = ['status', 'paymentState', 'paymentMethod', 'from', 'to', 'place', 'q'] as const;
type Filters = Partial<Record<(typeof FILTERS)[number], string>>;

interface Listed extends ApiBody {
  orders: ListedOrder[];
  counts: Record<string, number>;
  total: number;
  pages: number;
}

/** How often an open list asks for new orders. */
const REFRESH_MS = 20_000;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const filters: Filters = {};
  for (const name of FILTERS) {
    const value = url.searchParams.get(name)?.trim().slice(0, 120);
    if (value) filters[name] = value;
  }
  const page = Math.max(1, Math.min(10_000, Number(url.searchParams.get('page')) || 1));
  const query = new URLSearchParams({ ...filters, page: String(page) });
  const result = await staffCall<Listed>(services(context), request, `/api/admin/orders?${query.toString()}`);
  return result.ok ? { filters, page, listed: result.data } : { filters, page, failure: result.failure };
}

/** This list's URL with some filters changed (and back to its first page). */
function withFilters(filters: Filters, change: Filters & { page?: string }): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries({ ...filters, page: undefined, ...change })) if (value) params.set(name, value);
  const query = params.toString();
  return query ? `/admin?${query}` : '/admin';
}

/** New orders without a reload: the list asks again every REFRESH_MS while the tab is shown, and as soon as it is shown again. */
function useRefresh() {
  const { revalidate, state } = useRevalidator();
  useEffect(() => {
    const refresh = () => {
      if (document.visibilityState === 'visible' && state === 'idle') void revalidate();
    };
    const timer = setInterval(refresh, REFRESH_MS);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, [revalidate, state]);
}

export default function AdminOrders() {
  const { t, i18n } = useTranslation();
  const loaded = useLoaderData<typeof loader>();
  const { filters, page } = loaded;
  useRefresh();
  const counts: Record<string, number> = 'listed' in loaded && loaded.listed ? loaded.listed.counts : {};
  const all = Object.values(counts).reduce((sum, n) => sum + n, 0);
  return (
    <section>
      <h1>{t('admin.orders.title')}</h1>
      <nav className="admin-tabs" aria-label={t('admin.orders.byStatus')}>
        <Link to={withFilters(filters, { status: undefined })} aria-current={filters.status ? undefined : 'page'}>
          {t('admin.orders.all')} <span className="admin-count">{all}</span>
        </Link>
        {ORDER_STATUSES.map((status) => (
          <Link key={status} to={withFilters(filters, { status })} aria-current={filters.status === status ? 'page' : undefined}>
            {t(`admin.status.${status}`)} <span className="admin-count">{counts[status] ?? 0}</span>
          </Link>
        ))}
      </nav>
      <Form method="get" className="admin-filters" role="search" aria-label={t('admin.orders.filters')}>
        {filters.status ? <input type="hidden" name="status" value={filters.status} /> : null}
        <Field id="orders-q" label={t('admin.orders.search')} hint={t('admin.orders.searchHint')}>
          {(p) => <input {...p} name="q" type="search" defaultValue={filters.q ?? ''} />}
        </Field>
        <Field id="orders-payment" label={t('admin.orders.paymentState')}>
          {(p) => (
            <select {...p} name="paymentState" defaultValue={filters.paymentState ?? ''}>
              <option value="">{t('admin.orders.any')}</option>
              {PAYMENT_STATES.map((s) => (
                <option key={s} value={s}>
                  {t(`admin.payment.${s}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="orders-method" label={t('admin.orders.paymentMethod')}>
          {(p) => (
            <select {...p} name="paymentMethod" defaultValue={filters.paymentMethod ?? ''}>
              <option value="">{t('admin.orders.any')}</option>
              <option value="cod">{t('admin.method.cod')}</option>
              <option value="online">{t('admin.method.online')}</option>
            </select>
          )}
        </Field>
        <Field id="orders-from" label={t('admin.orders.from')}>
          {(p) => <input {...p} name="from" type="date" defaultValue={filters.from ?? ''} />}
        </Field>
        <Field id="orders-to" label={t('admin.orders.to')}>
          {(p) => <input {...p} name="to" type="date" defaultValue={filters.to ?? ''} />}
        </Field>
        <Field id="orders-place" label={t('admin.orders.place')} hint={t('admin.orders.placeHint')}>
          {(p) => <input {...p} name="place" defaultValue={filters.place ?? ''} />}
        </Field>
        <button type="submit" className="button">
          {t('admin.orders.filter')}
        </button>
      </Form>
      {'failure' in loaded ? (
        <AdminFailure failure={loaded.failure} />
      ) : loaded.listed.orders.length === 0 ? (
        <p>{t('admin.orders.none')}</p>
      ) : (
        <>
          <p className="admin-muted">{t('admin.orders.shown', { count: loaded.listed.total })}</p>
          <ul className="admin-orders" data-testid="admin-orders">
            {loaded.listed.orders.map((o) => (
              <li key={o.id} className="admin-card">
                <Link to={`/admin/orders/${encodeURIComponent(o.id)}`} className="admin-orders__id">
                  {o.id}
                </Link>
                <span className={`admin-status admin-status--${o.status}`}>{t(`admin.status.${o.status}`)}</span>
                <span>{placedAt(o.createdAt, i18n.language)}</span>
                <span>
                  {o.name} · {o.state} {o.pin}
                </span>
                <span>
                  {formatRupees(o.total / 100, i18n.language)} · {t(`admin.method.${o.paymentMethod === 'cod' ? 'cod' : 'online'}`)} · {t(`admin.payment.${o.paymentState}`)}
                </span>
              </li>
            ))}
          </ul>
          <nav className="admin-pager" aria-label={t('admin.orders.pages')}>
            {page > 1 ? <Link to={withFilters(filters, { page: String(page - 1) })}>{t('admin.orders.previous')}</Link> : null}
            <span>{t('admin.orders.pageOf', { page, pages: loaded.listed.pages })}</span>
            {page < loaded.listed.pages ? <Link to={withFilters(filters, { page: String(page + 1) })}>{t('admin.orders.next')}</Link> : null}
          </nav>
        </>
      )}
    </section>
  );
}
