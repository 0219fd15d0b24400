// /login: Login and Sign Up modes (?mode=signup), toggled by links. The form
// posts to this route's action, which signs in with the API host and goes on
// (?redirect=, else home), or starts a sign-up and goes on to the code page —
// with JavaScript in the browser, without it on the server, which passes the
// cookies on. Errors come back beside
// their fields, in the page's language, with what was typed (never the
// password) still there.
import { type SubmitEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ActionFunctionArgs, data, Form, useActionData, useLocation, useNavigation, useSearchParams } from 'react-router';

import type { Failure } from '../../shared/errors';
import { isEmail } from '../../shared/forms';
import { pathTo } from '../../shared/routes';
import { safeRedirect } from '../../shared/safe-redirect';
import { toSessionUser } from '../api/accounts';
import { failureText } from '../api/failure-text';
import { TextField } from '../components/accounts/TextField';
import { Link } from '../components/Link';
import { services } from '../router/app-context';
import { completed, field, localize, readForm } from '../router/route-helpers';
import { notify } from '../toast';

type Mode = 'login' | 'signup';
type Field = 'name' | 'email' | 'password';
type Problem = 'required' | 'invalidEmail';

export interface LoginResult {
  mode: Mode;
  values: { name: string; email: string };
  errors?: Partial<Record<Field, Problem>>;
  failure?: Failure;
}

function validate(mode: Mode, v: { name: string; email: string; password: string }): Partial<Record<Field, Problem>> {
  const e: Partial<Record<Field, Problem>> = {};
  if (mode === 'signup' && !v.name.trim()) e.name = 'required';
  if (!v.email.trim()) e.email = 'required';
  else if (!isEmail(v.email)) e.email = 'invalidEmail';
  if (!v.password) e.password = 'required';
  return e;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const app = services(context);
  const form = await readForm(request);
  const mode: Mode = field(form, 'mode') === 'signup' ? 'signup' : 'login';
  const values = { name: field(form, 'name', 100), email: field(form, 'email', 320) };
  const password = field(form, 'password', 200);
  const errors = validate(mode, { ...values, password });
  if (Object.keys(errors).length) return data<LoginResult>({ mode, values, errors }, { status: 400 });
  const result = mode === 'signup' ? await app.api.register(values.name.trim(), values.email.trim(), password) : await app.api.login(values.email.trim(), password);
  if (!result.ok) return data<LoginResult>({ mode, values, failure: result.failure }, { status: result.status && result.status >= 400 ? result.status : 502 });
  const asked = safeRedirect(form.get('redirect'), '');
  // A sign-up is finished by the code mailed to the address (docs/decisions/018-sign-up-by-code.md).
  if (mode === 'signup') return completed(app, request, { flash: 'signupCodeSent', to: withRedirect(localize(request, pathTo('email-verify')), asked), always: true });
  if (app.side === 'browser') {
    // The cookie is set; the header needs the name (on the server the next page reads it).
    const user = await app.api.userData();
    const parsed = user.ok ? toSessionUser(user.data.userData) : null;
    if (parsed) app.session.set({ status: 'authenticated', user: parsed });
  }
  return completed(app, request, { flash: 'loggedIn', to: asked || localize(request, pathTo('home')), always: true });
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
  const [errors, setErrors] = useState<Partial<Record<Field, Problem>>>(posted?.errors ?? {});
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
  const set = (f: Field) => (v: string) => setValues((prev) => ({ ...prev, [f]: v }));

  useEffect(() => {
    if (problem) notify.error(problem);
  }, [posted, problem]);

  const submit = (e: SubmitEvent<HTMLFormElement>) => {
    const found = validate(mode, values);
    setErrors(found);
    if (busy || Object.keys(found).length) {
      e.preventDefault();
      form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
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
  const message = (f: Field) => (errors[f] ? t(`auth.${errors[f]}`) : undefined);

  return (
    <section className="auth-page">
      <h1>{mode === 'signup' ? t('auth.signupTitle') : t('auth.loginTitle')}</h1>
      <Form ref={form} method="post" className="auth-form" onSubmit={submit} noValidate aria-busy={busy}>
        <input type="hidden" name="mode" value={mode} />
        <input type="hidden" name="redirect" value={redirectTo} />
        {problem && (
          <p className="form-error" role="alert">
            {problem}
          </p>
        )}
        {mode === 'signup' && (
          <TextField id="auth-name" name="name" label={t('auth.name')} value={values.name} error={message('name')} onValue={set('name')} required autoComplete="name" />
        )}
        <TextField
          id="auth-email"
          name="email"
          label={t('auth.email')}
          type="email"
          value={values.email}
          error={message('email')}
          onValue={set('email')}
          required
          autoComplete="email"
          inputMode="email"
        />
        <TextField
          id="auth-password"
          name="password"
          label={t('auth.password')}
          type="password"
          value={values.password}
          error={message('password')}
          hint={mode === 'signup' ? t('auth.passwordHint') : undefined}
          onValue={set('password')}
          required
          autoComplete={mode === 'signup' ? 'new-password' : 'current-password'}
        />
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
