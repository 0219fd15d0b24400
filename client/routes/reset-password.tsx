// /reset-password: email → 6-digit code → new password, then /login. Each
// step is a post to this route's action, which carries the email (and the
// code) on to the next step in hidden fields, so the three steps work with or
// without JavaScript; a wrong or expired code sends the shopper back to
// enter it again.
import { type SubmitEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ActionFunctionArgs, data, Form, useActionData, useNavigation } from 'react-router';

import type { FormProblem } from '../../shared/account-forms';
import type { Failure } from '../../shared/errors';
import { codeOf, emptyCode } from '../../shared/otp';
import { pathTo } from '../../shared/routes';
import { failureText } from '../api/failure-text';
import { OtpInput } from '../components/accounts/OtpInput';
import { Field } from '../components/Field';
import { Link } from '../components/Link';
import { CsrfField } from '../context/boot';
import { useLoaded } from '../hooks/useLoaded';
import { useSession } from '../hooks/useSession';
import { forgetOfflinePages } from '../offline-pages';
import { services } from '../router/app-context';
import { actionFailed } from '../router/load-failure';
import { completed, field, localize, readForm } from '../router/route-helpers';
import { notify } from '../toast';

type Step = 'email' | 'code' | 'password';
/** A field's problem by the form's schema, or a code with boxes left empty. */
type Problem = FormProblem | 'incomplete';

export interface ResetResult {
  step: Step;
  email: string;
  code?: string;
  problem?: Problem;
  failure?: Failure;
}

type Rules = typeof import('../../shared/account-forms');
// The rules load once the page is interactive (or when the action runs); a post sent before is checked by the action.
// Null when its code cannot load (offline before it was cached): the host then checks alone.
const loadRules = (): Promise<Rules | null> => import('../../shared/account-forms').catch(() => null);
const emailProblem = (rules: Rules | null, email: string): Problem | undefined => rules?.formProblems(rules.resetRequestForm, { email }).email;
const passwordProblem = (rules: Rules | null, email: string, otp: string, newPassword: string): Problem | undefined =>
  rules?.formProblems(rules.resetPasswordForm, { email, otp, newPassword }).newPassword;

export async function action({ request, context }: ActionFunctionArgs) {
  const app = services(context);
  const form = await readForm(request);
  const intent = field(form, 'intent', 20);
  const email = field(form, 'email', 1000).trim();
  const back = (result: ResetResult, status = 200) => {
    if (result.failure && app.side === 'browser') notify.error(failureText(app.i18n.t, result.failure));
    return data(result, { status });
  };
  if (intent === 'change-email') return back({ step: 'email', email });
  if (intent === 'send') {
    const problem = emailProblem(await loadRules(), email);
    if (problem) return back({ step: 'email', email, problem }, 400);
    const sent = await app.api.sendResetOtp(email, app.i18n.language);
    if (!sent.ok) {
      const { failure, status } = actionFailed(sent);
      return back({ step: 'email', email, failure }, status);
    }
    if (app.side === 'browser') app.flash('resetCodeSent');
    return back({ step: 'code', email });
  }
  const code = codeOf(
    (form.getAll('otp').length ? form.getAll('otp') : [form.get('code')])
      .map((d) => (typeof d === 'string' ? d.trim() : ''))
      .join('')
      .split(''),
  );
  if (!code) return back({ step: 'code', email, problem: 'incomplete' }, 400);
  if (intent === 'code') return back({ step: 'password', email, code });
  const newPassword = field(form, 'newPassword', 1000);
  const problem = passwordProblem(await loadRules(), email, code, newPassword);
  if (problem) return back({ step: 'password', email, code, problem }, 400);
  const result = await app.api.resetPassword(email, code, newPassword);
  if (!result.ok) {
    const { failure, status } = actionFailed(result);
    return back({ step: 'code', email, failure }, status);
  }
  // Resetting revokes every session, this one included.
  app.session.set({ status: 'anonymous' });
  if (app.side === 'browser') forgetOfflinePages();
  return completed(app, request, { flash: 'passwordReset', to: localize(request, pathTo('login')), always: true });
}

export default function ResetPasswordRoute() {
  const { t } = useTranslation();
  const session = useSession();
  const posted = useActionData<ResetResult>();
  const navigation = useNavigation();
  const step: Step = posted?.step ?? 'email';
  const [email, setEmail] = useState(posted?.email ?? (session.status === 'authenticated' ? session.user.email : ''));
  const [digits, setDigits] = useState(emptyCode);
  const [password, setPassword] = useState('');
  const [local, setLocal] = useState<Problem | null>(null);
  const busy = navigation.state === 'submitting';
  const rules = useLoaded(loadRules);
  // A refused code is entered again from empty boxes (adjusted while rendering, when the answer arrives).
  const [shownPost, setShownPost] = useState(posted);
  if (shownPost !== posted) {
    setShownPost(posted);
    if (posted?.step === 'code' && posted.failure) setDigits(emptyCode());
  }
  const shownProblem = local ?? posted?.problem;
  const problemText = (p: Problem) => (p === 'incomplete' ? t('verify.incomplete') : failureText(t, { kind: 'code', ...p }));
  const problem = shownProblem ? problemText(shownProblem) : posted?.failure ? failureText(t, posted.failure) : null;

  // Checks in the browser first; the action checks the same again.
  const guard = (check: () => Problem | undefined) => (e: SubmitEvent<HTMLFormElement>) => {
    if ((e.nativeEvent.submitter as HTMLButtonElement | null)?.value === 'change-email') {
      setLocal(null);
      return;
    }
    const found = busy ? null : (check() ?? null);
    setLocal(found);
    if (busy || found) e.preventDefault();
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
        <Form method="post" className="auth-form" onSubmit={guard(() => emailProblem(rules, email))} noValidate aria-busy={busy}>
          <CsrfField />
          <p>{t('reset.emailStep')}</p>
          <Field id="reset-email" label={t('reset.email')} required>
            {(control) => <input {...control} name="email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="email" inputMode="email" />}
          </Field>
          <button type="submit" name="intent" value="send" className="button auth-form__submit" disabled={busy}>
            {busy ? t('reset.sending') : t('reset.sendCode')}
          </button>
        </Form>
      )}
      {step === 'code' && (
        <Form method="post" className="auth-form" onSubmit={guard(() => (codeOf(digits) ? undefined : 'incomplete'))} noValidate>
          <CsrfField />
          <input type="hidden" name="email" value={posted?.email ?? email} />
          <p>{t('reset.codeStep', { email: posted?.email ?? email })}</p>
          <OtpInput value={digits} onChange={setDigits} label={t('verify.code')} />
          <button type="submit" name="intent" value="code" className="button auth-form__submit">
            {t('reset.next')}
          </button>
          <button type="submit" name="intent" value="change-email" className="link-button" formNoValidate>
            {t('reset.changeEmail')}
          </button>
        </Form>
      )}
      {step === 'password' && (
        <Form
          method="post"
          className="auth-form"
          onSubmit={guard(() => passwordProblem(rules, posted?.email ?? email, posted?.code ?? codeOf(digits) ?? '', password))}
          noValidate
          aria-busy={busy}
        >
          <CsrfField />
          <input type="hidden" name="email" value={posted?.email ?? email} />
          <input type="hidden" name="code" value={posted?.code ?? codeOf(digits) ?? ''} />
          <p>{t('reset.passwordStep')}</p>
          <Field id="reset-password" label={t('reset.newPassword')} hint={t('auth.passwordHint')} required>
            {(control) => <input {...control} name="newPassword" type="password" value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="new-password" />}
          </Field>
          <button type="submit" name="intent" value="save" className="button auth-form__submit" disabled={busy}>
            {busy ? t('reset.saving') : t('reset.save')}
          </button>
        </Form>
      )}
      <p>
        <Link to={pathTo('login')}>{t('reset.back')}</Link>
      </p>
    </section>
  );
}
