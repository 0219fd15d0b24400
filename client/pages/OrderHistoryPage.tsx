// /account/orders: the customer's orders, newest first, paged.
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatINR, toPaise } from '../../shared/money';
import { pathTo } from '../../shared/routes';
import { failureText } from '../api/failure-text';
import { formatOrderDate } from '../api/order-shape';
import { listOrders, type OrderSummaryRow } from '../api/orders';
import { ScrollableTable } from '../components/accounts/ScrollableTable';

type State = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'loaded'; orders: OrderSummaryRow[]; pages: number };

export default function OrderHistoryPage() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const [state, setState] = useState<State>({ kind: 'loading' });
  const load = useCallback(async () => {
    setState({ kind: 'loading' });
    const result = await listOrders(page);
    if (!result.ok) return setState({ kind: 'error', message: failureText(t, result.failure) });
    setState({ kind: 'loaded', orders: Array.isArray(result.data.orders) ? result.data.orders : [], pages: Math.max(1, result.data.pagination?.pages ?? 1) });
  }, [page, t]);
  useEffect(() => {
    void load();
  }, [load]);

  return (
    <section className="order-page">
      <h1>{t('orders.title')}</h1>
      {state.kind === 'loading' && <p className="page-loading">{t('common.loading')}</p>}
      {state.kind === 'error' && (
        <div className="load-error" role="alert">
          <p>{state.message}</p>
          <button type="button" className="button" onClick={() => void load()}>
            {t('orders.retry')}
          </button>
        </div>
      )}
      {state.kind === 'loaded' && state.orders.length === 0 && (
        <div className="empty-state">
          <p>{t('orders.empty')}</p>
          <Link className="button" to={pathTo('cart')}>
            {t('orders.shop')}
          </Link>
        </div>
      )}
      {state.kind === 'loaded' && state.orders.length > 0 && (
        <>
          <ScrollableTable label={t('orders.title')}>
            <table className="order-items order-history">
              <thead>
                <tr>
                  <th scope="col">{t('orders.date')}</th>
                  <th scope="col">{t('orders.order')}</th>
                  <th scope="col">{t('orders.status')}</th>
                  <th scope="col">{t('orders.total')}</th>
                  <th scope="col"><span className="visually-hidden">{t('orders.view')}</span></th>
                </tr>
              </thead>
              <tbody>
                {state.orders.map((o) => (
                  <tr key={o.orderId}>
                    <td>{formatOrderDate(o.orderDate)}</td>
                    <td>
                      {o.orderId}
                      <br />
                      <small>{t('orders.items', { count: o.itemCount })}</small>
                    </td>
                    <td>
                      <span className={`status status--${o.status}`}>{t(`orderDetail.statuses.${o.status}`, { defaultValue: o.status })}</span>
                    </td>
                    <td>{formatINR(toPaise(o.orderTotal), i18n.language)}</td>
                    <td>
                      <Link to={pathTo('order-detail', { orderId: o.orderId })} aria-label={t('orders.viewOrder', { orderId: o.orderId })}>
                        {t('orders.view')}
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollableTable>
          {state.pages > 1 && (
            <nav className="pager" aria-label={t('orders.pagination')}>
              <button type="button" className="button button--ghost" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                {t('orders.previous')}
              </button>
              <span>{t('orders.page', { page, pages: state.pages })}</span>
              <button type="button" className="button button--ghost" disabled={page >= state.pages} onClick={() => setPage((p) => p + 1)}>
                {t('orders.next')}
              </button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}
