// Why a corporate form's message was not sent, above its button; what was typed stays in the form.
import { useTranslation } from 'react-i18next';

import type { Failure } from '../../../shared/errors';
import { enquiryFailureText } from './enquiry-failure';

export function SendFailure({ failure }: { failure: Failure | undefined }) {
  const { t } = useTranslation();
  if (!failure) return null;
  return (
    <p className="form-error" role="alert">
      {enquiryFailureText(t, failure)}
    </p>
  );
}
