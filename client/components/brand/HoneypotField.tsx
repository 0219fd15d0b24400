// A field people never see or reach (off-screen, out of the tab order, hidden
// from screen readers) and form-filling bots do: a post that fills it is
// thanked and dropped by the backend. No third-party CAPTCHA.
import { useTranslation } from 'react-i18next';

import { HONEYPOT_FIELD } from '../../../shared/enquiries';

export function HoneypotField({ id }: { id: string }) {
  const { t } = useTranslation();
  return (
    <div className="honeypot" aria-hidden="true">
      <label htmlFor={id}>{t('forms.honeypot')}</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
