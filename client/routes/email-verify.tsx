// /email-verify: the 6-digit code mailed to an address. Two visitors use it:
// a browser that has just started a sign-up (the code creates the account
// and signs in), and a signed-in account that is not yet verified (the
// account menu's 'Verify Account'). Anyone else signs in first; a verified
// account goes home (both decided by the loader). The action checks the code
// or sends a new one. The page says a code was sent only when one was: a
// sign-up's, or one this page's action sent (?sent=1).
import { type SubmitEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ActionFunctionArgs, data, Form, type LoaderFunctionArgs, redirect, useActionData, useLoaderData, useNavigation } from 'react-router';

import type { SessionUser } from '../../shared/boot';
import type { Failure } from '../../shared/errors';
import { codeOf, emptyCode } from '../../shared/otp';
import { pathTo } from '../../shared/routes';
import { safeRedirect } from '../../shared/safe-redirect';
import { toSessionUser } from '../api/accounts';
import { failureText } from '../api/failure-text';
import { OtpInput } from '../components/accounts/OtpInput';
import { CsrfField } from '../context/boot';
import { services } from '../router/app-context';
import { actionFailed } from '../router/load-failure';
import { completed, field, localize, readForm, signInFirst } from '../router/route-helpers';
import { notify } from '../toast';

export interface VerifyResult {
  failure?: Failure;
  incomplete?: boolean;
}

type Waiting = { signup: true; email: string } | { signup: false; user: SessionUser };

/**
 * Whose code this page is for: the signed-in account (the sign-up forms send a
 * signed-in visitor away, so it has no sign-up waiting), else a sign-up started
 * in this browser. A host without pending sign-ups is not asked for one then.
 */
async function waiting(request: Request, app: ReturnType<typeof services>): Promise<Waiting> {
  const session = await app.session.resolve();
  if (session.status === 'authenticated') {
    if (session.user.isAccountVerified) throw redirect(localize(request, pathTo('home')));
    return { signup: false, user: session.user };
  }
  const pending = await app.api.pendingSignup();
  if (pending.ok && typeof pending.data.email === 'string') return { signup: true, email: pending.data.email };
  throw signInFirst(request);
}

/** Set on the way here once a code was sent, so that the page says it was only then. */
const SENT = 'sent';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const found = await waiting(request, services(context));
  const sent = found.signup || new URL(request.url).searchParams.get(SENT) === '1';
  return { email: found.signup ? found.email : found.user.email, signup: found.signup, sent };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const app = services(context);
  const found = await waiting(request, app);
  const form = await readForm(request);
  const here = localize(request, pathTo('email-verify'));
  const failed = (result: { status?: number; failure: Failure }) => {
    const { failure, status } = actionFailed(result);
    if (app.side === 'browser') notify.error(failureText(app.i18n.t, failure));
    return data<VerifyResult>({ failure }, { status });
  };
  if (field(form, 'intent') === 'resend') {
    const sent = await app.api.sendVerifyOtp(app.i18n.language);
    if (!sent.ok) return failed(sent);
    return completed(app, request, { flash: 'codeSent', to: `${here}?${SENT}=1`, always: true });
  }
  const code = codeOf(
    form
      .getAll('otp')
      .map((d) => (typeof d === 'string' ? d.trim() : ''))
      .join('')
      .split('')
      .slice(0, 6),
  );
  if (!code) return data<VerifyResult>({ incomplete: true }, { status: 400 });
  const result = await app.api.verifyAccount(code);
  if (!result.ok) return failed(result);
  const home = localize(request, pathTo('home'));
  if (!found.signup) {
    app.session.set({ status: 'authenticated', user: { ...found.user, isAccountVerified: true } });
    return completed(app, request, { flash: 'verified', to: home, always: true });
  }
  if (app.side === 'browser') {
    // The new account's session cookie is set; the header needs its name.
    const user = await app.api.userData();
    const parsed = user.ok ? toSessionUser(user.data.userData) : null;
    if (parsed) app.session.set({ status: 'authenticated', user: parsed });
  }
  return completed(app, request, { flash: 'signedUp', to: safeRedirect(new URL(request.url).searchParams.get('redirect'), home), always: true });
}

export default function EmailVerifyRoute() {
  const { t } = useTranslation();
  const { email, signup, sent } = useLoaderData<typeof loader>();
  const posted = useActionData<VerifyResult>();
  const navigation = useNavigation();
  const [digits, setDigits] = useState(emptyCode);
  const [incomplete, setIncomplete] = useState(false);
  const busy = navigation.state === 'submitting';
  const problem = incomplete || posted?.incomplete ? t('verify.incomplete') : posted?.failure ? failureText(t, posted.failure) : null;

  const submit = (e: SubmitEvent<HTMLFormElement>) => {
    if ((e.nativeEvent.submitter as HTMLButtonElement | null)?.value === 'resend') return;
    const complete = codeOf(digits) !== null;
    setIncomplete(!complete);
    if (!complete || busy) e.preventDefault();
  };

  return (
    <section className="auth-page">
      <h1>{signup ? t('verify.signupTitle') : t('verify.title')}</h1>
      <p>{signup ? t('verify.signupText', { email }) : sent ? t('verify.text', { email }) : t('verify.notSent', { email })}</p>
      <Form method="post" className="auth-form" onSubmit={submit} noValidate aria-busy={busy}>
        <CsrfField />
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
            {sent ? t('verify.resend') : t('verify.send')}
          </button>
        </p>
      </Form>
    </section>
  );
}
