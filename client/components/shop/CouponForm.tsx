// Coupon entry: TOOMOREOFFER (exact, case-sensitive) gives 30% off the items.
// A real form posting to the cart's action; the applied coupon is kept in a
// cookie beside the cart, so it survives reloads and reaches the checkout.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActionData, useFetcher } from 'react-router';

import { CsrfField } from '../../context/boot';
import { useCart } from '../../hooks/useCart';
import { useCartAction } from '../../hooks/useCartAction';
import { useRootData } from '../../hooks/useRootData';
import { ReturnHere } from './cart-form-fields';

export interface CouponResult {
  coupon: 'applied' | 'invalid' | 'removed';
  code?: string;
}

export function CouponForm() {
  const { t } = useTranslation();
  const { coupon } = useCart();
  const { flash } = useRootData();
  const fetcher = useFetcher<CouponResult>();
  // Without JavaScript the page itself answered the post (400 with the typed code).
  const posted = useActionData<CouponResult>();
  const result = fetcher.data ?? posted;
  const [code, setCode] = useState(posted?.code ?? '');
  const action = useCartAction();
  const inputId = useId();
  const shown = fetcher.state === 'idle' ? (result?.coupon ?? (flash === 'couponApplied' ? 'applied' : undefined)) : undefined;
  return (
    <fetcher.Form method="post" action={action} className="coupon" noValidate>
      <CsrfField />
      <ReturnHere />
      {coupon ? (
        <p className="coupon__active">
          {t('cart.coupon.active', { code: coupon })}{' '}
          <button type="submit" name="intent" value="remove-coupon" className="link-button" onClick={() => setCode('')}>
            {t('cart.coupon.remove')}
          </button>
        </p>
      ) : (
        <>
          <label htmlFor={inputId}>{t('cart.coupon.label')}</label>
          <div className="coupon__row">
            <input
              id={inputId}
              name="code"
              value={code}
              onChange={(e) => setCode(e.target.value)}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={100}
              aria-invalid={shown === 'invalid'}
              aria-describedby={shown ? `${inputId}-result` : undefined}
            />
            <button type="submit" name="intent" value="coupon" className="button button--ghost">
              {t('cart.coupon.apply')}
            </button>
          </div>
        </>
      )}
      <p id={`${inputId}-result`} className={`coupon__result coupon__result--${shown ?? 'none'}`} role={shown === 'invalid' ? 'alert' : 'status'}>
        {shown === 'applied' && coupon ? t('cart.coupon.applied') : shown === 'invalid' ? t('cart.coupon.invalid') : ''}
      </p>
    </fetcher.Form>
  );
}
