// Logged out: 'Sign In / Register'. Logged in: the notification bell with its
// unread badge and the avatar (first letter of the name) whose menu shows the
// capitalised name, 'Verify Account' while unverified, 'Reset Password' and
// 'Logout'. The menu is a <details> element and its actions are forms, so all
// of it works before (or without) the page's JavaScript.
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useFetcher } from 'react-router';

import { pathTo } from '../../shared/routes';
import { CsrfField } from '../context/boot';
import { useDismiss } from '../hooks/useDismiss';
import { useHydrated } from '../hooks/useHydrated';
import { useLocalize } from '../hooks/useLocalize';
import { useRootData } from '../hooks/useRootData';
import { BadgeText } from './BadgeText';
import { BellIcon, UserIcon } from './icons';
import { Link } from './Link';

// SWR and the polling load only for logged-in visitors, after hydration.
const LiveUnreadBadge = lazy(() => import('./LiveUnreadBadge'));

const capitalise = (name: string) => name.trim().replace(/(^|\s)(\p{L})/gu, (_, space: string, letter: string) => space + letter.toLocaleUpperCase());

export function AccountEntry() {
  const { t } = useTranslation();
  const { session } = useRootData();
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
  const { unread } = useRootData();
  // The live badge (SWR, polling) only once the page runs; the server's count until then.
  const client = useHydrated();
  const count = unread ?? 0;
  return (
    <Link to={pathTo('notifications')} className="icon-button bell">
      <BellIcon />
      <span className="visually-hidden">{t('account.bellNone')}</span>
      {client ? (
        <Suspense fallback={<BadgeText count={count} />}>
          <LiveUnreadBadge initial={count} />
        </Suspense>
      ) : (
        <BadgeText count={count} />
      )}
    </Link>
  );
}

function AccountMenu({ name, verified }: { name: string; verified: boolean }) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const verifier = useFetcher();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const box = useRef<HTMLDetailsElement>(null);
  const summary = useRef<HTMLElement>(null);
  useDismiss(open, close, box, summary);
  const initial = name.trim().charAt(0).toLocaleUpperCase() || '?';
  return (
    <details className="account-menu" ref={box} open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary ref={summary} className="avatar" aria-label={t('account.menu', { name })}>
        {initial}
      </summary>
      <div className="account-menu__panel">
        <p className="account-menu__name">{capitalise(name)}</p>
        <ul>
          {!verified && (
            <li>
              <verifier.Form method="post" action={localize(pathTo('email-verify'))} onSubmit={close}>
                <CsrfField />
                <button type="submit" name="intent" value="resend" disabled={verifier.state !== 'idle'}>
                  {t('account.verify')}
                </button>
              </verifier.Form>
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
            <Link to={pathTo('account-grievances')} onClick={close}>
              {t('grievances.accountTitle')}
            </Link>
          </li>
          <li>
            <Link to={pathTo('account-privacy')} onClick={close}>
              {t('privacyCentre.title')}
            </Link>
          </li>
          <li>
            <Link to={pathTo('reset-password')} onClick={close}>
              {t('account.resetPassword')}
            </Link>
          </li>
          <li>
            <Form method="post" action={localize(pathTo('logout'))} onSubmit={close}>
              <CsrfField />
              <button type="submit">{t('account.logout')}</button>
            </Form>
          </li>
        </ul>
      </div>
    </details>
  );
}
