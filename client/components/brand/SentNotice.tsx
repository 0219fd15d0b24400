// What a corporate form says once its message has reached the team: thanks,
// the reference, and (when the page knows the address) that a confirmation went there.
import { useTranslation } from 'react-i18next';

export function SentNotice({ title, reference, email, join }: { title: string; reference: string; email?: string; join?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="form-result" role="status" tabIndex={-1} data-testid="enquiry-sent">
      <h2>{title}</h2>
      <p>{join ? t('forms.join.sent', { reference }) : t('forms.sent', { reference })}</p>
      {email ? <p>{t('forms.sentCopy', { email })}</p> : null}
    </div>
  );
}
