// Logged out: 'Sign In / Register'. Logged in: the notification bell and the
// avatar (first letter of the name) whose menu shows the capitalised name,
// 'Verify Account' while unverified, 'Reset Password' and 'Logout'.
import { Suspense, lazy, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pathTo } from '../../shared/routes';
import { accountsApi } from '../api/accounts';
import { failureText } from '../api/failure-text';
import { useSession } from '../context/session';
import { useDismiss } from '../hooks/useDismiss';
import { notify } from '../toast';
import { BellIcon, UserIcon } from './icons';

// SWR and the polling load only for logged-in visitors, after hydration.
const UnreadBadge = lazy(() => import('./UnreadBadge'));

const capitalise = (name: string) => name.trim().replace(/(^|\s)(\p{L})/gu, (_, space: string, letter: string) => space + letter.toLocaleUpperCase());

export function AccountEntry() {
  const { t } = useTranslation();
  const { session } = useSession();
  if (session.status !== 'authenticated') {
    return (
      <Link to={pathTo('login')} className="sign-in">
        <UserIcon />
        <span className="sign-in__text">{t('header.signIn')}</span>
      </Link>
    );
  }
  return (
    <>
      <NotificationBell />
      <AccountMenu name={session.user.name} verified={session.user.isAccountVerified} />
    </>
  );
}

function NotificationBell() {
  const { t } = useTranslation();
  const [client, setClient] = useState(false);
  useEffect(() => setClient(true), []);
  return (
    <Link to={pathTo('notifications')} className="icon-button bell">
      <BellIcon />
      <span className="visually-hidden">{t('account.bellNone')}</span>
      {client && (
        <Suspense fallback={null}>
          <UnreadBadge />
        </Suspense>
      )}
    </Link>
  );
}

function AccountMenu({ name, verified }: { name: string; verified: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { logout } = useSession();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  useDismiss(open, close, box, button);
  const initial = name.trim().charAt(0).toLocaleUpperCase() || '?';

  const verify = async () => {
    setBusy(true);
    const result = await accountsApi.sendVerifyOtp();
    setBusy(false);
    close();
    if (result.ok) {
      notify.success(result.data.message ?? t('verify.sent'));
      navigate(pathTo('email-verify'));
    } else {
      notify.error(failureText(t, result.failure));
    }
  };
  const signOut = async () => {
    setBusy(true);
    const failure = await logout();
    setBusy(false);
    close();
    if (failure) notify.error(failureText(t, failure));
    else navigate(pathTo('home'));
  };

  return (
    <div className="account-menu" ref={box}>
      <button
        ref={button}
        type="button"
        className="avatar"
        aria-label={t('account.menu', { name })}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
      >
        {initial}
      </button>
      <div id={menuId} className="account-menu__panel" hidden={!open}>
        <p className="account-menu__name">{capitalise(name)}</p>
        <ul>
          {!verified && (
            <li>
              <button type="button" onClick={verify} disabled={busy}>
                {t('account.verify')}
              </button>
            </li>
          )}
          <li>
            <Link to={pathTo('order-history')} onClick={close}>
              {t('account.orders')}
            </Link>
          </li>
          <li>
            <Link to={pathTo('notifications')} onClick={close}>
              {t('account.notifications')}
            </Link>
          </li>
          <li>
            <Link to={pathTo('reset-password')} onClick={close}>
              {t('account.resetPassword')}
            </Link>
          </li>
          <li>
            <button type="button" onClick={signOut} disabled={busy}>
              {t('account.logout')}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
