// /email-verify: the 6-digit code the account was sent. Signed-in and not yet
// verified only: anonymous visitors sign in first, a verified account goes
// home (both decided by the loader). The action checks the code or sends a
// new one (also the account menu's 'Verify Account').
import { useState, type FormEvent } from 'react';
import { Form, data, redirect, useActionData, useLoaderData, useNavigation, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Failure } from '../../shared/errors';
import { codeOf, emptyCode } from '../../shared/otp';
import { pathTo } from '../../shared/routes';
import { failureText } from '../api/failure-text';
import { OtpInput } from '../components/accounts/OtpInput';
import { services } from '../router/app-context';
import { completed, field, localize, readForm, requireUser } from '../router/route-helpers';
import { notify } from '../toast';

export interface VerifyResult {
  failure?: Failure;
  incomplete?: boolean;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, services(context));
  if (user.isAccountVerified) throw redirect(localize(request, pathTo('home')));
  return { email: user.email };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const app = services(context);
  const user = await requireUser(request, app);
  const form = await readForm(request);
  const here = localize(request, pathTo('email-verify'));
  const failed = (failure: Failure, status: number | undefined) => {
    if (app.side === 'browser') notify.error(failureText(app.i18n.t, failure));
    return data<VerifyResult>({ failure }, { status: status && status >= 400 ? status : 502 });
  };
  if (field(form, 'intent') === 'resend') {
    const sent = await app.api.sendVerifyOtp();
    if (!sent.ok) return failed(sent.failure, sent.status);
    return completed(app, request, { flash: 'codeSent', to: here, always: true });
  }
  const code = codeOf(form.getAll('otp').map((d) => (typeof d === 'string' ? d.trim() : '')).join('').split('').slice(0, 6));
  if (!code) return data<VerifyResult>({ incomplete: true }, { status: 400 });
  const result = await app.api.verifyAccount(code);
  if (!result.ok) return failed(result.failure, result.status);
  app.session.set({ status: 'authenticated', user: { ...user, isAccountVerified: true } });
  return completed(app, request, { flash: 'verified', to: localize(request, pathTo('home')), always: true });
}

export default function EmailVerifyRoute() {
  const { t } = useTranslation();
  const { email } = useLoaderData<typeof loader>();
  const posted = useActionData() as VerifyResult | undefined;
  const navigation = useNavigation();
  const [digits, setDigits] = useState(emptyCode);
  const [incomplete, setIncomplete] = useState(false);
  const busy = navigation.state === 'submitting';
  const problem = incomplete || posted?.incomplete ? t('verify.incomplete') : posted?.failure ? failureText(t, posted.failure) : null;

  const submit = (e: FormEvent) => {
    const native = e.nativeEvent as SubmitEvent;
    if ((native.submitter as HTMLButtonElement | null)?.value === 'resend') return;
    const complete = codeOf(digits) !== null;
    setIncomplete(!complete);
    if (!complete || busy) e.preventDefault();
  };

  return (
    <section className="auth-page">
      <h1>{t('verify.title')}</h1>
      <p>{t('verify.text', { email })}</p>
      <Form method="post" className="auth-form" onSubmit={submit} noValidate aria-busy={busy}>
        {problem && (
          <p className="form-error" role="alert">
            {problem}
          </p>
        )}
        <OtpInput value={digits} onChange={setDigits} label={t('verify.code')} />
        <button type="submit" name="intent" value="verify" className="button auth-form__submit" disabled={busy}>
          {busy ? t('verify.verifying') : t('verify.submit')}
        </button>
        <p>
          <button type="submit" name="intent" value="resend" className="link-button" formNoValidate>
            {t('verify.resend')}
          </button>
        </p>
      </Form>
    </section>
  );
}
