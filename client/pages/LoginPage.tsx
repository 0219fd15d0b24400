// /login: Login and Sign Up modes toggled in place. Success sets the session,
// reloads the user data and goes home (or back to the page that sent us here).
import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isEmail } from '../../shared/forms';
import { pathTo } from '../../shared/routes';
import { accountsApi } from '../api/accounts';
import { failureText } from '../api/failure-text';
import { useSession } from '../context/session';
import { notify } from '../toast';
import { TextField } from '../components/accounts/TextField';
import { safeRedirect } from '../components/accounts/safe-redirect';

type Mode = 'login' | 'signup';
type Field = 'name' | 'email' | 'password';

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { refresh } = useSession();
  const [mode, setMode] = useState<Mode>(params.get('mode') === 'signup' ? 'signup' : 'login');
  const [values, setValues] = useState({ name: '', email: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const set = (f: Field) => (v: string) => setValues((prev) => ({ ...prev, [f]: v }));

  const validate = (): Partial<Record<Field, string>> => {
    const e: Partial<Record<Field, string>> = {};
    if (mode === 'signup' && !values.name.trim()) e.name = t('auth.required');
    if (!values.email.trim()) e.email = t('auth.required');
    else if (!isEmail(values.email)) e.email = t('auth.invalidEmail');
    if (!values.password) e.password = t('auth.required');
    return e;
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length) {
      form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setBusy(true);
    setProblem(null);
    notify.info(t('auth.processing'));
    const result =
      mode === 'signup'
        ? await accountsApi.register(values.name.trim(), values.email.trim(), values.password)
        : await accountsApi.login(values.email.trim(), values.password);
    if (!result.ok) {
      const message = failureText(t, result.failure);
      setProblem(message);
      notify.error(message);
      setBusy(false);
      return;
    }
    notify.success(mode === 'signup' ? t('auth.created') : t('auth.loggedIn'));
    await refresh();
    navigate(safeRedirect(params.get('redirect')));
  };

  const switchTo = (next: Mode) => {
    setMode(next);
    setErrors({});
    setProblem(null);
  };

  return (
    <section className="auth-page">
      <h1>{mode === 'signup' ? t('auth.signupTitle') : t('auth.loginTitle')}</h1>
      <form ref={form} className="auth-form" onSubmit={submit} noValidate aria-busy={busy}>
        {problem && (
          <p className="form-error" role="alert">
            {problem}
          </p>
        )}
        {mode === 'signup' && (
          <TextField id="auth-name" label={t('auth.name')} value={values.name} error={errors.name} onValue={set('name')} required autoComplete="name" />
        )}
        <TextField id="auth-email" label={t('auth.email')} type="email" value={values.email} error={errors.email} onValue={set('email')} required autoComplete="email" inputMode="email" />
        <TextField
          id="auth-password"
          label={t('auth.password')}
          type="password"
          value={values.password}
          error={errors.password}
          hint={mode === 'signup' ? t('auth.passwordHint') : undefined}
          onValue={set('password')}
          required
          autoComplete={mode === 'signup' ? 'new-password' : 'current-password'}
        />
        <button type="submit" className="button auth-form__submit" disabled={busy}>
          {mode === 'signup' ? t('auth.signup') : t('auth.login')}
        </button>
      </form>
      {mode === 'login' ? (
        <>
          <p>
            <Link to={pathTo('reset-password')}>{t('auth.forgot')}</Link>
          </p>
          <p>
            {t('auth.noAccount')}{' '}
            <button type="button" className="link-button" onClick={() => switchTo('signup')}>
              {t('auth.createOne')}
            </button>
          </p>
        </>
      ) : (
        <p>
          {t('auth.haveAccount')}{' '}
          <button type="button" className="link-button" onClick={() => switchTo('login')}>
            {t('auth.loginHere')}
          </button>
        </p>
      )}
    </section>
  );
}
