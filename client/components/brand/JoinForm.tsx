// Join Our Team: name, email and a résumé (PDF, DOC or DOCX up to 5 MB), all
// required. Nothing is uploaded (the form posts the file's name only); the
// result says so and offers an email to send the file with.
import { type SubmitEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';

import { brandFormProblems, RESUME_EXTENSIONS } from '../../../shared/forms';
import { useBrandFormResult } from './brand-form-result';
import { FormField } from './FormField';
import { NotSentNotice } from './NotSentNotice';

const CAREERS_EMAIL = 'careers@toomore.example';

export function JoinForm() {
  const { t } = useTranslation();
  const result = useBrandFormResult('join');
  const [values, setValues] = useState({ name: '', email: '', ...result?.values });
  const [file, setFile] = useState<File | null>(null);
  const [problems, setProblems] = useState(result?.problems ?? {});
  const set = (k: 'name' | 'email') => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [k]: e.target.value }));
  const submit = (e: SubmitEvent) => {
    const found = brandFormProblems('join', values, file);
    setProblems(found);
    if (Object.keys(found).length) e.preventDefault();
  };
  if (result?.done) {
    const name = (result.values.name ?? '').trim();
    return (
      <NotSentNotice
        title={t('forms.join.thanks', { name })}
        to={CAREERS_EMAIL}
        subject={t('forms.join.subject', { name })}
        body={t('forms.join.body', { file: file?.name ?? result.values.resume ?? '' })}
      />
    );
  }
  const error = (k: string) => {
    const key = problems[k];
    return key ? t(key) : undefined;
  };
  return (
    <Form method="post" className="brand-form" onSubmit={submit} noValidate aria-labelledby="join-title" preventScrollReset>
      <input type="hidden" name="form" value="join" />
      <h2 id="join-title">{t('forms.join.title')}</h2>
      <FormField label={t('forms.name')} error={error('name')} required>
        {(p) => <input {...p} name="name" autoComplete="name" value={values.name} onChange={set('name')} />}
      </FormField>
      <FormField label={t('forms.email')} error={error('email')} required>
        {(p) => <input {...p} name="email" type="email" autoComplete="email" value={values.email} onChange={set('email')} />}
      </FormField>
      <FormField label={t('forms.join.resume')} error={error('resume')} required hint={t('forms.join.resumeHint')}>
        {(p) => <input {...p} name="resume" type="file" accept={RESUME_EXTENSIONS.join(',')} onChange={(e) => setFile(e.target.files?.[0] ?? null)} />}
      </FormField>
      <button className="button" type="submit">
        {t('forms.join.submit')}
      </button>
    </Form>
  );
}
