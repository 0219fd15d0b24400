// Feedback: name, email and message required. The form posts to the page's
// action, which checks the same rules and sends it to the team; the page then
// says it has arrived, with its reference. A host that takes no enquiries:
// the message is offered as a ready email instead.
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
import { SenderFields } from './SenderFields';
import { SendFailure } from './SendFailure';
import { SentNotice } from './SentNotice';

export function FeedbackForm() {
  const { t } = useTranslation();
  const { result, values, set, error, submit } = useCheckedBrandForm('feedback', { name: '', email: '', message: '' });
  const sent = useEnquirySent(result);
  if (sent) return <SentNotice title={sent.name ? t('forms.feedback.thanks', { name: sent.name }) : t('forms.contact.thanks')} reference={sent.reference} email={sent.email} />;
  if (result?.notSent) {
    return (
      <NotSentNotice
        title={t('forms.feedback.thanks', { name: (result.values.name ?? '').trim() })}
        to={COMPANY.email}
        subject={t('forms.feedback.subject')}
        body={result.values.message ?? ''}
      />
    );
  }
  return (
    <Form method="post" className="brand-form" onSubmit={submit} noValidate aria-labelledby="feedback-title" preventScrollReset>
      <CsrfField />
      <SenderFields kind="feedback" title={t('forms.feedback.title')} values={values} set={set} error={error} />
      <Field label={t('forms.message')} error={error('message')} required>
        {(p) => <textarea {...p} name="message" rows={5} maxLength={ENQUIRY_FIELD_MAX.message} value={values.message} onChange={set('message')} />}
      </Field>
      <HoneypotField id="feedback-website" />
      <SendFailure failure={result?.failure} />
      <button className="button" type="submit">
        {t('forms.feedback.submit')}
      </button>
    </Form>
  );
}
