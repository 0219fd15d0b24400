import { useTranslation } from 'react-i18next';

export function FallbackScreen() {
  const { t } = useTranslation();
  return (
    <section className="fallback" role="alert">
      <h1>{t('fallback.title')}</h1>
      <p>{t('fallback.text')}</p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        {t('fallback.refresh')}
      </button>
    </section>
  );
}
