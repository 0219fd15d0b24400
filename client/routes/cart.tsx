// /shopping-cart: the lines, the order summary with coupon entry, and the ways
// on. Its action is the cart's: every add, quantity, remove, clear and coupon
// form of the shop posts here (see shared/cart-form.ts). The cart and the
// coupon live in cookies, so the action works the same in the browser and,
// without JavaScript, on the server (which then redirects back).
import { useTranslation } from 'react-i18next';
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, useFetcher, useLoaderData } from 'react-router';

import { cartReducer, type CartState, lineId, MAX_LINE_QUANTITY, resolveLines } from '../../shared/cart';
import { CART_COOKIE, CART_COOKIE_MAX_AGE, COUPON_COOKIE, decodeCart, encodeCart } from '../../shared/cart-cookie';
import { asksOverLineLimit, cartActionFromForm } from '../../shared/cart-form';
import { PRODUCTS } from '../../shared/catalogue';
import { formatINR } from '../../shared/money';
import { COUPON_CODE, isValidCoupon } from '../../shared/pricing';
import { pathTo } from '../../shared/routes';
import { availabilityIn } from '../../shared/stock';
import { loadStock } from '../api/stock';
import { Link } from '../components/Link';
import { ReturnHere } from '../components/shop/cart-form-fields';
import { CartLineItem } from '../components/shop/CartLineItem';
import { CouponForm, type CouponResult } from '../components/shop/CouponForm';
import { FreeShippingProgress } from '../components/shop/FreeShippingProgress';
import { lineStockProblem } from '../components/shop/line-stock-text';
import { OrderSummary } from '../components/shop/OrderSummary';
import { productStock } from '../components/shop/product-stock';
import { CsrfField } from '../context/boot';
import { useCart } from '../hooks/useCart';
import { useCartAction } from '../hooks/useCartAction';
import { Hole } from '../render-pass';
import { type CookieJar, services } from '../router/app-context';
import { backTo, completed, field, localize, readForm } from '../router/route-helpers';

/** The stock of every product (a handful of rows): the lines that cannot be ordered as they are say so. */
export async function loader({ context }: LoaderFunctionArgs) {
  return { stock: productStock(PRODUCTS, await loadStock(services(context))) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const app = services(context);
  const form = await readForm(request);
  const intent = field(form, 'intent', 20);
  const to = backTo(form, localize(request, pathTo('shopping-cart')));
  if (intent === 'coupon') {
    const code = field(form, 'code', 100);
    if (!isValidCoupon(code)) return data<CouponResult>({ coupon: 'invalid', code }, { status: 400 });
    app.cookies.set(COUPON_COOKIE, COUPON_CODE, { maxAge: CART_COOKIE_MAX_AGE });
    return completed(app, request, { flash: 'couponApplied', to }) ?? ({ coupon: 'applied' } satisfies CouponResult);
  }
  if (intent === 'remove-coupon') {
    app.cookies.remove(COUPON_COOKIE);
    return completed(app, request, { to }) ?? ({ coupon: 'removed' } satisfies CouponResult);
  }
  const cart: CartState = { lines: decodeCart(app.cookies.get(CART_COOKIE)) };
  if (asksOverLineLimit(form) || addsBeyondLimit(form, cart)) {
    return completed(app, request, { flash: 'overLineLimit', to }) ?? data({ ok: false, overLineLimit: MAX_LINE_QUANTITY }, { status: 400 });
  }
  const change = cartActionFromForm(form, cart);
  if (!change) return data({ ok: false }, { status: 400 });
  writeCart(app.cookies, cartReducer(cart, change));
  return completed(app, request, { to }) ?? { ok: true };
}

/** A step up (add, +) on a line already at the per-line limit. */
function addsBeyondLimit(form: FormData, cart: CartState): boolean {
  const intent = field(form, 'intent', 20);
  if (intent !== 'add' && intent !== 'increment') return false;
  const id = lineId(Number(field(form, 'productId', 5)), Number(field(form, 'sizeIndex', 5)));
  return (cart.lines.find((l) => l.id === id)?.quantity ?? 0) >= MAX_LINE_QUANTITY;
}

/** The cart cookie; an empty cart takes its coupon with it. */
function writeCart(cookies: CookieJar, cart: CartState): void {
  const value = encodeCart(cart.lines);
  if (value) {
    cookies.set(CART_COOKIE, value, { maxAge: CART_COOKIE_MAX_AGE });
    return;
  }
  cookies.remove(CART_COOKIE);
  cookies.remove(COUPON_COOKIE);
}

export default function CartRoute() {
  const { t, i18n } = useTranslation();
  const { cart, totals } = useCart();
  const clearer = useFetcher();
  const action = useCartAction();
  const lines = resolveLines(cart);
  const empty = lines.length === 0;
  const { stock } = useLoaderData<typeof loader>();
  const problems = new Map(lines.map((l) => [l.id, lineStockProblem(t, i18n.language, availabilityIn(stock, l.productId, l.sizeIndex), l.quantity)]));
  const blocked = [...problems.values()].some(Boolean);
  // All of the cart page is the shopper's: a hole in its shell.
  return (
    <Hole>
      <section className="cart-page">
        <div className="cart-page__head">
          <Link to={pathTo('home')} className="link-back">
            {t('cart.back')}
          </Link>
          <h1>{t('cart.title')}</h1>
          {!empty && <p className="cart-page__count">{t('cart.items', { count: totals.itemCount })}</p>}
        </div>
        <div className="cart-page__body">
          <div className="cart-page__lines">
            {empty ? (
              <div className="cart-empty">
                <h2>{t('cart.empty')}</h2>
                <p>{t('cart.emptyText')}</p>
              </div>
            ) : (
              <>
                <ul className="cart-lines" aria-label={t('cart.title')}>
                  {lines.map((line) => (
                    <CartLineItem key={line.id} line={line} problem={problems.get(line.id)} />
                  ))}
                </ul>
                <clearer.Form method="post" action={action}>
                  <CsrfField />
                  <ReturnHere />
                  <button type="submit" name="intent" value="clear" className="link-button cart-page__clear">
                    {t('cart.clear')}
                  </button>
                </clearer.Form>
              </>
            )}
            <Link className="button button--ghost" to={pathTo('cart')}>
              {t('cart.continueShopping')}
            </Link>
          </div>
          <aside className="cart-page__summary" aria-labelledby="summary-title">
            <h2 id="summary-title">{t('cart.summary')}</h2>
            <FreeShippingProgress totals={totals} />
            <OrderSummary totals={totals} />
            <p className="summary__note">{t('cart.taxNote')}</p>
            <CouponForm />
            {blocked && (
              <p className="cart-page__blocked" role="alert">
                {t('stock.cartBlocked')}
              </p>
            )}
            {empty ? (
              <button type="button" className="button cart-page__proceed" disabled>
                {t('cart.proceed')}
              </button>
            ) : (
              <Link className="button cart-page__proceed" to={pathTo('checkout')}>
                {t('cart.proceed')}
              </Link>
            )}
          </aside>
        </div>
        {!empty && (
          <div className="checkout-now">
            <p>
              {t('cart.total')}: <strong>{formatINR(totals.total, i18n.language)}</strong>
            </p>
            <Link className="button" to={pathTo('checkout')}>
              {t('cart.checkoutNow')}
            </Link>
          </div>
        )}
      </section>
    </Hole>
  );
}
