// The opening of every checked corporate form: which form it is, its heading,
// and who writes (name and email, both required).
import { useTranslation } from 'react-i18next';

import { ENQUIRY_FIELD_MAX } from '../../../shared/enquiries';
import type { BrandFormKind } from '../../../shared/forms';
import { Field } from '../Field';

interface SenderFieldsProps {
  kind: BrandFormKind;
  title: string;
  values: { name: string; email: string };
  set: (field: 'name' | 'email') => (e: { target: { value: string } }) => void;
  error: (field: string) => string | undefined;
}

export function SenderFields({ kind, title, values, set, error }: SenderFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <input type="hidden" name="form" value={kind} />
      <h2 id={`${kind}-title`}>{title}</h2>
      <Field label={t('forms.name')} error={error('name')} required>
        {(p) => <input {...p} name="name" autoComplete="name" maxLength={ENQUIRY_FIELD_MAX.name} value={values.name} onChange={set('name')} />}
      </Field>
      <Field label={t('forms.email')} error={error('email')} required>
        {(p) => <input {...p} name="email" type="email" autoComplete="email" maxLength={ENQUIRY_FIELD_MAX.email} value={values.email} onChange={set('email')} />}
      </Field>
    </>
  );
}
