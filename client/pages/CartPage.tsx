// /shopping-cart: the lines, the order summary with coupon entry, and the ways on.
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { resolveLines } from '../../shared/cart';
import { formatINR } from '../../shared/money';
import { pathTo } from '../../shared/routes';
import { useCart } from '../context/cart';
import { CartLineItem } from '../components/shop/CartLineItem';
import { CouponForm } from '../components/shop/CouponForm';
import { FreeShippingProgress } from '../components/shop/FreeShippingProgress';
import { OrderSummary } from '../components/shop/OrderSummary';

export default function CartPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { cart, totals, dispatch } = useCart();
  const lines = resolveLines(cart);
  const empty = lines.length === 0;
  const toCheckout = () => navigate(pathTo('checkout'));
  return (
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
                  <CartLineItem key={line.id} line={line} />
                ))}
              </ul>
              <button type="button" className="link-button cart-page__clear" onClick={() => dispatch({ type: 'clear' })}>
                {t('cart.clear')}
              </button>
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
          <button type="button" className="button cart-page__proceed" disabled={empty} onClick={toCheckout}>
            {t('cart.proceed')}
          </button>
        </aside>
      </div>
      {!empty && (
        <div className="checkout-now">
          <p>
            {t('cart.total')}: <strong>{formatINR(totals.total, i18n.language)}</strong>
          </p>
          <button type="button" className="button" onClick={toCheckout}>
            {t('cart.checkoutNow')}
          </button>
        </div>
      )}
    </section>
  );
}
