// Feedback (spec section 5): name, email and message required; submitting
// prevents the default and shows a thank-you state that says honestly that the
// form sends nothing, with the message ready to email.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { COMPANY } from '../../../shared/site';
import { isEmail } from '../../../shared/forms';
import { FormField } from './FormField';
import { NotSentNotice } from './NotSentNotice';

export function FeedbackForm() {
  const { t } = useTranslation();
  const [values, setValues] = useState({ name: '', email: '', message: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof typeof values, string>>>({});
  const [done, setDone] = useState(false);
  const set = (k: keyof typeof values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [k]: e.target.value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next: typeof errors = {};
    if (!values.name.trim()) next.name = t('forms.required');
    if (!values.email.trim()) next.email = t('forms.required');
    else if (!isEmail(values.email)) next.email = t('forms.invalidEmail');
    if (!values.message.trim()) next.message = t('forms.required');
    setErrors(next);
    if (Object.keys(next).length === 0) setDone(true);
  };

  if (done) {
    return <NotSentNotice title={t('forms.feedback.thanks', { name: values.name.trim() })} to={COMPANY.email} subject={t('forms.feedback.subject')} body={values.message} />;
  }
  return (
    <form className="brand-form" onSubmit={submit} noValidate aria-labelledby="feedback-title">
      <h2 id="feedback-title">{t('forms.feedback.title')}</h2>
      <FormField label={t('forms.name')} error={errors.name} required>
        {(p) => <input {...p} name="name" autoComplete="name" value={values.name} onChange={set('name')} />}
      </FormField>
      <FormField label={t('forms.email')} error={errors.email} required>
        {(p) => <input {...p} name="email" type="email" autoComplete="email" value={values.email} onChange={set('email')} />}
      </FormField>
      <FormField label={t('forms.message')} error={errors.message} required>
        {(p) => <textarea {...p} name="message" rows={5} value={values.message} onChange={set('message')} />}
      </FormField>
      <button className="button" type="submit">
        {t('forms.feedback.submit')}
      </button>
    </form>
  );
}
