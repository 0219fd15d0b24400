// /checkout: the form, the order summary and the progress bar. The form is a
// real form: its action checks it with the rules of shared/checkout-form.ts,
// places the order once (an idempotency key rendered into the form, so a
// double submit or a retry cannot order twice), empties the cart and goes on
// to /confirmation — in the browser, or on the server without JavaScript. An
// order paid online goes to its pay page instead, as a new document: that
// page's own Content-Security-Policy lets the gateway's checkout in.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect, redirectDocument, useActionData, useLoaderData, useNavigation } from 'react-router';

import { resolveLines } from '../../shared/cart';
import { CART_COOKIE, COUPON_COOKIE, decodeCart, decodeCoupon } from '../../shared/cart-cookie';
import { PRODUCTS } from '../../shared/catalogue';
import {
  type CheckoutErrors,
  type CheckoutForm as Form,
  checkoutFormFrom,
  type DeliveryDetails,
  EMPTY_CHECKOUT_FORM,
  prefillCheckout,
  toOrderForm,
  validateOrder,
} from '../../shared/checkout-form';
import type { Failure } from '../../shared/errors';
import { isIdempotencyKey, newIdempotencyKey } from '../../shared/idempotency-key';
import { productName } from '../../shared/product-name';
import { pathTo } from '../../shared/routes';
import { availabilityIn, stockKey, type StockView } from '../../shared/stock';
import { failureText } from '../api/failure-text';
import { toOrderView } from '../api/order-shape';
import { orderCalls, orderRows } from '../api/orders';
import { paymentCalls } from '../api/payments';
import { loadStock } from '../api/stock';
import { CheckoutForm } from '../components/shop/CheckoutForm';
import { CheckoutProgress } from '../components/shop/CheckoutProgress';
import { lineStockProblem } from '../components/shop/line-stock-text';
import { OrderSummary } from '../components/shop/OrderSummary';
import { productStock } from '../components/shop/product-stock';
import { useCart } from '../hooks/useCart';
import { services } from '../router/app-context';
import { shopperDeliveryQuote } from '../router/delivery-quote';
import { actionFailed } from '../router/load-failure';
import { confirmationPath, payPagePath } from '../router/order-pages';
import { localize, readForm } from '../router/route-helpers';
import { notify } from '../toast';

export interface CheckoutResult {
  values: Form;
  idempotencyKey: string;
  errors?: CheckoutErrors;
  failure?: Failure;
  /** An order refused for stock: the stock now, and the lines the API host named. */
  stock?: StockView;
  refusedLines?: string[];
}

/** A signed-in shopper's form: the account's name and email, the last order's phone and address. */
async function prefill(app: ReturnType<typeof services>): Promise<Form> {
  const session = await app.session.resolve();
  if (session.status !== 'authenticated') return EMPTY_CHECKOUT_FORM;
  return prefillCheckout(session.user, await lastDelivery(app));
}

/** Where the newest order went; null before a first order or when the host cannot say (the form is then typed). */
async function lastDelivery(app: ReturnType<typeof services>): Promise<DeliveryDetails | null> {
  const list = await orderCalls(app.api.call).listOrders(1);
  const newest = list.ok ? orderRows(list.data)[0] : undefined;
  if (!newest) return null;
  const detail = await orderCalls(app.api.call).order(newest.orderId);
  return (detail.ok && toOrderView(detail.data.order)?.customer) || null;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const app = services(context);
  // Checkout needs something to check out; the order-placed view is /confirmation.
  if (decodeCart(app.cookies.get(CART_COOKIE)).length === 0) throw redirect(localize(request, pathTo('shopping-cart')));
  const [values, online, records] = await Promise.all([prefill(app), onlinePayment(app), loadStock(app)]);
  // The PIN the shopper chose (the pin cookie) fills a form that has none; the form promises a date for the PIN it holds.
  const delivery = shopperDeliveryQuote(context);
  const filled = delivery.pin && !values.postalCode ? { ...values, postalCode: delivery.pin } : values;
  return { values: filled, idempotencyKey: newIdempotencyKey(), online, stock: productStock(PRODUCTS, records), delivery };
}

/** Online payment when the host takes it; a host without it (or one that cannot say now): cash on delivery only. */
async function onlinePayment(app: ReturnType<typeof services>): Promise<{ windowMinutes: number } | null> {
  const options = await paymentCalls(app.api.call).paymentOptions();
  if (!options.ok || !options.data.online) return null;
  const minutes = Number(options.data.windowMinutes);
  return { windowMinutes: Number.isInteger(minutes) && minutes > 0 ? minutes : 30 };
}

/** A failed attempt keeps its key (a retry must not order twice): never re-read the form's data. */
export function shouldRevalidate() {
  return false;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const app = services(context);
  const form = await readForm(request);
  const order = toOrderForm(Object.fromEntries([...form].filter(([, v]) => typeof v === 'string')));
  const posted = form.get('idempotencyKey');
  const idempotencyKey = isIdempotencyKey(posted) ? posted : newIdempotencyKey();
  const again = (status: number, extra: Partial<CheckoutResult>) => data<CheckoutResult>({ values: checkoutFormFrom(order), idempotencyKey, ...extra }, { status });

  const errors = validateOrder(order);
  if (Object.keys(errors).length) return again(400, { errors });
  if (!app.ordering) return again(503, { failure: { kind: 'fallback', key: 'checkout.unavailable' } });
  const lines = decodeCart(app.cookies.get(CART_COOKIE));
  if (lines.length === 0) return redirect(localize(request, pathTo('shopping-cart')), 303);
  const coupon = decodeCoupon(app.cookies.get(COUPON_COOKIE));
  const result = await orderCalls(app.api.call).placeOrder({
    form: order,
    items: lines.map((l) => ({ productId: l.productId, sizeIndex: l.sizeIndex, quantity: l.quantity })),
    couponCode: coupon ?? undefined,
    idempotencyKey,
    // The confirmation mail is written in the page's language.
    language: app.i18n.language,
  });
  if (!result.ok) {
    const fieldCodes = result.data?.fieldCodes as CheckoutResult['errors'] | undefined;
    const { failure, status } = actionFailed(result);
    if (failure.kind === 'code' && failure.code === 'out_of_stock') {
      // The cart stays as it is; the lines that cannot be ordered say so.
      const refusedLines = String(failure.params?.lines ?? '')
        .split(',')
        .filter(Boolean);
      return again(status, { failure, refusedLines, stock: productStock(PRODUCTS, await loadStock(app)) });
    }
    return again(status, { failure, ...(fieldCodes ? { errors: fieldCodes } : {}) });
  }
  app.cookies.remove(CART_COOKIE);
  app.cookies.remove(COUPON_COOKIE);
  if (result.data.awaitingPayment === true) return redirectDocument(payPagePath(request, result.data.orderId, result.data.orderKey), 303);
  return redirect(confirmationPath(request, result.data.orderId, result.data.orderKey), 303);
}

export default function CheckoutRoute() {
  const { t, i18n } = useTranslation();
  const loaded = useLoaderData<typeof loader>();
  const posted = useActionData<CheckoutResult>();
  const navigation = useNavigation();
  const { cart, totals } = useCart();
  const lines = resolveLines(cart);
  const busy = navigation.state !== 'idle' && navigation.formMethod?.toUpperCase() === 'POST';
  // One key for this page however often it re-renders.
  const [key] = useState(posted?.idempotencyKey ?? loaded.idempotencyKey);
  const problem = posted?.failure ? failureText(t, posted.failure) : null;
  const stock = posted?.stock ?? loaded.stock;
  const lineProblem = (l: (typeof lines)[number]) =>
    lineStockProblem(t, i18n.language, availabilityIn(stock, l.productId, l.sizeIndex), l.quantity) ??
    (posted?.refusedLines?.includes(stockKey(l.productId, l.sizeIndex)) ? t('stock.line.out') : null);
  useEffect(() => {
    if (problem) notify.error(problem);
  }, [posted, problem]);

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
          <CheckoutForm initial={posted?.values ?? loaded.values} serverErrors={posted?.errors} busy={busy} idempotencyKey={key} online={loaded.online} />
        </div>
        <aside className="checkout__summary" aria-labelledby="checkout-summary-title">
          <h2 id="checkout-summary-title">{t('checkout.summary')}</h2>
          <ul className="checkout__lines">
            {lines.map((l) => {
              const why = lineProblem(l);
              return (
                <li key={l.id} className={why ? 'checkout__line--unavailable' : undefined}>
                  {productName(t, l.product)} · {l.size.size} × {l.quantity}
                  {why && <span className="checkout__line-stock">{why}</span>}
                </li>
              );
            })}
          </ul>
          <OrderSummary totals={totals} />
        </aside>
      </div>
    </section>
  );
}
