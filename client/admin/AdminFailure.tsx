// A staff call that failed, in the page's language: the API's code when the
// dictionary knows it, else its message or the failure's kind.
import { useTranslation } from 'react-i18next';

import type { Failure } from '../../shared/errors';
import { failureText } from '../api/failure-text';

export function AdminFailure({ failure }: { failure: Failure | undefined }) {
  const { t } = useTranslation();
  if (!failure) return null;
  return (
    <p className="form-error" role="alert">
      {failureText(t, failure)}
    </p>
  );
}
