// The payment method radios as one field (the group's id is
// checkout-paymentMethod), named by the payment fieldset's legend.
import { useTranslation } from 'react-i18next';

import { PAYMENT_METHODS, type PaymentMethod } from '../../../shared/checkout-form';
import { Field } from '../Field';

export interface PaymentMethodFieldProps {
  value: PaymentMethod;
  /** The id of the text naming the group. */
  labelledBy: string;
  error?: string;
  onValue: (value: PaymentMethod) => void;
}

export function PaymentMethodField({ value, labelledBy, error, onValue }: PaymentMethodFieldProps) {
  const { t } = useTranslation();
  return (
    <Field id="checkout-paymentMethod" labelledBy={labelledBy} error={error}>
      {(control) => (
        <div className="payment-methods">
          {PAYMENT_METHODS.map((m) => (
            <label key={m} className="payment-method">
              <input type="radio" name="paymentMethod" value={m} checked={value === m} aria-describedby={control['aria-describedby']} onChange={() => onValue(m)} />
              {t(`checkout.methods.${m}`)}
            </label>
          ))}
        </div>
      )}
    </Field>
  );
}
