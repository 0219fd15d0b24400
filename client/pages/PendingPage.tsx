// Pages whose screens later issues build: the route exists, renders the shell
// and says honestly that the screen is not available yet.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PageProps } from './registry';

export default function PendingPage({ route }: PageProps) {
  const { t } = useTranslation();
  return (
    <section className="notice-page">
      <h1>{t(`meta.${route.id}.title`)}</h1>
      <p>{t('pending.text')}</p>
      <Link className="button" to="/">
        {t('notFound.home')}
      </Link>
    </section>
  );
}
