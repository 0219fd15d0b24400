// A new member of staff sets up their sign-in from the mailed link: a name
// and a password; then the QR code to scan into an authenticator app (and
// its key, to type in instead) and a first code; then the recovery codes,
// shown this once. Each step is a form; no step needs JavaScript.
import { useTranslation } from 'react-i18next';
import { type ActionFunctionArgs, data, Form, Link, type LoaderFunctionArgs, useActionData, useLoaderData, useNavigation } from 'react-router';

import type { Failure } from '../../../shared/errors';
import { Field } from '../../components/Field';
import { CsrfField } from '../../context/boot';
import { services } from '../../router/app-context';
import { field, readForm } from '../../router/route-helpers';
import { AdminFailure } from '../AdminFailure';

type Answer =
  | { step: 'details'; failure: Failure; name: string }
  | { step: 'scan'; email: string; secret: string; qrSvg: string; failure?: Failure }
  | { step: 'done'; recoveryCodes: string[] };

export function loader({ request }: LoaderFunctionArgs) {
  return { token: (new URL(request.url).searchParams.get('token') ?? '').slice(0, 100) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const app = services(context);
  const form = await readForm(request);
  const token = field(form, 'token', 100);
  const name = field(form, 'name', 100);
  const begin = () =>
    app.api.call<{ email: string; secret: string; qrSvg: string }>('/api/staff/setup', { method: 'POST', body: { token, name, password: field(form, 'password', 200) } });
  if (field(form, 'intent', 20) === 'confirm') {
    const result = await app.api.call<{ recoveryCodes: string[] }>('/api/staff/setup/confirm', { method: 'POST', body: { token, code: field(form, 'code', 10) } });
    if (result.ok) return { step: 'done', recoveryCodes: result.data.recoveryCodes } satisfies Answer;
    const scan = { email: field(form, 'email', 320), secret: field(form, 'secret', 64), qrSvg: field(form, 'qrSvg', 20_000) };
    return data<Answer>({ step: 'scan', ...scan, failure: result.failure }, { status: result.status ?? 502 });
  }
  const result = await begin();
  if (!result.ok) return data<Answer>({ step: 'details', failure: result.failure, name }, { status: result.status ?? 502 });
  return { step: 'scan', email: result.data.email, secret: result.data.secret, qrSvg: result.data.qrSvg } satisfies Answer;
}

export default function AdminSetup() {
  const { t } = useTranslation();
  const { token } = useLoaderData<typeof loader>();
  const answer = useActionData<Answer>();
  const busy = useNavigation().state === 'submitting';
  if (answer?.step === 'done') {
    return (
      <section className="admin-card admin-narrow">
        <h1>{t('admin.setup.doneTitle')}</h1>
        <p>{t('admin.setup.recoveryIntro')}</p>
        <ol className="admin-codes" data-testid="recovery-codes">
          {answer.recoveryCodes.map((code) => (
            <li key={code}>
              <code>{code}</code>
            </li>
          ))}
        </ol>
        <Link className="button" to="/admin">
          {t('admin.setup.continue')}
        </Link>
      </section>
    );
  }
  if (answer?.step === 'scan') {
    return (
      <section className="admin-card admin-narrow">
        <h1>{t('admin.setup.scanTitle')}</h1>
        <p>{t('admin.setup.scanIntro')}</p>
        <img className="admin-qr" src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(answer.qrSvg)}`} alt={t('admin.setup.qrAlt')} width={220} height={220} />
        <p>
          {t('admin.setup.key')} <code data-testid="totp-key">{answer.secret}</code>
        </p>
        <Form method="post" className="admin-form" aria-busy={busy}>
          <CsrfField />
          <input type="hidden" name="intent" value="confirm" />
          <input type="hidden" name="token" value={token} />
          <input type="hidden" name="email" value={answer.email} />
          <input type="hidden" name="secret" value={answer.secret} />
          <input type="hidden" name="qrSvg" value={answer.qrSvg} />
          <AdminFailure failure={answer.failure} />
          <Field id="setup-code" label={t('admin.setup.code')} required>
            {(p) => <input {...p} name="code" autoComplete="one-time-code" inputMode="numeric" maxLength={6} />}
          </Field>
          <button type="submit" className="button" disabled={busy}>
            {t('admin.setup.confirm')}
          </button>
        </Form>
      </section>
    );
  }
  return (
    <section className="admin-card admin-narrow">
      <h1>{t('admin.setup.title')}</h1>
      <p>{t('admin.setup.intro')}</p>
      <Form method="post" className="admin-form" aria-busy={busy}>
        <CsrfField />
        <input type="hidden" name="intent" value="begin" />
        <input type="hidden" name="token" value={token} />
        <AdminFailure failure={answer?.failure} />
        <Field id="setup-name" label={t('admin.setup.name')} required>
          {(p) => <input {...p} name="name" autoComplete="name" maxLength={100} defaultValue={answer?.name ?? ''} />}
        </Field>
        <Field id="setup-password" label={t('admin.setup.password')} hint={t('admin.setup.passwordHint')} required>
          {(p) => <input {...p} name="password" type="password" autoComplete="new-password" minLength={12} />}
        </Field>
        <button type="submit" className="button" disabled={busy}>
          {t('admin.setup.next')}
        </button>
      </Form>
    </section>
  );
}
