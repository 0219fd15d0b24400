// /logout: the account menu's Logout posts here. Signing out is a post (a link
// someone else sends must not sign a shopper out); a plain visit goes home.
import { useTranslation } from 'react-i18next';
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect, useActionData } from 'react-router';

import type { Failure } from '../../shared/errors';
import { pathTo } from '../../shared/routes';
import { failureText } from '../api/failure-text';
import { Link } from '../components/Link';
import { forgetOfflinePages } from '../offline-pages';
import { services } from '../router/app-context';
import { actionFailed } from '../router/load-failure';
import { completed, localize } from '../router/route-helpers';
import { notify } from '../toast';

export function loader({ request }: LoaderFunctionArgs) {
  return redirect(localize(request, pathTo('home')));
}

export async function action({ request, context }: ActionFunctionArgs) {
  const app = services(context);
  const result = await app.api.logout();
  if (!result.ok) {
    if (app.side === 'browser') notify.error(failureText(app.i18n.t, result.failure));
    const { failure, status } = actionFailed(result);
    return data({ failure }, { status });
  }
  app.session.set({ status: 'anonymous' });
  if (app.side === 'browser') forgetOfflinePages();
  return completed(app, request, { flash: 'loggedOut', to: localize(request, pathTo('home')), always: true });
}

/** Shown only when signing out failed on the server (without JavaScript). */
export default function LogoutRoute() {
  const { t } = useTranslation();
  const posted = useActionData<{ failure?: Failure }>();
  return (
    <section className="notice-page">
      <h1>{t('account.logout')}</h1>
      {posted?.failure ? (
        <p className="form-error" role="alert">
          {failureText(t, posted.failure)}
        </p>
      ) : null}
      <Link className="button" to={pathTo('home')}>
        {t('notFound.home')}
      </Link>
    </section>
  );
}
