// Contact Us and Customer Care: no field is marked required, but a message
// and a way to answer (email or phone) are needed to send one; the page's
// action checks that and sends it to the team. A host that takes no
// enquiries: the message is offered as a ready email instead.
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';

import { ENQUIRY_FIELD_MAX } from '../../../shared/enquiries';
import { COMPANY } from '../../../shared/site';
import { CsrfField } from '../../context/boot';
import { useEnquirySent } from '../../hooks/useBrandFormResult';
import { useCheckedBrandForm } from '../../hooks/useCheckedBrandForm';
import { Field } from '../Field';
import { HoneypotField } from './HoneypotField';
import { NotSentNotice } from './NotSentNotice';
import { SendFailure } from './SendFailure';
import { SentNotice } from './SentNotice';

export function ContactForm({ variant }: { variant: 'contact' | 'customer-care' }) {
  const { t } = useTranslation();
  const { result, values, set, error, submit } = useCheckedBrandForm(variant, { name: '', email: '', phone: '', orderId: '', message: '' });
  const sent = useEnquirySent(result);
  if (sent) return <SentNotice title={t('forms.contact.thanks')} reference={sent.reference} email={sent.email} />;
  if (result?.notSent) {
    const order = values.orderId ? `${t('forms.orderId')}: ${values.orderId}` : '';
    const body = [values.message, '', values.name, values.phone, order].join('\n').trim();
    return <NotSentNotice title={t('forms.contact.thanks')} to={COMPANY.email} subject={t(`forms.${variant === 'contact' ? 'contact' : 'care'}.subject`)} body={body} />;
  }
  const titleId = `${variant}-title`;
  return (
    <Form method="post" className="brand-form" onSubmit={submit} noValidate aria-labelledby={titleId} preventScrollReset>
      <CsrfField />
      <input type="hidden" name="form" value={variant} />
      <h2 id={titleId}>{t(variant === 'contact' ? 'forms.contact.title' : 'forms.care.title')}</h2>
      <Field label={t('forms.name')} error={error('name')}>
        {(p) => <input {...p} name="name" autoComplete="name" maxLength={ENQUIRY_FIELD_MAX.name} value={values.name} onChange={set('name')} />}
      </Field>
      <Field label={t('forms.email')} error={error('email')}>
        {(p) => <input {...p} name="email" type="email" autoComplete="email" maxLength={ENQUIRY_FIELD_MAX.email} value={values.email} onChange={set('email')} />}
      </Field>
      <Field label={t('forms.phone')} error={error('phone')}>
        {(p) => <input {...p} name="phone" type="tel" autoComplete="tel" maxLength={ENQUIRY_FIELD_MAX.phone} value={values.phone} onChange={set('phone')} />}
      </Field>
      {variant === 'customer-care' ? (
        <Field label={t('forms.orderId')} error={error('orderId')}>
          {(p) => <input {...p} name="orderId" maxLength={ENQUIRY_FIELD_MAX.orderId} value={values.orderId} onChange={set('orderId')} />}
        </Field>
      ) : null}
      <Field label={t('forms.message')} error={error('message')}>
        {(p) => <textarea {...p} name="message" rows={5} maxLength={ENQUIRY_FIELD_MAX.message} value={values.message} onChange={set('message')} />}
      </Field>
      <HoneypotField id={`${variant}-website`} />
      <SendFailure failure={result?.failure} />
      <button className="button" type="submit">
        {t('forms.contact.submit')}
      </button>
    </Form>
  );
}
