// Logged out: 'Sign In / Register'. Logged in: the avatar with the first letter
// of the name (its menu comes with the accounts issue's screens).
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pathTo } from '../../shared/routes';
import { useSession } from '../context/session';
import { UserIcon } from './icons';

export function AccountEntry() {
  const { t } = useTranslation();
  const { session } = useSession();
  if (session.status === 'authenticated') {
    const initial = session.user.name.trim().charAt(0).toUpperCase() || '?';
    return (
      <span className="avatar" title={session.user.name} aria-label={session.user.name}>
        {initial}
      </span>
    );
  }
  return (
    <Link to={pathTo('login')} className="sign-in">
      <UserIcon />
      <span className="sign-in__text">{t('header.signIn')}</span>
    </Link>
  );
}
