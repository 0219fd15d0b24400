// /account/orders/:orderId (and /orders/:orderId): one order. The loader reads
// it with the shopper's cookies (so it is in the first HTML), or, for a guest's
// mailed link (?key=), with that key and no sign-in; and it decides its
// state: loaded, not found (404) or an error with Try Again — the
// specification's text, in the page's language, never the host's own
// message for a failed call. SWR keeps a loaded order fresh afterwards.
// Its action cancels an order that has not shipped (a real form: without
// JavaScript, post → 303 → this page showing it cancelled); the page links the
// order's GST invoice, and once it is cancelled the credit note against it; it
// says where the order's money stands (paid how, to pay on delivery, awaiting
// payment with the way to pay, a refund and how far it got), and shows its
// timeline, the shipment's courier and tracking link among it.
import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { type ActionFunctionArgs, data, Form, type LoaderFunctionArgs, useActionData, useLoaderData, useLocation, useNavigation, useRevalidator } from 'react-router';
import useSWR, { mutate } from 'swr';

import { CARD_BRAND_NAMES, type CardSummary } from '../../shared/card';
import type { Failure } from '../../shared/errors';
import { formatINR, toPaise } from '../../shared/money';
import { pathTo } from '../../shared/routes';
import { browserApi } from '../api/browser';
import { failureText } from '../api/failure-text';
import { formatOrderDate, type OrderView, toOrderView } from '../api/order-shape';
import { creditNoteHref, invoiceHref, orderCalls } from '../api/orders';
import { OrderItems, OrderPricing } from '../components/accounts/OrderItems';
import { OrderTimeline } from '../components/accounts/OrderTimeline';
import { Link } from '../components/Link';
import { PaymentStatus } from '../components/payments/PaymentStatus';
import { CsrfField } from '../context/boot';
import { useSession } from '../hooks/useSession';
import { services } from '../router/app-context';
import { actionFailed, loadFailed } from '../router/load-failure';
import { completed, field, readForm, requireUser } from '../router/route-helpers';
import { notify } from '../toast';

type Loaded = { order: OrderView } | { notFound: true } | { failure: Failure; detail: boolean };

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const app = services(context);
  const key = new URL(request.url).searchParams.get('key');
  // The order is asked for while the session is still being looked up: one round trip, not two.
  const pending = orderCalls(app.api.call).order(params.orderId ?? '', key ?? undefined);
  if (!key) await requireUser(request, app);
  const result = await pending;
  if (result.ok) {
    const order = toOrderView(result.data.order);
    return order ? ({ order } satisfies Loaded) : data<Loaded>({ notFound: true }, { status: 404 });
  }
  if (result.status === 404) return data<Loaded>({ notFound: true }, { status: 404 });
  const { failure, status } = loadFailed(request, result);
  // A host that answered success:false says why; a call that failed gets the page's own text.
  const detail = result.status !== undefined && result.status < 500 && result.data?.success === false;
  return data<Loaded>({ failure, detail }, { status });
}

interface CancelResult {
  failure?: Failure;
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const app = services(context);
  const key = new URL(request.url).searchParams.get('key') ?? undefined;
  if (!key) await requireUser(request, app);
  const form = await readForm(request);
  if (field(form, 'intent', 20) !== 'cancel') return data<CancelResult>({}, { status: 400 });
  const orderId = params.orderId ?? '';
  const result = await orderCalls(app.api.call).cancelOrder(orderId, key, app.i18n.language);
  if (!result.ok) {
    if (result.status === 401) loadFailed(request, result);
    if (app.side === 'browser') {
      notify.error(failureText(app.i18n.t, result.failure));
      // Refused because the order moved on (it shipped meanwhile): show it as it now is.
      void mutate(`/api/orders/${orderId}`);
    }
    const { failure, status } = actionFailed(result);
    return data<CancelResult>({ failure }, { status });
  }
  const order = toOrderView(result.data.order);
  if (app.side === 'browser' && order) await mutate(`/api/orders/${orderId}`, order, { revalidate: false });
  return completed(app, request, { flash: 'orderCancelled' }) ?? {};
}

const fetchOrder = (orderId: string, key: string | undefined) => async (): Promise<OrderView | null> => {
  const result = await orderCalls(browserApi.call).order(orderId, key);
  if (!result.ok) throw Object.assign(new Error('request failed'), { failure: result.failure });
  return toOrderView(result.data.order);
};

export default function OrderDetailRoute() {
  const { t, i18n } = useTranslation();
  const loaded = useLoaderData<Loaded>();
  const posted = useActionData<CancelResult>();
  const cancelling = useNavigation().state === 'submitting';
  const { pathname, search } = useLocation();
  const key = new URLSearchParams(search).get('key') ?? undefined;
  const signedIn = useSession().status === 'authenticated';
  const { revalidate } = useRevalidator();
  const initial = 'order' in loaded ? loaded.order : undefined;
  const { data: live } = useSWR(initial ? `/api/orders/${initial.orderId}` : null, fetchOrder(initial?.orderId ?? '', key), {
    fallbackData: initial,
    revalidateOnMount: false,
    shouldRetryOnError: false,
  });
  const order = live ?? initial;
  const failed = 'failure' in loaded ? loaded : null;
  useEffect(() => {
    if (failed) notify.error(t('orderDetail.loadErrorToast'));
  }, [failed, t]);

  return (
    <section className="order-page">
      {signedIn ? (
        <Link to={pathTo('notifications')} className="link-back">
          {t('orderDetail.back')}
        </Link>
      ) : (
        <Link to={pathTo('cart')} className="link-back">
          {t('checkout.confirmation.continue')}
        </Link>
      )}
      <h1>{t('orderDetail.title')}</h1>
      {failed && (
        <div className="load-error" role="alert">
          <p>{!failed.detail ? t('orderDetail.loadError') : failed.failure.kind === 'code' ? failureText(t, failed.failure) : t('orderDetail.fetchFailed')}</p>
          <a className="button" href={pathname} onClick={(e) => (e.preventDefault(), void revalidate())}>
            {t('orderDetail.retry')}
          </a>
        </div>
      )}
      {'notFound' in loaded && (
        <div className="load-error">
          <p>{t('orderDetail.notFound')}</p>
          <Link className="button" to={signedIn ? pathTo('notifications') : pathTo('cart')}>
            {signedIn ? t('orderDetail.backToNotifications') : t('checkout.confirmation.continue')}
          </Link>
        </div>
      )}
      {order && (
        <>
          <dl className="order-facts">
            <div>
              <dt>{t('orderDetail.orderId')}</dt>
              <dd data-testid="order-detail-id">{order.orderId}</dd>
            </div>
            <div>
              <dt>{t('orderDetail.date')}</dt>
              <dd>{formatOrderDate(order.date, i18n.language)}</dd>
            </div>
            <div>
              <dt>{t('orderDetail.status')}</dt>
              <dd>
                <span className={`status status--${order.status}`}>
                  <span aria-hidden="true">{STATUS_ICON[order.status] ?? '•'} </span>
                  {t(`orderDetail.statuses.${order.status}`, { defaultValue: order.status })}
                </span>
              </dd>
            </div>
            <div>
              <dt>{t('orderDetail.payment')}</dt>
              <dd>
                {t(`orderDetail.methods.${order.paymentMethod}`, { defaultValue: order.paymentMethod })}
                {order.card && (
                  <>
                    {' · '}
                    <span data-testid="order-detail-card">{cardEnding(t, order.card)}</span>
                  </>
                )}
              </dd>
            </div>
            <div>
              <dt>{t('orderDetail.paymentState')}</dt>
              <dd>
                <PaymentStatus order={order} orderKey={key} />
              </dd>
            </div>
          </dl>
          <OrderTimeline order={order} />
          {order.invoiceNumber && (
            <p className="order-invoice">
              <a href={invoiceHref(order.orderId, key)} download data-testid="order-invoice">
                {t('invoice.download')}
              </a>{' '}
              <span className="order-invoice__number">{t('invoice.number', { number: order.invoiceNumber })}</span>
            </p>
          )}
          {order.invoiceNumber && order.status === 'cancelled' && (
            <p className="order-invoice">
              <a href={creditNoteHref(order.orderId, key)} download data-testid="order-credit-note">
                {t('invoice.creditNoteDownload')}
              </a>
              {order.creditNoteNumber && <span className="order-invoice__number"> {order.creditNoteNumber}</span>}
            </p>
          )}
          {posted?.failure && (
            <p className="form-error" role="alert">
              {failureText(t, posted.failure)}
            </p>
          )}
          {order.status === 'cancelled' && (
            <div className="order-cancelled" data-testid="order-cancelled">
              {order.cancelledAt && <p>{t('cancellation.cancelledOn', { date: formatOrderDate(order.cancelledAt, i18n.language) })}</p>}
              {!owesRefund(order) ? (
                <p>{t('cancellation.nothingDue')}</p>
              ) : (
                order.payment.state === 'cod' && <p>{t('cancellation.refundOwed', { amount: formatINR(toPaise(order.refundDue), i18n.language) })}</p>
              )}
            </div>
          )}
          {order.cancellable && (
            <Form method="post" action={`${pathname}${search}`} className="order-cancel">
              <CsrfField />
              <p>{t('cancellation.free')}</p>
              <button type="submit" name="intent" value="cancel" className="button button--ghost" disabled={cancelling} data-testid="order-cancel">
                {cancelling ? t('cancellation.cancelling') : t('cancellation.button')}
              </button>
            </Form>
          )}
          {(order.status === 'shipped' || order.status === 'delivered') && (
            <p className="order-cancel-closed" data-testid="order-cancel-closed">
              {t('cancellation.shipped')} <Link to={pathTo('customer-care')}>{t('cancellation.contact')}</Link>
            </p>
          )}
          <h2>{t('orderDetail.customer')}</h2>
          <address className="order-customer">
            {order.customer.firstName} {order.customer.lastName}
            <br />
            {order.customer.address}
            <br />
            {order.customer.city}, {order.customer.state} {order.customer.postalCode}
            <br />
            {order.customer.country}
            <br />
            {order.customer.phone} · {order.customer.email}
          </address>
          <h2>{t('orderDetail.items')}</h2>
          <OrderItems items={order.items} />
          <h2>{t('orderDetail.pricing')}</h2>
          <OrderPricing pricing={order.pricing} gstIncluded={order.gstIncluded} />
        </>
      )}
    </section>
  );
}

const REFUND_STATES = new Set(['refund_due', 'refund_pending', 'refunded', 'refund_failed']);

/** Whether money goes back: the payment says so, or (a host that only says the amount) a refund is due. */
function owesRefund(order: OrderView): boolean {
  return REFUND_STATES.has(order.payment.state) || order.refundDue > 0;
}

/** "Visa ending in 1111": network names are proper names; an unknown network is the translated word for a card. */
function cardEnding(t: TFunction, card: CardSummary): string {
  const brand = card.brand === 'other' ? t('orderDetail.cardOther') : CARD_BRAND_NAMES[card.brand];
  return t('orderDetail.cardEnding', { brand, last4: card.last4 });
}

const STATUS_ICON: Record<string, string> = { awaiting_payment: '💳', pending: '⏳', processing: '⚙️', shipped: '🚚', delivered: '✅', cancelled: '✖️', expired: '⌛' };
