// /email-verify: the 6-digit code the account was sent. A verified user is
// sent home; an anonymous visitor is asked to sign in first.
import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { codeOf, emptyCode } from '../../shared/otp';
import { pathTo } from '../../shared/routes';
import { accountsApi } from '../api/accounts';
import { failureText } from '../api/failure-text';
import { useSession } from '../context/session';
import { notify } from '../toast';
import { OtpInput } from '../components/accounts/OtpInput';

export default function EmailVerifyPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { session, refresh } = useSession();
  const [digits, setDigits] = useState(emptyCode);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (session.status === 'authenticated' && session.user.isAccountVerified) return <Navigate to={pathTo('home')} replace />;
  if (session.status !== 'authenticated') {
    return (
      <section className="auth-page">
        <h1>{t('verify.title')}</h1>
        <p>{t('verify.signInFirst')}</p>
        <Link className="button" to={`${pathTo('login')}?redirect=${encodeURIComponent(pathTo('email-verify'))}`}>
          {t('verify.signIn')}
        </Link>
      </section>
    );
  }

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const code = codeOf(digits);
    if (!code) return setProblem(t('verify.incomplete'));
    setBusy(true);
    setProblem(null);
    const result = await accountsApi.verifyAccount(code);
    setBusy(false);
    if (!result.ok) {
      const message = failureText(t, result.failure);
      setProblem(message);
      notify.error(message);
      return;
    }
    notify.success(result.data.message ?? t('verify.done'));
    await refresh();
    navigate(pathTo('home'));
  };
  const resend = async () => {
    const result = await accountsApi.sendVerifyOtp();
    if (result.ok) notify.success(result.data.message ?? t('verify.sent'));
    else notify.error(failureText(t, result.failure));
  };

  return (
    <section className="auth-page">
      <h1>{t('verify.title')}</h1>
      <p>{t('verify.text', { email: session.user.email })}</p>
      <form className="auth-form" onSubmit={submit} noValidate aria-busy={busy}>
        {problem && (
          <p className="form-error" role="alert">
            {problem}
          </p>
        )}
        <OtpInput value={digits} onChange={setDigits} label={t('verify.code')} />
        <button type="submit" className="button auth-form__submit" disabled={busy}>
          {busy ? t('verify.verifying') : t('verify.submit')}
        </button>
      </form>
      <p>
        <button type="button" className="link-button" onClick={resend}>
          {t('verify.resend')}
        </button>
      </p>
    </section>
  );
}
