// Join Our Team: name, email and a résumé (PDF, DOC or DOCX up to 5 MB), all
// required. Nothing is uploaded (the form posts the file's name only); the
// result says so and offers an email to send the file with.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';

import { RESUME_EXTENSIONS } from '../../../shared/forms';
import { CsrfField } from '../../context/boot';
import { useCheckedBrandForm } from '../../hooks/useCheckedBrandForm';
import { Field } from '../Field';
import { NotSentNotice } from './NotSentNotice';
import { SenderFields } from './SenderFields';

const CAREERS_EMAIL = 'careers@toomore.example';

export function JoinForm() {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const { result, values, set, error, submit } = useCheckedBrandForm('join', { name: '', email: '' }, file);
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
  return (
    <Form method="post" className="brand-form" onSubmit={submit} noValidate aria-labelledby="join-title" preventScrollReset>
      <CsrfField />
      <SenderFields kind="join" title={t('forms.join.title')} values={values} set={set} error={error} />
      <Field label={t('forms.join.resume')} error={error('resume')} required hint={t('forms.join.resumeHint')}>
        {(p) => <input {...p} name="resume" type="file" accept={RESUME_EXTENSIONS.join(',')} onChange={(e) => setFile(e.target.files?.[0] ?? null)} />}
      </Field>
      <button className="button" type="submit">
        {t('forms.join.submit')}
      </button>
    </Form>
  );
}
