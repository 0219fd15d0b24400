// Contact Us and Customer Care: no required marks (spec section 5). The message
// is not sent anywhere; the result offers it as a ready email instead.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { COMPANY } from '../../../shared/site';
import { FormField } from './FormField';
import { NotSentNotice } from './NotSentNotice';

export function ContactForm({ variant }: { variant: 'contact' | 'customer-care' }) {
  const { t } = useTranslation();
  const [values, setValues] = useState({ name: '', email: '', phone: '', orderId: '', message: '' });
  const [done, setDone] = useState(false);
  const set = (k: keyof typeof values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [k]: e.target.value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setDone(true);
  };
  if (done) {
    const order = values.orderId ? `${t('forms.orderId')}: ${values.orderId}` : '';
    const body = [values.message, '', values.name, values.phone, order].join('\n').trim();
    return <NotSentNotice title={t('forms.contact.thanks')} to={COMPANY.email} subject={t(`forms.${variant === 'contact' ? 'contact' : 'care'}.subject`)} body={body} />;
  }
  const titleId = `${variant}-title`;
  return (
    <form className="brand-form" onSubmit={submit} noValidate aria-labelledby={titleId}>
      <h2 id={titleId}>{t(variant === 'contact' ? 'forms.contact.title' : 'forms.care.title')}</h2>
      <FormField label={t('forms.name')}>{(p) => <input {...p} name="name" autoComplete="name" value={values.name} onChange={set('name')} />}</FormField>
      <FormField label={t('forms.email')}>{(p) => <input {...p} name="email" type="email" autoComplete="email" value={values.email} onChange={set('email')} />}</FormField>
      <FormField label={t('forms.phone')}>{(p) => <input {...p} name="phone" type="tel" autoComplete="tel" value={values.phone} onChange={set('phone')} />}</FormField>
      {variant === 'customer-care' ? (
        <FormField label={t('forms.orderId')}>{(p) => <input {...p} name="orderId" value={values.orderId} onChange={set('orderId')} />}</FormField>
      ) : null}
      <FormField label={t('forms.message')}>{(p) => <textarea {...p} name="message" rows={5} value={values.message} onChange={set('message')} />}</FormField>
      <button className="button" type="submit">
        {t('forms.contact.submit')}
      </button>
    </form>
  );
}
