// /account/orders: the customer's orders, newest first, paged (?page=N). The
// loader reads them with the shopper's cookies, so they are in the first HTML;
// SWR keeps them fresh from there.
import useSWR from 'swr';
import { data, useLoaderData, useLocation, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Failure } from '../../shared/errors';
import { formatINR, toPaise } from '../../shared/money';
import { pathTo } from '../../shared/routes';
import { browserApi } from '../api/browser';
import { failureText } from '../api/failure-text';
import { formatOrderDate } from '../api/order-shape';
import type { OrderSummaryRow } from '../api/orders';
import { ScrollableTable } from '../components/accounts/ScrollableTable';
import { Link } from '../components/Link';
import { PagerLink } from '../components/PagerLink';
import { services } from '../router/app-context';
import { loadFailed, pageParam } from '../router/load-failure';
import { requireUser } from '../router/route-helpers';

interface OrdersPage {
  orders: OrderSummaryRow[];
  pages: number;
}
/** Timeouts and a host that does not answer say so; anything the host answered gets the page's own text. */
const isNetworkFailure = (f: Failure) => f.kind === 'timeout' || f.kind === 'offline' || f.kind === 'noResponse';

type Loaded = { page: number } & ({ list: OrdersPage } | { failure: Failure });

const toOrdersPage = (body: { orders?: unknown; pagination?: { pages?: number } }): OrdersPage => ({
  orders: Array.isArray(body.orders) ? (body.orders as OrderSummaryRow[]) : [],
  pages: Math.max(1, Number(body.pagination?.pages) || 1),
});

export async function loader({ request, context }: LoaderFunctionArgs) {
  const app = services(context);
  const page = pageParam(new URL(request.url));
  // Asked for while the session is still being looked up: one round trip, not two.
  const pending = app.api.listOrders(page);
  await requireUser(request, app);
  const result = await pending;
  if (!result.ok) {
    const { failure, status } = loadFailed(request, result);
    return data<Loaded>({ page, failure }, { status });
  }
  return { page, list: toOrdersPage(result.data) } satisfies Loaded;
}

const fetchOrders = (page: number) => async (): Promise<OrdersPage> => {
  const result = await browserApi.listOrders(page);
  if (!result.ok) throw Object.assign(new Error('request failed'), { failure: result.failure });
  return toOrdersPage(result.data);
};

export default function OrderHistoryRoute() {
  const { t, i18n } = useTranslation();
  const loaded = useLoaderData() as Loaded;
  const { pathname } = useLocation();
  const { revalidate } = useRevalidator();
  const initial = 'list' in loaded ? loaded.list : undefined;
  const { data: live } = useSWR(initial ? `/api/orders?page=${loaded.page}` : null, fetchOrders(loaded.page), {
    fallbackData: initial,
    revalidateOnMount: false,
    shouldRetryOnError: false,
  });
  const list = live ?? initial;
  const page = loaded.page;
  const pageLink = (n: number) => (n > 1 ? `${pathname}?page=${n}` : pathname);
  const failure = 'failure' in loaded ? loaded.failure : null;
  return (
    <section className="order-page">
      <h1>{t('orders.title')}</h1>
      {failure && (
        <div className="load-error" role="alert">
          <p>{isNetworkFailure(failure) ? failureText(t, failure) : t('orders.loadFailed')}</p>
          <a className="button" href={pageLink(page)} onClick={(e) => (e.preventDefault(), void revalidate())}>
            {t('orders.retry')}
          </a>
        </div>
      )}
      {list && list.orders.length === 0 && (
        <div className="empty-state">
          <p>{t('orders.empty')}</p>
          <Link className="button" to={pathTo('cart')}>
            {t('orders.shop')}
          </Link>
        </div>
      )}
      {list && list.orders.length > 0 && (
        <>
          <ScrollableTable label={t('orders.title')}>
            <table className="order-items order-history" role="table">
              <thead role="rowgroup">
                <tr role="row">
                  <th scope="col" role="columnheader">{t('orders.date')}</th>
                  <th scope="col" role="columnheader">{t('orders.order')}</th>
                  <th scope="col" role="columnheader">{t('orders.status')}</th>
                  <th scope="col" role="columnheader">{t('orders.total')}</th>
                  <th scope="col" role="columnheader"><span className="visually-hidden">{t('orders.view')}</span></th>
                </tr>
              </thead>
              <tbody role="rowgroup">
                {list.orders.map((o) => (
                  <tr role="row" key={o.orderId}>
                    <td role="cell" data-label={t('orders.date')}>{formatOrderDate(o.orderDate)}</td>
                    <td role="cell" data-label={t('orders.order')}>
                      {o.orderId}
                      <br />
                      <small>{t('orders.items', { count: o.itemCount })}</small>
                    </td>
                    <td role="cell" data-label={t('orders.status')}>
                      <span className={`status status--${o.status}`}>{t(`orderDetail.statuses.${o.status}`, { defaultValue: o.status })}</span>
                    </td>
                    <td role="cell" data-label={t('orders.total')}>{formatINR(toPaise(o.orderTotal), i18n.language)}</td>
                    <td role="cell" className="order-items__action">
                      <Link to={pathTo('order-detail', { orderId: o.orderId })} aria-label={t('orders.viewOrder', { orderId: o.orderId })}>
                        {t('orders.view')}
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollableTable>
          {list.pages > 1 && (
            <nav className="pager" aria-label={t('orders.pagination')}>
              <PagerLink to={pageLink(page - 1)} disabled={page <= 1} label={t('orders.previous')} />
              <span>{t('orders.page', { page, pages: list.pages })}</span>
              <PagerLink to={pageLink(page + 1)} disabled={page >= list.pages} label={t('orders.next')} />
            </nav>
          )}
        </>
      )}
    </section>
  );
}
