// The checkout form with the rules of shared/checkout-form.ts: errors appear
// next to each field once it was left or the form was submitted, the first
// invalid field takes the focus, and a summary is announced. It posts to the
// checkout's action; in the browser the rules run first, on the server again
// (and they are all there is without JavaScript).
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Form as RouterForm } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  COUNTRIES,
  PAYMENT_METHODS,
  validateCheckout,
  type CheckoutErrorCode,
  type CheckoutField as Field,
  type CheckoutForm as Form,
} from '../../../shared/checkout-form';
import { CheckoutField } from './CheckoutField';

export interface CheckoutFormProps {
  initial: Form;
  /** Problems the action found (shown at once, as after a submit). */
  serverErrors?: Partial<Record<Field, CheckoutErrorCode>>;
  busy: boolean;
  idempotencyKey: string;
}

const ORDER: Field[] = ['firstName', 'lastName', 'email', 'phone', 'address', 'city', 'state', 'postalCode', 'country', 'cardNumber', 'cardHolder', 'expiryDate', 'cvv', 'upiId'];

export function CheckoutForm({ initial, serverErrors, busy, idempotencyKey }: CheckoutFormProps) {
  const { t } = useTranslation();
  const [form, setForm] = useState<Form>(initial);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [submitted, setSubmitted] = useState(serverErrors !== undefined);
  const formRef = useRef<HTMLFormElement>(null);
  // A field the server refused shows that until the shopper changes it.
  const [fromServer, setFromServer] = useState(serverErrors ?? {});
  const errors = { ...fromServer, ...validateCheckout(form) };
  useEffect(() => {
    if (!serverErrors) return;
    setFromServer(serverErrors);
    setSubmitted(true);
    const first = ORDER.find((f) => serverErrors[f]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }, [serverErrors]);
  const shown = (f: Field) => (submitted || touched[f]) && errors[f] ? t(`checkout.errors.${errors[f]}`) : undefined;
  const invalidCount = Object.keys(errors).length;

  const set = (f: Field) => (value: string) => {
    setForm((prev) => ({ ...prev, [f]: value }));
    setFromServer(({ [f]: _changed, ...rest }) => rest);
  };
  const blur = (f: Field) => () => setTouched((prev) => (prev[f] ? prev : { ...prev, [f]: true }));
  const field = (f: Field, extra: Partial<Parameters<typeof CheckoutField>[0]> = {}) => (
    <CheckoutField name={f} label={t(`checkout.fields.${f}`)} value={form[f]} error={shown(f)} onValue={set(f)} onBlur={blur(f)} {...extra} />
  );

  // A second submit before the first is through (a double click) is dropped;
  // the idempotency key would stop a second order anyway.
  const sending = useRef(false);
  useEffect(() => {
    if (!busy) sending.current = false;
  }, [busy]);
  const submit = (e: FormEvent) => {
    if (sending.current) return void e.preventDefault();
    setSubmitted(true);
    const found = validateCheckout(form);
    if (Object.keys(found).length > 0) {
      e.preventDefault();
      const first = ORDER.find((f) => found[f]);
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    sending.current = true;
  };

  return (
    <RouterForm ref={formRef} method="post" className="checkout-form" onSubmit={submit} noValidate aria-busy={busy}>
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
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
        {/* Both sets of details are always in the form; CSS shows the chosen method's (works without JavaScript). */}
        <div className="payment-details payment-details--card">
          {field('cardNumber', { required: true, autoComplete: 'cc-number', inputMode: 'numeric' })}
          {field('cardHolder', { required: true, autoComplete: 'cc-name' })}
          <div className="field-row">
            {field('expiryDate', { required: true, autoComplete: 'cc-exp', placeholder: 'MM/YY', inputMode: 'numeric' })}
            {field('cvv', { required: true, autoComplete: 'cc-csc', inputMode: 'numeric', maxLength: 4 })}
          </div>
        </div>
        <div className="payment-details payment-details--upi">{field('upiId', { required: true, autoComplete: 'off', placeholder: 'name@bank' })}</div>
        <p className="checkout-form__note">{t('checkout.paymentNote')}</p>
      </fieldset>
      <button type="submit" className="button checkout-form__submit" disabled={busy} aria-disabled={busy}>
        {busy ? t('checkout.placing') : t('checkout.placeOrder')}
      </button>
    </RouterForm>
  );
}
