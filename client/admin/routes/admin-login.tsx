// Staff sign-in: the password, then the code from the authenticator app (or a
// recovery code). Each step is a form the page's action sends to the staff
// API; without JavaScript: post, redirect, the next step.
import { useTranslation } from 'react-i18next';
import { type ActionFunctionArgs, data, Form, type LoaderFunctionArgs, redirect, useActionData, useLoaderData, useNavigation } from 'react-router';

import type { Failure } from '../../../shared/errors';
import { safeRedirect } from '../../../shared/safe-redirect';
import { Field } from '../../components/Field';
import { CsrfField } from '../../context/boot';
import { services } from '../../router/app-context';
import { field, readForm } from '../../router/route-helpers';
import { AdminFailure } from '../AdminFailure';

interface Answer {
  failure: Failure;
  email?: string;
}

const backTo = (url: URL) => safeRedirect(url.searchParams.get('redirect'), '/admin');

export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  return { step: url.searchParams.get('step') === 'code' ? ('code' as const) : ('password' as const), redirect: backTo(url) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const app = services(context);
  const form = await readForm(request);
  const url = new URL(request.url);
  const carry = `redirect=${encodeURIComponent(backTo(url))}`;
  if (field(form, 'intent', 20) === 'code') {
    const result = await app.api.call('/api/staff/login/code', { method: 'POST', body: { code: field(form, 'code', 40) } });
    // The password step ran out (5 minutes): start again.
    if (!result.ok && result.status === 401) return redirect(`/admin/login?${carry}`, 303);
    if (!result.ok) return data<Answer>({ failure: result.failure }, { status: result.status ?? 502 });
    return redirect(backTo(url), 303);
  }
  const email = field(form, 'email', 320);
  const result = await app.api.call('/api/staff/login', { method: 'POST', body: { email, password: field(form, 'password', 200) } });
  if (!result.ok) return data<Answer>({ failure: result.failure, email }, { status: result.status ?? 502 });
  return redirect(`/admin/login?step=code&${carry}`, 303);
}

export default function AdminLogin() {
  const { t } = useTranslation();
  const { step } = useLoaderData<typeof loader>();
  const answer = useActionData<Answer>();
  const busy = useNavigation().state === 'submitting';
  return (
    <section className="admin-card admin-narrow">
      <h1>{t('admin.login.title')}</h1>
      {step === 'password' ? (
        <Form method="post" className="admin-form" aria-busy={busy}>
          <CsrfField />
          <input type="hidden" name="intent" value="password" />
          <AdminFailure failure={answer?.failure} />
          <Field id="staff-email" label={t('admin.login.email')} required>
            {(p) => <input {...p} name="email" type="email" autoComplete="username" defaultValue={answer?.email ?? ''} />}
          </Field>
          <Field id="staff-password" label={t('admin.login.password')} required>
            {(p) => <input {...p} name="password" type="password" autoComplete="current-password" />}
          </Field>
          <button type="submit" className="button" disabled={busy}>
            {t('admin.login.next')}
          </button>
        </Form>
      ) : (
        <Form method="post" className="admin-form" aria-busy={busy}>
          <CsrfField />
          <input type="hidden" name="intent" value="code" />
          <p>{t('admin.login.codeIntro')}</p>
          <AdminFailure failure={answer?.failure} />
          <Field id="staff-code" label={t('admin.login.code')} hint={t('admin.login.codeHint')} required>
            {(p) => <input {...p} name="code" autoComplete="one-time-code" inputMode="text" autoCapitalize="characters" maxLength={16} />}
          </Field>
          <button type="submit" className="button" disabled={busy}>
            {t('admin.login.submit')}
          </button>
        </Form>
      )}
    </section>
  );
}
