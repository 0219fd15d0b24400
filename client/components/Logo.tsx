import { useTranslation } from 'react-i18next';

import { Link } from './Link';

/** The word mark: an orange drop and "Too More", sized so it never shifts the header. */
export function Logo() {
  const { t } = useTranslation();
  return (
    <Link to="/" className="logo" aria-label={t('header.homeLink')}>
      <svg width="36" height="36" viewBox="0 0 36 36" aria-hidden="true" focusable="false">
        <path d="M18 3c6 8 11 13 11 19a11 11 0 0 1-22 0C7 16 12 11 18 3z" fill="#e8590c" />
        <path d="M13 22a5 5 0 0 0 5 5" stroke="#fff" strokeWidth="2.5" fill="none" strokeLinecap="round" />
      </svg>
      <span className="logo__text">Too More</span>
    </Link>
  );
}
