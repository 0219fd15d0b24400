// /checkout and /confirmation. The form, the order summary and the progress
// bar; placing an order sends POST /api/orders once (idempotency key, no
// double submit) when ordering is enabled, else says it is unavailable.
import { useEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { resolveLines } from '../../shared/cart';
import { EMPTY_CHECKOUT_FORM, type CheckoutForm as Form } from '../../shared/checkout-form';
import { pathTo } from '../../shared/routes';
import { failureText } from '../api/failure-text';
import { placeOrder } from '../api/orders';
import { useBoot } from '../context/boot';
import { useCart } from '../context/cart';
import { useSession } from '../context/session';
import { notify } from '../toast';
import { CheckoutForm } from '../components/shop/CheckoutForm';
import { CheckoutProgress } from '../components/shop/CheckoutProgress';
import { OrderConfirmation } from '../components/shop/OrderConfirmation';
import { OrderSummary } from '../components/shop/OrderSummary';
import { productName } from '../components/shop/product-name';
import { newIdempotencyKey, readLastOrder, rememberLastOrder } from '../components/shop/last-order';
import type { PageProps } from './registry';

export default function CheckoutPage({ route }: PageProps) {
  return route.param === 'confirmation' ? <ConfirmationStep /> : <CheckoutStep />;
}

function ConfirmationStep() {
  const { t } = useTranslation();
  const location = useLocation();
  // Read after hydration: the server cannot know the order (history state and
  // session storage live in the browser), so the first render matches its HTML.
  const [orderId, setOrderId] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    const fromState = (location.state as { orderId?: unknown } | null)?.orderId;
    setOrderId(typeof fromState === 'string' ? fromState : readLastOrder());
  }, [location.state]);
  if (orderId === null) return <Navigate to={pathTo('shopping-cart')} replace />;
  return (
    <section className="checkout">
      <h1>{t('checkout.steps.confirmation')}</h1>
      <CheckoutProgress current="confirmation" />
      {orderId ? <OrderConfirmation orderId={orderId} /> : <p className="page-loading">{t('common.loading')}</p>}
    </section>
  );
}

function initialForm(session: ReturnType<typeof useSession>['session']): Form {
  if (session.status !== 'authenticated') return EMPTY_CHECKOUT_FORM;
  const [firstName = '', ...rest] = session.user.name.trim().split(/\s+/);
  return { ...EMPTY_CHECKOUT_FORM, firstName, lastName: rest.join(' '), email: session.user.email };
}

function CheckoutStep() {
  const { t } = useTranslation();
  const boot = useBoot();
  const navigate = useNavigate();
  const { session } = useSession();
  const { cart, totals, coupon, dispatch, removeCoupon } = useCart();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const sending = useRef(false);
  const placed = useRef(false);
  const idempotencyKey = useRef<string | null>(null);
  const lines = resolveLines(cart);

  if (lines.length === 0 && !placed.current) return <Navigate to={pathTo('shopping-cart')} replace />;

  const submit = async (form: Form) => {
    if (sending.current) return;
    if (!boot.ordering) {
      setProblem(t('checkout.unavailable'));
      notify.error(t('checkout.unavailable'));
      return;
    }
    sending.current = true;
    setBusy(true);
    setProblem(null);
    // One key per checkout: a retry after a timeout cannot place a second order.
    idempotencyKey.current ??= newIdempotencyKey();
    const result = await placeOrder({
      form,
      items: lines.map((l) => ({ productId: l.productId, sizeIndex: l.sizeIndex, quantity: l.quantity })),
      couponCode: coupon ?? undefined,
      idempotencyKey: idempotencyKey.current,
    });
    if (result.ok) {
      placed.current = true;
      rememberLastOrder(result.data.orderId);
      navigate(pathTo('confirmation'), { state: { orderId: result.data.orderId } });
      dispatch({ type: 'clear' });
      removeCoupon();
      return;
    }
    const message = failureText(t, result.failure);
    setProblem(message);
    notify.error(message);
    sending.current = false;
    setBusy(false);
  };

  return (
    <section className="checkout">
      <h1>{t('checkout.title')}</h1>
      <CheckoutProgress current="checkout" />
      <div className="checkout__body">
        <div className="checkout__form">
          {problem && (
            <p className="form-error" role="alert">
              {problem}
            </p>
          )}
          <CheckoutForm initial={initialForm(session)} busy={busy} onSubmit={submit} />
        </div>
        <aside className="checkout__summary" aria-labelledby="checkout-summary-title">
          <h2 id="checkout-summary-title">{t('checkout.summary')}</h2>
          <ul className="checkout__lines">
            {lines.map((l) => (
              <li key={l.id}>
                {productName(t, l.product)} · {l.size.size} × {l.quantity}
              </li>
            ))}
          </ul>
          <OrderSummary totals={totals} />
        </aside>
      </div>
    </section>
  );
}
