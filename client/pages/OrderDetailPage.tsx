// /account/orders/:orderId (and /orders/:orderId): one order with its states —
// loading, error with Try Again, not found, loaded.
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatINR, toPaise } from '../../shared/money';
import { pathTo } from '../../shared/routes';
import { failureText } from '../api/failure-text';
import { formatOrderDate, toOrderView, type OrderView } from '../api/order-shape';
import { getOrder } from '../api/orders';
import { notify } from '../toast';
import type { PageProps } from './registry';
import { ScrollableTable } from '../components/accounts/ScrollableTable';

type State = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'not-found' } | { kind: 'loaded'; order: OrderView };
const FALLBACK_IMAGE = '/images/products/skyberry-small.svg';

export default function OrderDetailPage({ params }: PageProps) {
  const { t, i18n } = useTranslation();
  const orderId = params.orderId ?? '';
  const [state, setState] = useState<State>({ kind: 'loading' });

  const load = useCallback(async () => {
    setState({ kind: 'loading' });
    const result = await getOrder(orderId);
    if (result.ok) {
      const order = toOrderView(result.data.order);
      setState(order ? { kind: 'loaded', order } : { kind: 'not-found' });
      return;
    }
    if (result.status === 404) return setState({ kind: 'not-found' });
    notify.error(t('orderDetail.loadErrorToast'));
    const detail = result.status !== undefined && result.data?.success === false ? failureText(t, result.failure) : null;
    setState({ kind: 'error', message: detail ?? t('orderDetail.loadError') });
  }, [orderId, t]);

  useEffect(() => {
    void load();
  }, [load]);

  const money = (rupees: number) => formatINR(toPaise(rupees), i18n.language);

  return (
    <section className="order-page">
      <Link to={pathTo('notifications')} className="link-back">
        {t('orderDetail.back')}
      </Link>
      <h1>{t('orderDetail.title')}</h1>
      {state.kind === 'loading' && <p className="page-loading">{t('orderDetail.loading')}</p>}
      {state.kind === 'error' && (
        <div className="load-error" role="alert">
          <p>{state.message}</p>
          <button type="button" className="button" onClick={() => void load()}>
            {t('orderDetail.retry')}
          </button>
        </div>
      )}
      {state.kind === 'not-found' && (
        <div className="load-error">
          <p>{t('orderDetail.notFound')}</p>
          <Link className="button" to={pathTo('notifications')}>
            {t('orderDetail.backToNotifications')}
          </Link>
        </div>
      )}
      {state.kind === 'loaded' && (
        <>
          <dl className="order-facts">
            <div>
              <dt>{t('orderDetail.orderId')}</dt>
              <dd data-testid="order-detail-id">{state.order.orderId}</dd>
            </div>
            <div>
              <dt>{t('orderDetail.date')}</dt>
              <dd>{formatOrderDate(state.order.date)}</dd>
            </div>
            <div>
              <dt>{t('orderDetail.status')}</dt>
              <dd>
                <span className={`status status--${state.order.status}`}>
                  <span aria-hidden="true">{STATUS_ICON[state.order.status] ?? '•'} </span>
                  {t(`orderDetail.statuses.${state.order.status}`, { defaultValue: state.order.status })}
                </span>
              </dd>
            </div>
            <div>
              <dt>{t('orderDetail.payment')}</dt>
              <dd>{t(`orderDetail.methods.${state.order.paymentMethod}`, { defaultValue: state.order.paymentMethod })}</dd>
            </div>
          </dl>
          <h2>{t('orderDetail.customer')}</h2>
          <address className="order-customer">
            {state.order.customer.firstName} {state.order.customer.lastName}
            <br />
            {state.order.customer.address}
            <br />
            {state.order.customer.city}, {state.order.customer.state} {state.order.customer.postalCode}
            <br />
            {state.order.customer.country}
            <br />
            {state.order.customer.phone} · {state.order.customer.email}
          </address>
          <h2>{t('orderDetail.items')}</h2>
          <ScrollableTable label={t('orderDetail.items')}>
            <table className="order-items">
              <thead>
                <tr>
                  <th scope="col">{t('orderDetail.product')}</th>
                  <th scope="col">{t('orderDetail.size')}</th>
                  <th scope="col">{t('orderDetail.quantity')}</th>
                  <th scope="col">{t('orderDetail.price')}</th>
                  <th scope="col">{t('orderDetail.subtotal')}</th>
                </tr>
              </thead>
              <tbody>
                {state.order.items.map((item) => (
                  <tr key={item.id}>
                    <td>
                      <span className="order-items__product">
                        <img
                          src={item.image ?? FALLBACK_IMAGE}
                          alt=""
                          width={40}
                          height={40}
                          loading="lazy"
                          onError={(e) => {
                            if (!e.currentTarget.src.endsWith(FALLBACK_IMAGE)) e.currentTarget.src = FALLBACK_IMAGE;
                          }}
                        />
                        {item.name}
                      </span>
                    </td>
                    <td>{item.size}</td>
                    <td>{item.quantity}</td>
                    <td>{money(item.price)}</td>
                    <td>{money(item.subtotal)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollableTable>
          <h2>{t('orderDetail.pricing')}</h2>
          <dl className="summary order-pricing">
            <div><dt>{t('orderDetail.subtotal')}</dt><dd>{money(state.order.pricing.subtotal)}</dd></div>
            <div><dt>{t('orderDetail.shipping')}</dt><dd>{money(state.order.pricing.shipping)}</dd></div>
            <div><dt>{t('orderDetail.tax')}</dt><dd>{money(state.order.pricing.tax)}</dd></div>
            {state.order.pricing.discount > 0 && <div className="summary__discount"><dt>{t('orderDetail.discount')}</dt><dd>−{money(state.order.pricing.discount)}</dd></div>}
            {state.order.pricing.totalSavings > 0 && <div className="summary__savings"><dt>{t('orderDetail.savings')}</dt><dd>{money(state.order.pricing.totalSavings)}</dd></div>}
            <div className="summary__total"><dt>{t('orderDetail.total')}</dt><dd data-testid="order-detail-total">{money(state.order.pricing.orderTotal)}</dd></div>
          </dl>
        </>
      )}
    </section>
  );
}

const STATUS_ICON: Record<string, string> = { pending: '⏳', processing: '⚙️', shipped: '🚚', delivered: '✅', cancelled: '✖️' };
