// /account/privacy: the shopper's data rights. Marketing consent (a checkbox,
// saved by its own form), a download of everything the shop holds about the
// account (GET /api/account/export, a JSON attachment: a plain link, so it
// works without JavaScript), and deleting the account in two steps: a link to
// ?confirm=delete, then the password typed again. Every form posts to this
// module's action (post/redirect/get without JavaScript).
import { useTranslation } from 'react-i18next';
import { type ActionFunctionArgs, data, Form, type LoaderFunctionArgs, useActionData, useLoaderData, useLocation, useNavigation } from 'react-router';

import type { Failure } from '../../shared/errors';
import { pathTo } from '../../shared/routes';
import { failureText } from '../api/failure-text';
import { grievanceCalls } from '../api/grievances';
import { Field } from '../components/Field';
import { Link } from '../components/Link';
import { CsrfField } from '../context/boot';
import { forgetOfflinePages } from '../offline-pages';
import { services } from '../router/app-context';
import { actionFailed, loadFailed, notOffered } from '../router/load-failure';
import { completed, field, localize, readForm, requireUser } from '../router/route-helpers';
import type { MetaArgs } from '../router/route-module';

interface Loaded {
  marketingConsent: boolean;
  confirming: boolean;
  failure?: Failure;
}

interface Posted {
  intent: 'consent' | 'delete';
  failure?: Failure;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const app = services(context);
  const pending = grievanceCalls(app.api.call).marketingConsent();
  await requireUser(request, app);
  const confirming = new URL(request.url).searchParams.get('confirm') === 'delete';
  const result = await pending;
  if (!result.ok) {
    const { failure, status } = notOffered(result, 'privacyCentre.notOffered') ?? loadFailed(request, result);
    return data<Loaded>({ marketingConsent: false, confirming, failure }, { status });
  }
  return { marketingConsent: result.data.marketingConsent, confirming } satisfies Loaded;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const app = services(context);
  await requireUser(request, app);
  const form = await readForm(request);
  if (field(form, 'intent', 20) === 'delete') {
    const result = await grievanceCalls(app.api.call).deleteAccount(field(form, 'password', 1000), app.i18n.language);
    if (!result.ok) return data<Posted>({ intent: 'delete', failure: result.failure }, { status: actionFailed(result).status });
    app.session.set({ status: 'anonymous' });
    if (app.side === 'browser') forgetOfflinePages();
    return completed(app, request, { flash: 'accountDeleted', to: localize(request, pathTo('home')), always: true });
  }
  const result = await grievanceCalls(app.api.call).setMarketingConsent(field(form, 'marketingConsent', 10) === 'yes');
  if (!result.ok) return data<Posted>({ intent: 'consent', failure: result.failure }, { status: actionFailed(result).status });
  return completed(app, request, { flash: 'consentSaved' }) ?? { intent: 'consent' };
}

export function meta({ t }: MetaArgs) {
  return { title: t('privacyCentre.title'), description: t('privacyCentre.exportText') };
}

export default function AccountPrivacyRoute() {
  const { t } = useTranslation();
  const loaded = useLoaderData<Loaded>();
  const posted = useActionData<Posted>();
  const busy = useNavigation().state === 'submitting';
  const { pathname } = useLocation();
  const problem = (intent: Posted['intent']) => (posted?.intent === intent && posted.failure ? failureText(t, posted.failure) : undefined);

  return (
    <section className="auth-page privacy-page">
      <h1>{t('privacyCentre.title')}</h1>
      {loaded.failure && (
        <p className="form-error" role="alert">
          {failureText(t, loaded.failure)}
        </p>
      )}

      <h2>{t('privacyCentre.consentTitle')}</h2>
      <Form method="post" className="auth-form" aria-busy={busy}>
        <CsrfField />
        <input type="hidden" name="intent" value="consent" />
        {problem('consent') && (
          <p className="form-error" role="alert">
            {problem('consent')}
          </p>
        )}
        <label className="checkbox">
          <input type="checkbox" name="marketingConsent" value="yes" defaultChecked={loaded.marketingConsent} key={String(loaded.marketingConsent)} />{' '}
          {t('privacyCentre.marketingConsent')}
        </label>
        <button type="submit" className="button button--ghost" disabled={busy}>
          {t('privacyCentre.saveConsent')}
        </button>
      </Form>

      <h2>{t('privacyCentre.exportTitle')}</h2>
      <p>{t('privacyCentre.exportText')}</p>
      <p>
        <a className="button" href="/api/account/export" download>
          {t('privacyCentre.exportTitle')}
        </a>
      </p>

      <h2>{t('privacyCentre.deleteTitle')}</h2>
      <p>{t('privacyCentre.deleteText')}</p>
      {loaded.confirming ? (
        <Form method="post" className="auth-form" aria-busy={busy}>
          <CsrfField />
          <input type="hidden" name="intent" value="delete" />
          <Field id="privacy-password" label={t('privacyCentre.deleteConfirm')} error={problem('delete')} required>
            {(control) => <input {...control} name="password" type="password" autoComplete="current-password" />}
          </Field>
          <button type="submit" className="button button--danger" disabled={busy}>
            {t('privacyCentre.deleteButton')}
          </button>{' '}
          <Link to={pathname} replace>
            {t('privacyCentre.cancel')}
          </Link>
        </Form>
      ) : (
        <p>
          <Link to={`${pathname}?confirm=delete`} className="button button--ghost" preventScrollReset>
            {t('privacyCentre.deleteStart')}
          </Link>
        </p>
      )}
    </section>
  );
}
