// /reset-password: email → 6-digit code → new password, then /login.
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isEmail } from '../../shared/forms';
import { codeOf, emptyCode } from '../../shared/otp';
import { pathTo } from '../../shared/routes';
import { accountsApi } from '../api/accounts';
import { failureText } from '../api/failure-text';
import { useSession } from '../context/session';
import { notify } from '../toast';
import { OtpInput } from '../components/accounts/OtpInput';
import { TextField } from '../components/accounts/TextField';

type Step = 'email' | 'code' | 'password';

export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { session, setSession } = useSession();
  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState(session.status === 'authenticated' ? session.user.email : '');
  const [digits, setDigits] = useState(emptyCode);
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const fail = (message: string) => {
    setProblem(message);
    notify.error(message);
  };

  const submitEmail = async (e: FormEvent) => {
    e.preventDefault();
    if (!email.trim()) return setProblem(t('auth.required'));
    if (!isEmail(email)) return setProblem(t('auth.invalidEmail'));
    setBusy(true);
    setProblem(null);
    const result = await accountsApi.sendResetOtp(email.trim());
    setBusy(false);
    if (!result.ok) return fail(failureText(t, result.failure));
    if (result.data.message) notify.success(result.data.message);
    setStep('code');
  };
  const submitCode = (e: FormEvent) => {
    e.preventDefault();
    if (!codeOf(digits)) return setProblem(t('verify.incomplete'));
    setProblem(null);
    setStep('password');
  };
  const submitPassword = async (e: FormEvent) => {
    e.preventDefault();
    if (!password) return setProblem(t('auth.required'));
    setBusy(true);
    setProblem(null);
    const result = await accountsApi.resetPassword(email.trim(), codeOf(digits)!, password);
    setBusy(false);
    if (!result.ok) {
      fail(failureText(t, result.failure));
      // A wrong or expired code: enter it again.
      setDigits(emptyCode());
      setStep('code');
      return;
    }
    notify.success(result.data.message ?? t('reset.done'));
    // Resetting revokes every session, this one included.
    setSession({ status: 'anonymous' });
    navigate(pathTo('login'));
  };

  return (
    <section className="auth-page">
      <h1>{t('reset.title')}</h1>
      {problem && (
        <p className="form-error" role="alert">
          {problem}
        </p>
      )}
      {step === 'email' && (
        <form className="auth-form" onSubmit={submitEmail} noValidate aria-busy={busy}>
          <p>{t('reset.emailStep')}</p>
          <TextField id="reset-email" label={t('reset.email')} type="email" value={email} onValue={setEmail} required autoComplete="email" inputMode="email" />
          <button type="submit" className="button auth-form__submit" disabled={busy}>
            {busy ? t('reset.sending') : t('reset.sendCode')}
          </button>
        </form>
      )}
      {step === 'code' && (
        <form className="auth-form" onSubmit={submitCode} noValidate>
          <p>{t('reset.codeStep', { email })}</p>
          <OtpInput value={digits} onChange={setDigits} label={t('verify.code')} />
          <button type="submit" className="button auth-form__submit">
            {t('reset.next')}
          </button>
          <button type="button" className="link-button" onClick={() => setStep('email')}>
            {t('reset.changeEmail')}
          </button>
        </form>
      )}
      {step === 'password' && (
        <form className="auth-form" onSubmit={submitPassword} noValidate aria-busy={busy}>
          <p>{t('reset.passwordStep')}</p>
          <TextField id="reset-password" label={t('reset.newPassword')} type="password" value={password} onValue={setPassword} required autoComplete="new-password" hint={t('auth.passwordHint')} />
          <button type="submit" className="button auth-form__submit" disabled={busy}>
            {busy ? t('reset.saving') : t('reset.save')}
          </button>
        </form>
      )}
      <p>
        <Link to={pathTo('login')}>{t('reset.back')}</Link>
      </p>
    </section>
  );
}
