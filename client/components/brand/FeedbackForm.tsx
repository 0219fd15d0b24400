// Feedback: name, email and message required. The form posts to the page's
// action, which checks the same rules; the result says honestly that nothing
// was sent and offers the message as a ready email.
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';

import { COMPANY } from '../../../shared/site';
import { Field } from '../Field';
import { NotSentNotice } from './NotSentNotice';
import { useCheckedBrandForm } from './useCheckedBrandForm';

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
      <input type="hidden" name="form" value="feedback" />
      <h2 id="feedback-title">{t('forms.feedback.title')}</h2>
      <Field label={t('forms.name')} error={error('name')} required>
        {(p) => <input {...p} name="name" autoComplete="name" value={values.name} onChange={set('name')} />}
      </Field>
      <Field label={t('forms.email')} error={error('email')} required>
        {(p) => <input {...p} name="email" type="email" autoComplete="email" value={values.email} onChange={set('email')} />}
      </Field>
      <Field label={t('forms.message')} error={error('message')} required>
        {(p) => <textarea {...p} name="message" rows={5} value={values.message} onChange={set('message')} />}
      </Field>
      <button className="button" type="submit">
        {t('forms.feedback.submit')}
      </button>
    </Form>
  );
}
