// /pay/:orderId (and ?key= for a guest): paying an order online
// (docs/decisions/026-payments.md). The loader reads the order's payment and
// how to open the gateway's hosted checkout; the page loads the gateway's
// script only when the shopper presses Pay (this page's own
// Content-Security-Policy lets that script and its frames in, and no other
// page's does), and posts what the checkout hands back, which the server
// believes only once the signature is the gateway's. Without JavaScript the
// checkout cannot open: the page says so, and paying on delivery instead is a
// real form. An order that is paid, or placed to pay on delivery, goes on to
// its confirmation.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ActionFunctionArgs, data, Form, type LoaderFunctionArgs, redirect, useActionData, useLoaderData, useNavigation, useSubmit } from 'react-router';

import type { Failure } from '../../shared/errors';
import { formatINR, toPaise } from '../../shared/money';
import { pathTo } from '../../shared/routes';
import { failureText } from '../api/failure-text';
import { formatOrderDate, type OrderView, toOrderView } from '../api/order-shape';
import { type PaymentBody, paymentCalls } from '../api/payments';
import { OrderItems, OrderPricing } from '../components/accounts/OrderItems';
import { Link } from '../components/Link';
import { type GatewayCheckout, openGatewayCheckout } from '../components/payments/gateway-checkout';
import { PaymentStatus } from '../components/payments/PaymentStatus';
import { CheckoutProgress } from '../components/shop/CheckoutProgress';
import { CsrfField } from '../context/boot';
import { useHydrated } from '../hooks/useHydrated';
import { services } from '../router/app-context';
import { actionFailed, loadFailed } from '../router/load-failure';
import { confirmationPath } from '../router/order-pages';
import { field, readForm, requireUser } from '../router/route-helpers';

type Loaded = { order: OrderView; checkout: GatewayCheckout | null; unavailable: boolean; key: string | null } | { notFound: true } | { failure: Failure };

interface PayResult {
  failure?: Failure;
  /** The gateway has the payment but has not captured it yet: its webhook settles the order. */
  processing?: boolean;
}

const keyOf = (request: Request) => {
  const given = new URL(request.url).searchParams.get('key');
  return given && /^[\w.-]{1,64}$/.test(given) ? given : null;
};

/** What the page may trust of the host's checkout answer: a gateway order, a key, a script over http(s). */
function toCheckout(raw: PaymentBody['checkout']): GatewayCheckout | null {
  if (!raw?.keyId || !raw.gatewayOrderId || !raw.scriptUrl || !/^https?:\/\//.test(raw.scriptUrl) || typeof raw.amount !== 'number') return null;
  return {
    keyId: raw.keyId,
    gatewayOrderId: raw.gatewayOrderId,
    scriptUrl: raw.scriptUrl,
    origins: Array.isArray(raw.origins) ? raw.origins.filter((o) => typeof o === 'string') : [],
    amount: raw.amount,
    prefill: { name: raw.prefill?.name ?? '', email: raw.prefill?.email ?? '', contact: raw.prefill?.contact ?? '' },
  };
}

const isSettled = (order: OrderView) => order.status !== 'awaiting_payment' && order.status !== 'expired' && order.status !== 'cancelled';

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const app = services(context);
  const key = keyOf(request);
  if (!key) await requireUser(request, app);
  const orderId = params.orderId ?? '';
  const result = await paymentCalls(app.api.call).payment(orderId, key ?? undefined);
  if (!result.ok) {
    if (result.status === 404) return data<Loaded>({ notFound: true }, { status: 404 });
    const { failure, status } = loadFailed(request, result);
    return data<Loaded>({ failure }, { status });
  }
  const order = toOrderView(result.data.order);
  if (!order) return data<Loaded>({ notFound: true }, { status: 404 });
  // Paid, or placed to pay on delivery: nothing to pay here.
  if (isSettled(order)) throw redirect(confirmationPath(request, order.orderId, key));
  return { order, checkout: toCheckout(result.data.checkout), unavailable: result.data.unavailable === true, key } satisfies Loaded;
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const app = services(context);
  const key = keyOf(request);
  if (!key) await requireUser(request, app);
  const orderId = params.orderId ?? '';
  const form = await readForm(request);
  const intent = field(form, 'intent', 20);
  const payments = paymentCalls(app.api.call);
  const result =
    intent === 'cod'
      ? await payments.payOnDelivery(orderId, key ?? undefined)
      : intent === 'confirm'
        ? await payments.confirmPayment(orderId, key ?? undefined, {
            razorpay_payment_id: field(form, 'razorpay_payment_id', 100),
            razorpay_order_id: field(form, 'razorpay_order_id', 100),
            razorpay_signature: field(form, 'razorpay_signature', 200),
          })
        : null;
  if (!result) return data<PayResult>({}, { status: 400 });
  if (!result.ok) {
    if (result.status === 401) loadFailed(request, result);
    const { failure, status } = actionFailed(result);
    return data<PayResult>({ failure }, { status });
  }
  const order = toOrderView(result.data.order);
  if (order && isSettled(order)) return redirect(confirmationPath(request, order.orderId, key), 303);
  // Confirmed but not captured yet, or the order moved on meanwhile: the page shows it as it now is.
  return { processing: intent === 'confirm' && order?.status === 'awaiting_payment' } satisfies PayResult;
}

type Phase = 'idle' | 'opening' | 'confirming' | 'dismissed' | 'failed' | 'scriptFailed';

export default function PayRoute() {
  const { t } = useTranslation();
  const loaded = useLoaderData<Loaded>();
  return (
    <section className="checkout pay">
      <h1>{t('payment.page.title')}</h1>
      <CheckoutProgress current="checkout" />
      {'notFound' in loaded && (
        <div className="load-error">
          <p>{t('orderDetail.notFound')}</p>
          <Link className="button" to={pathTo('cart')}>
            {t('checkout.confirmation.continue')}
          </Link>
        </div>
      )}
      {'failure' in loaded && (
        <p className="load-error" role="alert">
          {failureText(t, loaded.failure)}
        </p>
      )}
      {'order' in loaded && <PayPanel order={loaded.order} checkout={loaded.checkout} unavailable={loaded.unavailable} orderKey={loaded.key} />}
    </section>
  );
}

function PayPanel({ order, checkout, unavailable, orderKey }: { order: OrderView; checkout: GatewayCheckout | null; unavailable: boolean; orderKey: string | null }) {
  const { t, i18n } = useTranslation();
  const posted = useActionData<PayResult>();
  const navigation = useNavigation();
  const submit = useSubmit();
  const busy = navigation.state !== 'idle';
  const [phase, setPhase] = useState<Phase>('idle');
  const [reason, setReason] = useState<string | null>(null);
  const hydrated = useHydrated();
  const amount = formatINR(toPaise(order.pricing.orderTotal), i18n.language);
  const waiting = order.status === 'awaiting_payment';
  const failed = phase === 'failed' || (phase === 'idle' && order.payment.state === 'failed');

  const pay = () => {
    if (!checkout) return;
    setPhase('opening');
    openGatewayCheckout(checkout, {
      name: 'Too More',
      description: order.orderId,
      onPaid: (response) => {
        setPhase('confirming');
        void submit({ intent: 'confirm', ...response }, { method: 'post' });
      },
      onFailed: (description) => {
        setReason(description);
        setPhase('failed');
      },
      onDismissed: () => setPhase((now) => (now === 'failed' ? now : 'dismissed')),
    }).catch(() => setPhase('scriptFailed'));
  };

  const notice =
    posted?.processing === true
      ? t('payment.page.processing')
      : phase === 'opening'
        ? t('payment.page.opening')
        : phase === 'confirming'
          ? t('payment.page.confirming')
          : phase === 'dismissed'
            ? t('payment.page.dismissed')
            : phase === 'scriptFailed'
              ? t('payment.page.scriptFailed')
              : null;
  const failureReason = phase === 'failed' ? reason : order.payment.error;

  return (
    <div className="pay__body">
      {order.status === 'expired' && <p role="status">{t('payment.page.expired', { date: formatOrderDate(order.payment.dueBy, i18n.language) })}</p>}
      {!waiting && order.status !== 'expired' && (
        <p role="status">
          {t('payment.page.notPayable')}{' '}
          <Link to={orderKey ? `/orders/${encodeURIComponent(order.orderId)}?key=${encodeURIComponent(orderKey)}` : pathTo('order-detail', { orderId: order.orderId })}>
            {t('payment.page.viewOrder')}
          </Link>
        </p>
      )}
      {waiting && (
        <>
          <p>{t('payment.page.intro', { orderId: order.orderId, amount })}</p>
          {order.payment.dueBy && <p>{t('payment.page.dueBy', { time: formatOrderDate(order.payment.dueBy, i18n.language) })}</p>}
          {failed && (
            <p className="form-error" role="alert" data-testid="pay-failed">
              {failureReason ? t('payment.page.failed', { reason: failureReason }) : t('payment.page.failedNoReason')}
            </p>
          )}
          {posted?.failure && (
            <p className="form-error" role="alert">
              {failureText(t, posted.failure)}
            </p>
          )}
          <p role="status" className="pay__notice" data-testid="pay-notice">
            {notice}
          </p>
          {unavailable || !checkout ? (
            <p className="form-error">{t('payment.page.unavailable')}</p>
          ) : (
            <>
              <noscript>
                <p className="form-error">{t('payment.page.noScript')}</p>
              </noscript>
              <button
                type="button"
                className="button pay__button"
                onClick={pay}
                disabled={!hydrated || busy || phase === 'opening' || phase === 'confirming'}
                data-testid="pay-button"
              >
                {failed ? t('payment.page.tryAgain') : t('payment.page.pay', { amount })}
              </button>
              <p className="checkout-form__note">{t('payment.page.secureNote')}</p>
            </>
          )}
          <Form method="post" className="pay__cod">
            <CsrfField />
            <input type="hidden" name="intent" value="cod" />
            <p>{t('payment.page.payOnDeliveryNote')}</p>
            <button type="submit" className="button button--ghost" disabled={busy} data-testid="pay-on-delivery">
              {busy && navigation.formData?.get('intent') === 'cod' ? t('payment.page.switching') : t('payment.page.payOnDelivery')}
            </button>
          </Form>
        </>
      )}
      <PaymentStatusIfDone order={order} orderKey={orderKey} />
      <h2>{t('orderDetail.items')}</h2>
      <OrderItems items={order.items} />
      <OrderPricing pricing={order.pricing} gstIncluded={order.gstIncluded} />
    </div>
  );
}

/** An order that can no longer be paid says where its money stands (a late capture refunded, say). */
function PaymentStatusIfDone({ order, orderKey }: { order: OrderView; orderKey: string | null }) {
  if (order.status === 'awaiting_payment') return null;
  return <PaymentStatus order={order} orderKey={orderKey} />;
}
