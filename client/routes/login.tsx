// /login: Login and Sign Up modes (?mode=signup), toggled by links. The form
// posts to this route's action, which signs in with the API host and goes on
// (?redirect=, else home), or starts a sign-up and goes on to the code page —
// with JavaScript in the browser, without it on the server, which passes the
// cookies on. Errors come back beside
// their fields, in the page's language, with what was typed (never the
// password) still there.
import { type InputHTMLAttributes, type ReactNode, type SubmitEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ActionFunctionArgs, data, Form, useActionData, useLocation, useNavigation, useSearchParams } from 'react-router';

import type { FormProblem } from '../../shared/account-forms';
import type { Failure } from '../../shared/errors';
import { pathTo } from '../../shared/routes';
import { safeRedirect } from '../../shared/safe-redirect';
import { toSessionUser } from '../api/accounts';
import { failureText } from '../api/failure-text';
import { Field } from '../components/Field';
import { Link } from '../components/Link';
import { CsrfField } from '../context/boot';
import { useLoaded } from '../hooks/useLoaded';
import { services } from '../router/app-context';
import { actionFailed } from '../router/load-failure';
import { completed, field, localize, readForm } from '../router/route-helpers';
import { notify } from '../toast';

type Mode = 'login' | 'signup';
type FieldName = 'name' | 'email' | 'password';

export interface LoginResult {
  mode: Mode;
  values: { name: string; email: string };
  errors?: Problems;
  failure?: Failure;
}

type Problems = Partial<Record<FieldName, FormProblem>>;

type Rules = typeof import('../../shared/account-forms');
// The rules load once the page is interactive (or when the action runs); a post sent before is checked by the action.
// Null when its code cannot load (offline before it was cached): the host then checks alone.
const loadRules = (): Promise<Rules | null> => import('../../shared/account-forms').catch(() => null);

const validate = (rules: Rules | null, mode: Mode, values: { name: string; email: string; password: string }): Problems =>
  rules ? rules.formProblems(mode === 'signup' ? rules.signupForm : rules.loginForm, values) : {};

export async function action({ request, context }: ActionFunctionArgs) {
  const app = services(context);
  const form = await readForm(request);
  const mode: Mode = field(form, 'mode') === 'signup' ? 'signup' : 'login';
  // Read longer than any rule allows, so an over-long value is refused, never cut.
  const values = { name: field(form, 'name', 1000), email: field(form, 'email', 1000) };
  const password = field(form, 'password', 1000);
  const errors = validate(await loadRules(), mode, { ...values, password });
  if (Object.keys(errors).length) return data<LoginResult>({ mode, values, errors }, { status: 400 });
  // Marketing mail is asked apart from the account, unticked unless the shopper ticks it.
  const marketingConsent = field(form, 'marketingConsent', 10) === 'yes';
  const result =
    mode === 'signup'
      ? await app.api.register(values.name.trim(), values.email.trim(), password, marketingConsent, app.i18n.language)
      : await app.api.login(values.email.trim(), password);
  if (!result.ok) {
    const { failure, status } = actionFailed(result);
    return data<LoginResult>({ mode, values, failure }, { status });
  }
  const asked = safeRedirect(form.get('redirect'), '');
  // 202: a sign-up waits for the code mailed to the address (docs/decisions/018-sign-up-by-code.md).
  // Any other success is a host that signs the shopper in at once (the original API), the account unverified.
  if (mode === 'signup' && result.status === 202) {
    return completed(app, request, { flash: 'signupCodeSent', to: withRedirect(localize(request, pathTo('email-verify')), asked), always: true });
  }
  if (app.side === 'browser') {
    // The cookie is set; the header needs the name (on the server the next page reads it).
    const user = await app.api.userData();
    const parsed = user.ok ? toSessionUser(user.data.userData) : null;
    if (parsed) app.session.set({ status: 'authenticated', user: parsed });
  }
  return completed(app, request, { flash: mode === 'signup' ? 'signedUp' : 'loggedIn', to: asked || localize(request, pathTo('home')), always: true });
}

const NOTICE_LINKS: Record<string, string> = { notice: 'notice-at-collection', policy: 'privacy-policy' };

/**
 * The sign-up notice with its <notice>…</notice> and <policy>…</policy> as
 * links (react-i18next's Trans would bring an HTML parser into every page).
 */
function withNoticeLinks(text: string): ReactNode[] {
  return text.split(/(<(?:notice|policy)>.*?<\/(?:notice|policy)>)/).map((part, i) => {
    const tagged = /^<(notice|policy)>(.*)<\/\1>$/.exec(part);
    const route = tagged?.[1] ? NOTICE_LINKS[tagged[1]] : undefined;
    return route ? (
      <Link key={i} to={pathTo(route)}>
        {tagged?.[2]}
      </Link>
    ) : (
      part
    );
  });
}

/** The code page, told where to go once the account exists (home when nothing was asked). */
function withRedirect(path: string, to: string): string {
  return to ? `${path}?redirect=${encodeURIComponent(to)}` : path;
}

export default function LoginRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const posted = useActionData<LoginResult>();
  const navigation = useNavigation();
  // The mode a post came back in (without JavaScript the form's own), else the URL's.
  const mode: Mode = posted?.mode ?? (params.get('mode') === 'signup' ? 'signup' : 'login');
  const redirectTo = params.get('redirect') ?? '';
  const [values, setValues] = useState({ name: posted?.values.name ?? '', email: posted?.values.email ?? '', password: '' });
  const [errors, setErrors] = useState<Problems>(posted?.errors ?? {});
  const rules = useLoaded(loadRules);
  const [shownMode, setShownMode] = useState(mode);
  if (shownMode !== mode) {
    // Switching between Login and Sign Up keeps what was typed, not the old errors.
    setShownMode(mode);
    setErrors({});
  }
  // A post's answer brings its errors (after the mode's reset above: they are for the mode it came back in).
  const [shownPost, setShownPost] = useState(posted);
  if (shownPost !== posted) {
    setShownPost(posted);
    if (posted?.errors) setErrors(posted.errors);
  }
  const form = useRef<HTMLFormElement>(null);
  const busy = navigation.state === 'submitting';
  const problem = posted?.failure && posted.mode === mode ? failureText(t, posted.failure) : null;
  const set = (f: FieldName) => (v: string) => setValues((prev) => ({ ...prev, [f]: v }));

  useEffect(() => {
    if (problem) notify.error(problem);
  }, [posted, problem]);

  const submit = (e: SubmitEvent<HTMLFormElement>) => {
    const found = validate(rules, mode, values);
    setErrors(found);
    if (busy || Object.keys(found).length) {
      e.preventDefault();
      const [first] = Object.keys(found);
      if (first !== undefined) document.getElementById(`auth-${first}`)?.focus();
      return;
    }
    notify.info(t('auth.processing'));
  };

  const switchLink = (next: Mode) => {
    const query = new URLSearchParams();
    if (next === 'signup') query.set('mode', 'signup');
    if (redirectTo) query.set('redirect', redirectTo);
    const search = query.toString();
    return search ? `${pathname}?${search}` : pathname;
  };
  const problemText = (f: FieldName) => {
    const problem = errors[f];
    return problem ? failureText(t, { kind: 'code', ...problem }) : undefined;
  };
  const input = (f: FieldName, { hint, ...options }: InputHTMLAttributes<HTMLInputElement> & { hint?: string }) => (
    <Field id={`auth-${f}`} label={t(`auth.${f}`)} hint={hint} error={problemText(f)} required>
      {(control) => <input {...options} {...control} name={f} value={values[f]} onChange={(e) => set(f)(e.target.value)} />}
    </Field>
  );

  return (
    <section className="auth-page">
      <h1>{mode === 'signup' ? t('auth.signupTitle') : t('auth.loginTitle')}</h1>
      <Form ref={form} method="post" className="auth-form" onSubmit={submit} noValidate aria-busy={busy}>
        <CsrfField />
        <input type="hidden" name="mode" value={mode} />
        <input type="hidden" name="redirect" value={redirectTo} />
        {problem && (
          <p className="form-error" role="alert">
            {problem}
          </p>
        )}
        {mode === 'signup' && input('name', { autoComplete: 'name' })}
        {input('email', { type: 'email', autoComplete: 'email', inputMode: 'email' })}
        {input('password', {
          type: 'password',
          autoComplete: mode === 'signup' ? 'new-password' : 'current-password',
          hint: mode === 'signup' ? t('auth.passwordHint') : undefined,
        })}
        {mode === 'signup' && (
          <>
            <label className="checkbox">
              <input type="checkbox" name="marketingConsent" value="yes" /> {t('privacyCentre.marketingConsent')}
            </label>
            <p className="field__hint" data-testid="signup-notice">
              {withNoticeLinks(t('privacyCentre.signupNotice'))}
            </p>
          </>
        )}
        <button type="submit" className="button auth-form__submit" disabled={busy}>
          {mode === 'signup' ? t('auth.signup') : t('auth.login')}
        </button>
      </Form>
      {mode === 'login' ? (
        <>
          <p>
            <Link to={pathTo('reset-password')}>{t('auth.forgot')}</Link>
          </p>
          <p>
            {t('auth.noAccount')}{' '}
            <Link to={switchLink('signup')} replace>
              {t('auth.createOne')}
            </Link>
          </p>
        </>
      ) : (
        <p>
          {t('auth.haveAccount')}{' '}
          <Link to={switchLink('login')} replace>
            {t('auth.loginHere')}
          </Link>
        </p>
      )}
    </section>
  );
}
