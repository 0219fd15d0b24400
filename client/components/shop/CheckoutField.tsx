// A labelled checkout input whose error is announced and tied to it. Its id
// comes from the field; its name is given only to inputs the form may send.
import type { InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';

export interface CheckoutFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  /** The id is checkout-<field>. */
  field: string;
  /** Left out, the input is never part of a submission. */
  name?: string;
  label: string;
  value: string;
  error?: string;
  required?: boolean;
  onValue: (value: string) => void;
}

export function CheckoutField({ field, name, label, value, error, required, onValue, ...input }: CheckoutFieldProps) {
  const { t } = useTranslation();
  const id = `checkout-${field}`;
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id}>
        {label}
        {required && (
          <span className="field__required">
            {' '}
            <span aria-hidden="true">*</span>
            <span className="visually-hidden">{t('checkout.required')}</span>
          </span>
        )}
      </label>
      <input
        {...input}
        id={id}
        name={name}
        value={value}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onValue(e.target.value)}
      />
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
