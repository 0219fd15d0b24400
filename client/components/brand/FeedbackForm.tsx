// Feedback: name, email and message required. The form posts to the page's
// action, which checks the same rules; the result says honestly that nothing
// was sent and offers the message as a ready email.
import { type SubmitEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';

import { brandFormProblems } from '../../../shared/forms';
import { COMPANY } from '../../../shared/site';
import { useBrandFormResult } from './brand-form-result';
import { FormField } from './FormField';
import { NotSentNotice } from './NotSentNotice';

export function FeedbackForm() {
  const { t } = useTranslation();
  const result = useBrandFormResult('feedback');
  const [values, setValues] = useState({ name: '', email: '', message: '', ...result?.values });
  const [problems, setProblems] = useState(result?.problems ?? {});
  const set = (k: keyof typeof values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [k]: e.target.value }));
  const submit = (e: SubmitEvent) => {
    const found = brandFormProblems('feedback', values);
    setProblems(found);
    if (Object.keys(found).length) e.preventDefault();
  };
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
  const error = (k: string) => {
    const key = problems[k];
    return key ? t(key) : undefined;
  };
  return (
    <Form method="post" className="brand-form" onSubmit={submit} noValidate aria-labelledby="feedback-title" preventScrollReset>
      <input type="hidden" name="form" value="feedback" />
      <h2 id="feedback-title">{t('forms.feedback.title')}</h2>
      <FormField label={t('forms.name')} error={error('name')} required>
        {(p) => <input {...p} name="name" autoComplete="name" value={values.name} onChange={set('name')} />}
      </FormField>
      <FormField label={t('forms.email')} error={error('email')} required>
        {(p) => <input {...p} name="email" type="email" autoComplete="email" value={values.email} onChange={set('email')} />}
      </FormField>
      <FormField label={t('forms.message')} error={error('message')} required>
        {(p) => <textarea {...p} name="message" rows={5} value={values.message} onChange={set('message')} />}
      </FormField>
      <button className="button" type="submit">
        {t('forms.feedback.submit')}
      </button>
    </Form>
  );
}
