// What every corporate form says after submit: nothing was sent, and how to
// reach a person instead (a prefilled email).
import { useTranslation } from 'react-i18next';

export function NotSentNotice({ title, to, subject, body }: { title: string; to: string; subject: string; body: string }) {
  const { t } = useTranslation();
  const href = `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
  return (
    <div className="form-result" role="status" tabIndex={-1}>
      <h2>{title}</h2>
      <p>{t('forms.notSent')}</p>
      <a className="button" href={href}>
        {t('forms.emailInstead', { email: to })}
      </a>
    </div>
  );
}
