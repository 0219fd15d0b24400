// Join Our Team: name, email and a résumé (PDF, DOC or DOCX up to 5 MB), all
// required. Nothing is uploaded: the result says so and offers an email.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RESUME_EXTENSIONS, isEmail, resumeProblem } from '../../../shared/forms';
import { FormField } from './FormField';
import { NotSentNotice } from './NotSentNotice';

const CAREERS_EMAIL = 'careers@toomore.example';

export function JoinForm() {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ name?: string; email?: string; resume?: string }>({});
  const [done, setDone] = useState(false);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next: typeof errors = {};
    if (!name.trim()) next.name = t('forms.required');
    if (!email.trim()) next.email = t('forms.required');
    else if (!isEmail(email)) next.email = t('forms.invalidEmail');
    const problem = resumeProblem(file);
    if (problem) next.resume = t(`forms.join.resume_${problem}`);
    setErrors(next);
    if (Object.keys(next).length === 0) setDone(true);
  };

  if (done) {
    return (
      <NotSentNotice
        title={t('forms.join.thanks', { name: name.trim() })}
        to={CAREERS_EMAIL}
        subject={t('forms.join.subject', { name: name.trim() })}
        body={t('forms.join.body', { file: file?.name ?? '' })}
      />
    );
  }
  return (
    <form className="brand-form" onSubmit={submit} noValidate aria-labelledby="join-title">
      <h2 id="join-title">{t('forms.join.title')}</h2>
      <FormField label={t('forms.name')} error={errors.name} required>
        {(p) => <input {...p} name="name" autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} />}
      </FormField>
      <FormField label={t('forms.email')} error={errors.email} required>
        {(p) => <input {...p} name="email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />}
      </FormField>
      <FormField label={t('forms.join.resume')} error={errors.resume} required hint={t('forms.join.resumeHint')}>
        {(p) => <input {...p} name="resume" type="file" accept={RESUME_EXTENSIONS.join(',')} onChange={(e) => setFile(e.target.files?.[0] ?? null)} />}
      </FormField>
      <button className="button" type="submit">
        {t('forms.join.submit')}
      </button>
    </form>
  );
}
