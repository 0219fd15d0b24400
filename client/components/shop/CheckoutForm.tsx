// The checkout form with the rules of shared/checkout-form.ts: errors appear
// next to each field once it was left or the form was submitted, the first
// invalid field takes the focus, and a summary is announced. It posts to the
// checkout's action; in the browser the rules run first, on the server again
// (and they are all there is without JavaScript).
//
// No card, UPI or bank detail is typed here: paying online opens the
// gateway's own checkout after the order is placed (docs/decisions/026-payments.md).
import { type InputHTMLAttributes, type SubmitEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form as RouterForm } from 'react-router';

import { type CheckoutErrors, type CheckoutField as FieldName, type CheckoutForm as Form, COUNTRIES, validateCheckout } from '../../../shared/checkout-form';
import { omit } from '../../../shared/omit';
import { CsrfField } from '../../context/boot';
import { Field } from '../Field';
import { DeliveryPromise } from './DeliveryPromise';
import { PaymentMethodField } from './PaymentMethodField';

export interface CheckoutFormProps {
  initial: Form;
  /** Problems the action found (shown at once, as after a submit). */
  serverErrors?: CheckoutErrors;
  busy: boolean;
  idempotencyKey: string;
  /** Whether the shop takes payment online now, and how long it holds an unpaid order. */
  online: { windowMinutes: number } | null;
}

const ORDER: FieldName[] = ['firstName', 'lastName', 'email', 'phone', 'address', 'city', 'state', 'postalCode', 'country', 'businessName', 'gstin', 'paymentMethod'];

type InputOptions = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'value' | 'onChange' | 'onBlur'>;

/** Focuses a field by its id; for the method, the chosen radio. */
function focusField(form: HTMLFormElement | null, f: FieldName | undefined): void {
  const el = f ? form?.querySelector<HTMLElement>(`#checkout-${f}`) : null;
  (el?.matches('input, select, textarea') ? el : el?.querySelector<HTMLElement>('input:checked, input'))?.focus();
}

export function CheckoutForm({ initial, serverErrors, busy, idempotencyKey, online }: CheckoutFormProps) {
  const { t } = useTranslation();
  const [form, setForm] = useState<Form>(initial);
  const [touched, setTouched] = useState<Partial<Record<FieldName, boolean>>>({});
  const [submitted, setSubmitted] = useState(serverErrors !== undefined);
  const formRef = useRef<HTMLFormElement>(null);
  // A field the server refused shows that until the shopper changes it.
  const [fromServer, setFromServer] = useState(serverErrors ?? {});
  // New problems from the action replace the old ones and count as a submit (adjusted while rendering);
  // the focus moves once they are on screen.
  const [lastServerErrors, setLastServerErrors] = useState(serverErrors);
  if (serverErrors !== lastServerErrors) {
    setLastServerErrors(serverErrors);
    if (serverErrors) {
      setFromServer(serverErrors);
      setSubmitted(true);
    }
  }
  const errors = { ...fromServer, ...validateCheckout(form) };
  useEffect(() => {
    if (!serverErrors) return;
    focusField(
      formRef.current,
      ORDER.find((f) => serverErrors[f]),
    );
  }, [serverErrors]);
  const shown = (f: FieldName) => ((submitted || touched[f]) && errors[f] ? t(`checkout.errors.${errors[f]}`) : undefined);
  const invalidCount = Object.keys(errors).length;

  const set = (f: FieldName) => (value: string) => {
    setForm((prev) => ({ ...prev, [f]: value }));
    setFromServer((prev) => omit(prev, [f]));
  };
  const blur = (f: FieldName) => () => setTouched((prev) => (prev[f] ? prev : { ...prev, [f]: true }));
  const field = (f: FieldName, { required, ...input }: InputOptions = {}, hint?: string) => (
    <Field id={`checkout-${f}`} label={t(`checkout.fields.${f}`)} hint={hint} error={shown(f)} required={required}>
      {(control) => <input {...input} {...control} name={f} value={form[f]} onChange={(e) => set(f)(e.target.value)} onBlur={blur(f)} />}
    </Field>
  );

  // A second submit before the first is through (a double click) is dropped;
  // the idempotency key would stop a second order anyway.
  const sending = useRef(false);
  useEffect(() => {
    if (!busy) sending.current = false;
  }, [busy]);
  const submit = (e: SubmitEvent<HTMLFormElement>) => {
    if (sending.current) {
      e.preventDefault();
      return;
    }
    setSubmitted(true);
    const found = validateCheckout(form);
    if (Object.keys(found).length > 0) {
      e.preventDefault();
      focusField(
        formRef.current,
        ORDER.find((f) => found[f]),
      );
      return;
    }
    sending.current = true;
  };

  return (
    <RouterForm ref={formRef} method="post" className="checkout-form" onSubmit={submit} noValidate aria-busy={busy}>
      <CsrfField />
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
        {/* street-address is the whole address, lines and all: a textarea's token (an input takes address-line1). */}
        <Field id="checkout-address" label={t('checkout.fields.address')} error={shown('address')} required>
          {(control) => (
            <textarea
              {...control}
              name="address"
              rows={2}
              autoComplete="street-address"
              value={form.address}
              onChange={(e) => set('address')(e.target.value)}
              onBlur={blur('address')}
            />
          )}
        </Field>
        <div className="field-row">
          {field('city', { required: true, autoComplete: 'address-level2' })}
          {field('state', { required: true, autoComplete: 'address-level1' })}
        </div>
        <div className="field-row">
          {field('postalCode', { required: true, autoComplete: 'postal-code', inputMode: form.country === 'India' ? 'numeric' : 'text' })}
          <Field id="checkout-country" label={t('checkout.fields.country')} error={shown('country')} required>
            {(control) => (
              <select {...control} name="country" value={form.country} autoComplete="country-name" onChange={(e) => set('country')(e.target.value)}>
                {/* HTML: a required select's first option is an empty placeholder. A country is always chosen (India, or the last order's), so it is not offered; it shows only if a post came back without one. */}
                <option value="" disabled hidden>
                  {t('checkout.errors.country')}
                </option>
                {COUNTRIES.map((c) => (
                  <option key={c} value={c}>
                    {t(`checkout.countries.${c}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <DeliveryPromise pin={form.postalCode} />
      </fieldset>
      <details className="checkout-business" open={Boolean(form.gstin || form.businessName || shown('gstin') || shown('businessName'))}>
        <summary>{t('checkout.business')}</summary>
        {field('businessName', { autoComplete: 'organization' })}
        {field('gstin', { autoCapitalize: 'characters', spellCheck: false, maxLength: 20 }, t('checkout.businessHint'))}
      </details>
      <fieldset>
        <legend id="checkout-payment-legend">{t('checkout.payment')}</legend>
        <PaymentMethodField
          value={form.paymentMethod}
          labelledBy="checkout-payment-legend"
          error={shown('paymentMethod')}
          online={online}
          postalCode={form.postalCode}
          onValue={set('paymentMethod')}
        />
      </fieldset>
      <button type="submit" className="button checkout-form__submit" disabled={busy} aria-disabled={busy}>
        {busy ? t('checkout.placing') : form.paymentMethod === 'online' ? t('checkout.placeAndPay') : t('checkout.placeOrder')}
      </button>
    </RouterForm>
  );
}
