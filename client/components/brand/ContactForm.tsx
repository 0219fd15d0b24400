// Contact Us and Customer Care: no required fields. The message is not sent
// anywhere; the result (from the page's action) offers it as a ready email.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';

import { COMPANY } from '../../../shared/site';
import { CsrfField } from '../../context/boot';
import { useBrandFormResult } from '../../hooks/useBrandFormResult';
import { Field } from '../Field';
import { NotSentNotice } from './NotSentNotice';

export function ContactForm({ variant }: { variant: 'contact' | 'customer-care' }) {
  const { t } = useTranslation();
  const result = useBrandFormResult(variant);
  const [values, setValues] = useState({ name: '', email: '', phone: '', orderId: '', message: '', ...result?.values });
  const set = (k: keyof typeof values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [k]: e.target.value }));
  if (result?.done) {
    const sent = { ...values, ...result.values };
    const order = sent.orderId ? `${t('forms.orderId')}: ${sent.orderId}` : '';
    const body = [sent.message, '', sent.name, sent.phone, order].join('\n').trim();
    return <NotSentNotice title={t('forms.contact.thanks')} to={COMPANY.email} subject={t(`forms.${variant === 'contact' ? 'contact' : 'care'}.subject`)} body={body} />;
  }
  const titleId = `${variant}-title`;
  return (
    <Form method="post" className="brand-form" noValidate aria-labelledby={titleId} preventScrollReset>
      <CsrfField />
      <input type="hidden" name="form" value={variant} />
      <h2 id={titleId}>{t(variant === 'contact' ? 'forms.contact.title' : 'forms.care.title')}</h2>
      <Field label={t('forms.name')}>{(p) => <input {...p} name="name" autoComplete="name" value={values.name} onChange={set('name')} />}</Field>
      <Field label={t('forms.email')}>{(p) => <input {...p} name="email" type="email" autoComplete="email" value={values.email} onChange={set('email')} />}</Field>
      <Field label={t('forms.phone')}>{(p) => <input {...p} name="phone" type="tel" autoComplete="tel" value={values.phone} onChange={set('phone')} />}</Field>
      {variant === 'customer-care' ? <Field label={t('forms.orderId')}>{(p) => <input {...p} name="orderId" value={values.orderId} onChange={set('orderId')} />}</Field> : null}
      <Field label={t('forms.message')}>{(p) => <textarea {...p} name="message" rows={5} value={values.message} onChange={set('message')} />}</Field>
      <button className="button" type="submit">
        {t('forms.contact.submit')}
      </button>
    </Form>
  );
}
