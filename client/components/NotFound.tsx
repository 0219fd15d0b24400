import { useTranslation } from 'react-i18next';

import { Link } from './Link';

/** 'Page not found' with the way home (an unknown path, or a language prefix that is not one of ours). */
export function NotFound() {
  const { t } = useTranslation();
  return (
    <section className="notice-page">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link className="button" to="/">
        {t('notFound.home')}
      </Link>
    </section>
  );
}
