// /account/orders: the customer's orders, newest first, paged (?page=N). The
// loader reads them with the shopper's cookies, so they are in the first HTML;
// SWR keeps them fresh from there.
import { useTranslation } from 'react-i18next';
import { data, type LoaderFunctionArgs, useLoaderData, useLocation, useRevalidator } from 'react-router';
import useSWR from 'swr';

import type { Failure } from '../../shared/errors';
import { formatINR, toPaise } from '../../shared/money';
import { paymentStateOf } from '../../shared/payment-state';
import { pathTo } from '../../shared/routes';
import { browserApi } from '../api/browser';
import { failureText } from '../api/failure-text';
import { formatOrderDate } from '../api/order-shape';
import { orderCalls, type OrderListBody, orderRows, type OrderSummaryRow } from '../api/orders';
import { CardTable } from '../components/accounts/CardTable';
import { Link } from '../components/Link';
import { PagerLink } from '../components/PagerLink';
import { services } from '../router/app-context';
import { loadFailed, notOffered, pageParam } from '../router/load-failure';
import { requireUser } from '../router/route-helpers';

interface OrdersPage {
  orders: OrderSummaryRow[];
  pages: number;
}
/** Timeouts and a host that does not answer say so; anything the host answered gets the page's own text. */
const isNetworkFailure = (f: Failure) => f.kind === 'timeout' || f.kind === 'offline' || f.kind === 'noResponse';

type Loaded = { page: number } & ({ list: OrdersPage } | { failure: Failure });

const toOrdersPage = (body: OrderListBody): OrdersPage => ({
  orders: orderRows(body),
  pages: Math.max(1, Number(body.pagination?.pages) || 1),
});

export async function loader({ request, context }: LoaderFunctionArgs) {
  const app = services(context);
  const page = pageParam(new URL(request.url));
  // Asked for while the session is still being looked up: one round trip, not two.
  const pending = orderCalls(app.api.call).listOrders(page);
  await requireUser(request, app);
  const result = await pending;
  if (!result.ok) {
    const { failure, status } = notOffered(result, 'orders.notOffered') ?? loadFailed(request, result);
    return data<Loaded>({ page, failure }, { status });
  }
  return { page, list: toOrdersPage(result.data) } satisfies Loaded;
}

const fetchOrders = (page: number) => async (): Promise<OrdersPage> => {
  const result = await orderCalls(browserApi.call).listOrders(page);
  if (!result.ok) throw Object.assign(new Error('request failed'), { failure: result.failure });
  return toOrdersPage(result.data);
};

export default function OrderHistoryRoute() {
  const { t, i18n } = useTranslation();
  const loaded = useLoaderData<Loaded>();
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
          <p>{isNetworkFailure(failure) || failure.kind === 'fallback' ? failureText(t, failure) : t('orders.loadFailed')}</p>
          {failure.kind !== 'fallback' && (
            <a className="button" href={pageLink(page)} onClick={(e) => (e.preventDefault(), void revalidate())}>
              {t('orders.retry')}
            </a>
          )}
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
          <CardTable
            label={t('orders.title')}
            className="order-items order-history"
            rows={list.orders}
            rowKey={(o) => o.orderId}
            columns={[
              { label: t('orders.date'), cell: (o) => formatOrderDate(o.orderDate, i18n.language) },
              {
                label: t('orders.order'),
                cell: (o) => (
                  <>
                    {o.orderId}
                    <br />
                    <small>{t('orders.items', { count: o.itemCount })}</small>
                  </>
                ),
              },
              {
                label: t('orders.status'),
                cell: (o) => <span className={`status status--${o.status}`}>{t(`orderDetail.statuses.${o.status}`, { defaultValue: o.status })}</span>,
              },
              {
                label: t('orders.payment'),
                cell: (o) => <span data-testid="order-payment">{t(`payment.short.${paymentStateOf(o.paymentState, o.paymentMethod)}`)}</span>,
              },
              { label: t('orders.total'), cell: (o) => formatINR(toPaise(o.orderTotal), i18n.language) },
              {
                label: t('orders.view'),
                hiddenLabel: true,
                className: 'order-items__action',
                cell: (o) => (
                  <Link to={pathTo('order-detail', { orderId: o.orderId })} aria-label={t('orders.viewOrder', { orderId: o.orderId })}>
                    {t('orders.view')}
                  </Link>
                ),
              },
            ]}
          />
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
