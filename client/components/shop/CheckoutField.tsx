// A labelled checkout input whose error is announced and tied to it.
import type { InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';

export interface CheckoutFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  name: string;
  label: string;
  value: string;
  error?: string;
  required?: boolean;
  onValue(value: string): void;
}

export function CheckoutField({ name, label, value, error, required, onValue, ...input }: CheckoutFieldProps) {
  const { t } = useTranslation();
  const id = `checkout-${name}`;
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
