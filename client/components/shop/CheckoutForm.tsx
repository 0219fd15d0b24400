// The checkout form of spec section 3 with the rules of shared/checkout-form.ts:
// errors appear next to each field once it was left or the form was submitted,
// the first invalid field takes the focus, and a summary is announced.
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  COUNTRIES,
  PAYMENT_METHODS,
  validateCheckout,
  type CheckoutField as Field,
  type CheckoutForm as Form,
} from '../../../shared/checkout-form';
import { CheckoutField } from './CheckoutField';

export interface CheckoutFormProps {
  initial: Form;
  busy: boolean;
  onSubmit(form: Form): void;
}

const ORDER: Field[] = ['firstName', 'lastName', 'email', 'phone', 'address', 'city', 'state', 'postalCode', 'country', 'cardNumber', 'cardHolder', 'expiryDate', 'cvv', 'upiId'];

export function CheckoutForm({ initial, busy, onSubmit }: CheckoutFormProps) {
  const { t } = useTranslation();
  const [form, setForm] = useState<Form>(initial);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const errors = validateCheckout(form);
  const shown = (f: Field) => (submitted || touched[f]) && errors[f] ? t(`checkout.errors.${errors[f]}`) : undefined;
  const invalidCount = Object.keys(errors).length;

  const set = (f: Field) => (value: string) => setForm((prev) => ({ ...prev, [f]: value }));
  const blur = (f: Field) => () => setTouched((prev) => (prev[f] ? prev : { ...prev, [f]: true }));
  const field = (f: Field, extra: Partial<Parameters<typeof CheckoutField>[0]> = {}) => (
    <CheckoutField name={f} label={t(`checkout.fields.${f}`)} value={form[f]} error={shown(f)} onValue={set(f)} onBlur={blur(f)} {...extra} />
  );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (invalidCount > 0) {
      const first = ORDER.find((f) => errors[f]);
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    onSubmit(form);
  };

  return (
    <form ref={formRef} className="checkout-form" onSubmit={submit} noValidate aria-busy={busy}>
      {submitted && invalidCount > 0 && (
        <p className="form-error" role="alert">
          {t('checkout.fixErrors', { count: invalidCount })}
        </p>
      )}
      <fieldset>
        <legend>{t('checkout.contact')}</legend>
        <div className="field-row">
          {field('firstName', { required: true, autoComplete: 'given-name' })}
          {field('lastName', { required: true, autoComplete: 'family-name' })}
        </div>
        <div className="field-row">
          {field('email', { required: true, type: 'email', autoComplete: 'email', inputMode: 'email' })}
          {field('phone', { required: true, type: 'tel', autoComplete: 'tel', inputMode: 'tel' })}
        </div>
      </fieldset>
      <fieldset>
        <legend>{t('checkout.address')}</legend>
        {field('address', { required: true, autoComplete: 'street-address' })}
        <div className="field-row">
          {field('city', { required: true, autoComplete: 'address-level2' })}
          {field('state', { required: true, autoComplete: 'address-level1' })}
        </div>
        <div className="field-row">
          {field('postalCode', { required: true, autoComplete: 'postal-code', inputMode: form.country === 'India' ? 'numeric' : 'text' })}
          <div className="field">
            <label htmlFor="checkout-country">
              {t('checkout.fields.country')}
              <span className="field__required">
                {' '}
                <span aria-hidden="true">*</span>
                <span className="visually-hidden">{t('checkout.required')}</span>
              </span>
            </label>
            <select id="checkout-country" name="country" value={form.country} required autoComplete="country-name" onChange={(e) => set('country')(e.target.value)}>
              {COUNTRIES.map((c) => (
                <option key={c} value={c}>
                  {t(`checkout.countries.${c}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
      </fieldset>
      <fieldset>
        <legend>{t('checkout.payment')}</legend>
        <div className="payment-methods">
          {PAYMENT_METHODS.map((m) => (
            <label key={m} className="payment-method">
              <input type="radio" name="paymentMethod" value={m} checked={form.paymentMethod === m} onChange={() => set('paymentMethod')(m)} />
              {t(`checkout.methods.${m}`)}
            </label>
          ))}
        </div>
        {form.paymentMethod === 'card' && (
          <>
            {field('cardNumber', { required: true, autoComplete: 'cc-number', inputMode: 'numeric' })}
            {field('cardHolder', { required: true, autoComplete: 'cc-name' })}
            <div className="field-row">
              {field('expiryDate', { required: true, autoComplete: 'cc-exp', placeholder: 'MM/YY', inputMode: 'numeric' })}
              {field('cvv', { required: true, autoComplete: 'cc-csc', inputMode: 'numeric', maxLength: 4 })}
            </div>
          </>
        )}
        {form.paymentMethod === 'upi' && field('upiId', { required: true, autoComplete: 'off', placeholder: 'name@bank' })}
        <p className="checkout-form__note">{t('checkout.paymentNote')}</p>
      </fieldset>
      <button type="submit" className="button checkout-form__submit" disabled={busy} aria-disabled={busy}>
        {busy ? t('checkout.placing') : t('checkout.placeOrder')}
      </button>
    </form>
  );
}
