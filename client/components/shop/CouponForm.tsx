// Coupon entry: TOOMOREOFFER (exact, case-sensitive) gives 30% off the items.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCart } from '../../context/cart';

export function CouponForm() {
  const { t } = useTranslation();
  const { coupon, applyCoupon, removeCoupon } = useCart();
  const [code, setCode] = useState('');
  const [result, setResult] = useState<'applied' | 'invalid' | null>(null);
  const inputId = useId();
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setResult(applyCoupon(code) ? 'applied' : 'invalid');
  };
  return (
    <form className="coupon" onSubmit={onSubmit} noValidate>
      {coupon ? (
        <p className="coupon__active">
          {t('cart.coupon.active', { code: coupon })}{' '}
          <button type="button" className="link-button" onClick={() => { removeCoupon(); setResult(null); setCode(''); }}>
            {t('cart.coupon.remove')}
          </button>
        </p>
      ) : (
        <>
          <label htmlFor={inputId}>{t('cart.coupon.label')}</label>
          <div className="coupon__row">
            <input
              id={inputId}
              value={code}
              onChange={(e) => setCode(e.target.value)}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              aria-invalid={result === 'invalid'}
              aria-describedby={result ? `${inputId}-result` : undefined}
            />
            <button type="submit" className="button button--ghost">
              {t('cart.coupon.apply')}
            </button>
          </div>
        </>
      )}
      <p id={`${inputId}-result`} className={`coupon__result coupon__result--${result ?? 'none'}`} role={result === 'invalid' ? 'alert' : 'status'}>
        {result === 'applied' ? t('cart.coupon.applied') : result === 'invalid' ? t('cart.coupon.invalid') : ''}
      </p>
    </form>
  );
}
