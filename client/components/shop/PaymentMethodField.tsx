// The payment method radios as one group whose error is announced and tied to
// each radio, like a CheckoutField's (the group's id is checkout-paymentMethod).
import { useTranslation } from 'react-i18next';

import { PAYMENT_METHODS, type PaymentMethod } from '../../../shared/checkout-form';

export interface PaymentMethodFieldProps {
  value: PaymentMethod;
  /** The id of the text naming the group. */
  labelledBy: string;
  error?: string;
  onValue: (value: PaymentMethod) => void;
}

export function PaymentMethodField({ value, labelledBy, error, onValue }: PaymentMethodFieldProps) {
  const { t } = useTranslation();
  const errorId = 'checkout-paymentMethod-error';
  const describedBy = error ? errorId : undefined;
  return (
    <div id="checkout-paymentMethod" role="radiogroup" aria-labelledby={labelledBy} aria-invalid={error ? true : undefined} aria-describedby={describedBy}>
      <div className="payment-methods">
        {PAYMENT_METHODS.map((m) => (
          <label key={m} className="payment-method">
            <input type="radio" name="paymentMethod" value={m} checked={value === m} aria-describedby={describedBy} onChange={() => onValue(m)} />
            {t(`checkout.methods.${m}`)}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
