// The payment method radios as one field (the group's id is
// checkout-paymentMethod), named by the payment fieldset's legend: cash on
// delivery, and paying online through the gateway's checkout when the shop
// takes it — with what each means, and, without JavaScript, that paying online
// cannot work in this browser. Without a gateway, cash on delivery alone, and
// the page says so.
import { useTranslation } from 'react-i18next';

import { PAYMENT_METHODS, type PaymentMethod } from '../../../shared/checkout-form';
import { Field } from '../Field';

export interface PaymentMethodFieldProps {
  value: PaymentMethod;
  /** The id of the text naming the group. */
  labelledBy: string;
  error?: string;
  /** Online payment on offer (how long an unpaid order is held), or null: cash on delivery only. */
  online: { windowMinutes: number } | null;
  onValue: (value: PaymentMethod) => void;
}

export function PaymentMethodField({ value, labelledBy, error, online, onValue }: PaymentMethodFieldProps) {
  const { t } = useTranslation();
  const methods = online ? PAYMENT_METHODS : PAYMENT_METHODS.filter((m) => m === 'cod');
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
              <p className="checkout-form__note">{value === 'online' ? t('payment.checkout.onlineNote', { minutes: online.windowMinutes }) : t('payment.checkout.codNote')}</p>
              <noscript>
                <p className="field__error">{t('payment.checkout.noScript')}</p>
              </noscript>
            </>
          ) : (
            <p className="checkout-form__note" data-testid="cod-only">
              {t('payment.checkout.codOnly')}
            </p>
          )}
        </div>
      )}
    </Field>
  );
}
