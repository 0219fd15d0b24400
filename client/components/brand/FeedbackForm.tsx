// Feedback: name, email and message required. The form posts to the page's
// action, which checks the same rules; the result says honestly that nothing
// was sent and offers the message as a ready email.
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';

import { COMPANY } from '../../../shared/site';
import { CsrfField } from '../../context/boot';
import { useCheckedBrandForm } from '../../hooks/useCheckedBrandForm';
import { Field } from '../Field';
import { NotSentNotice } from './NotSentNotice';
import { SenderFields } from './SenderFields';

export function FeedbackForm() {
  const { t } = useTranslation();
  const { result, values, set, error, submit } = useCheckedBrandForm('feedback', { name: '', email: '', message: '' });
  if (result?.done) {
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
        {(p) => <textarea {...p} name="message" rows={5} value={values.message} onChange={set('message')} />}
      </Field>
      <button className="button" type="submit">
        {t('forms.feedback.submit')}
      </button>
    </Form>
  );
}
