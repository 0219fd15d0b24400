// The payment method radios as one field (the group's id is
// checkout-paymentMethod), named by the payment fieldset's legend: cash on
// delivery, and paying online through the gateway's checkout when the shop
// takes it — with what each means, and, without JavaScript, that paying online
// cannot work in this browser. Without a gateway, cash on delivery alone, and
// the page says so. Cash on delivery is offered only where the courier takes
// it for the PIN typed (shared/delivery.ts; the form's rules refuse it elsewhere).
import { useTranslation } from 'react-i18next';

import { PAYMENT_METHODS, type PaymentMethod } from '../../../shared/checkout-form';
import { codRefused } from '../../../shared/delivery';
import { Field } from '../Field';

export interface PaymentMethodFieldProps {
  value: PaymentMethod;
  /** The id of the text naming the group. */
  labelledBy: string;
  error?: string;
  /** Online payment on offer (how long an unpaid order is held), or null: cash on delivery only. */
  online: { windowMinutes: number } | null;
  /** The PIN typed: cash on delivery is not offered where the courier does not take it. */
  postalCode?: string;
  onValue: (value: PaymentMethod) => void;
}

export function PaymentMethodField({ value, labelledBy, error, online, postalCode = '', onValue }: PaymentMethodFieldProps) {
  const { t } = useTranslation();
  const cod = !codRefused(postalCode);
  const methods = PAYMENT_METHODS.filter((m) => (m === 'online' ? online : cod));
  return (
    <Field id="checkout-paymentMethod" labelledBy={labelledBy} error={error}>
      {(control) => (
        <div className="payment-methods">
          {methods.map((m) => (
            <label key={m} className="payment-method">
              <input type="radio" name="paymentMethod" value={m} checked={value === m} aria-describedby={control['aria-describedby']} onChange={() => onValue(m)} />
              {m === 'online' ? t('payment.checkout.online') : t('checkout.methods.cod')}
            </label>
          ))}
          {online ? (
            <>
              <p className="checkout-form__note">
                {value === 'online' ? t('payment.checkout.onlineNote', { minutes: online.windowMinutes }) : cod ? t('payment.checkout.codNote') : t('delivery.codUnavailable')}
              </p>
              <noscript>
                <p className="field__error">{t('payment.checkout.noScript')}</p>
              </noscript>
            </>
          ) : cod ? (
            <p className="checkout-form__note" data-testid="cod-only">
              {t('payment.checkout.codOnly')}
            </p>
          ) : null}
        </div>
      )}
    </Field>
  );
}
