// Join Our Team: name, email and a résumé (PDF, DOC or DOCX up to 5 MB), all
// required. The form uploads the file (multipart, with or without
// JavaScript); the page's action sends it to the hiring team and the page
// says it has arrived, with its reference. A host that takes no enquiries:
// an email to send the file with is offered instead.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';

import { RESUME_EXTENSIONS } from '../../../shared/forms';
import { CsrfField } from '../../context/boot';
import { useEnquirySent } from '../../hooks/useBrandFormResult';
import { useCheckedBrandForm } from '../../hooks/useCheckedBrandForm';
import { Field } from '../Field';
import { HoneypotField } from './HoneypotField';
import { NotSentNotice } from './NotSentNotice';
import { SenderFields } from './SenderFields';
import { SendFailure } from './SendFailure';
import { SentNotice } from './SentNotice';

const CAREERS_EMAIL = 'careers@toomore.example';

export function JoinForm() {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const { result, values, set, error, submit } = useCheckedBrandForm('join', { name: '', email: '' }, file);
  const sent = useEnquirySent(result);
  if (sent) return <SentNotice title={sent.name ? t('forms.join.thanks', { name: sent.name }) : t('forms.contact.thanks')} reference={sent.reference} email={sent.email} join />;
  if (result?.notSent) {
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
    <Form method="post" encType="multipart/form-data" className="brand-form" onSubmit={submit} noValidate aria-labelledby="join-title" preventScrollReset>
      <CsrfField />
      <SenderFields kind="join" title={t('forms.join.title')} values={values} set={set} error={error} />
      <Field label={t('forms.join.resume')} error={error('resume')} required hint={t('forms.join.resumeHint')}>
        {(p) => <input {...p} name="resume" type="file" accept={RESUME_EXTENSIONS.join(',')} onChange={(e) => setFile(e.target.files?.[0] ?? null)} />}
      </Field>
      <HoneypotField id="join-website" />
      <SendFailure failure={result?.failure} />
      <button className="button" type="submit">
        {t('forms.join.submit')}
      </button>
    </Form>
  );
}
