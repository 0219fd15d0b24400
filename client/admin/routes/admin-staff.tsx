// Staff (owners only): who is on the staff, in which role, set up or not;
// invite a member (a set-up link is mailed); end a member's access at once.
import { useTranslation } from 'react-i18next';
import { type ActionFunctionArgs, Form, type LoaderFunctionArgs, useLoaderData, useRouteLoaderData } from 'react-router';

import { STAFF_ROLES, type StaffRole } from '../../../shared/staff-roles';
import type { ApiBody } from '../../api/request';
import { Field } from '../../components/Field';
import { CsrfField } from '../../context/boot';
import { services } from '../../router/app-context';
import { field, readForm } from '../../router/route-helpers';
import { AdminFailure } from '../AdminFailure';
import type { loader as shellLoader } from '../AdminShell';
import { doneHere, failedHere, PageAnswer } from '../page-answers';
import { staffCall } from '../staff-api';

interface Member {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  ready: boolean;
  disabled: boolean;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const result = await staffCall<ApiBody & { staff: Member[] }>(services(context), request, '/api/admin/staff');
  return result.ok ? { staff: result.data.staff } : { failure: result.failure };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const app = services(context);
  const form = await readForm(request);
  if (field(form, 'intent', 20) === 'disable') {
    const result = await staffCall(app, request, `/api/admin/staff/${encodeURIComponent(field(form, 'id', 12))}/disable`, { method: 'POST' });
    return result.ok ? doneHere(request, 'disabled') : failedHere(result);
  }
  const result = await staffCall(app, request, '/api/admin/staff', { method: 'POST', body: { email: field(form, 'email', 320), role: field(form, 'role', 20) } });
  return result.ok ? doneHere(request, 'invited') : failedHere(result);
}

export default function AdminStaff() {
  const { t } = useTranslation();
  const loaded = useLoaderData<typeof loader>();
  const me = useRouteLoaderData<typeof shellLoader>('admin')?.staff;
  if ('failure' in loaded) return <AdminFailure failure={loaded.failure} />;
  return (
    <section>
      <h1>{t('admin.staff.title')}</h1>
      <PageAnswer known={['invited', 'disabled']} />
      <ul className="admin-orders">
        {loaded.staff.map((m) => (
          <li key={m.id} className="admin-card">
            <strong>{m.name || m.email}</strong>
            <span>
              {m.email} · {t(`admin.roles.${m.role}`)} · {m.disabled ? t('admin.staff.disabled') : m.ready ? t('admin.staff.ready') : t('admin.staff.invitedState')}
            </span>
            {!m.disabled && m.id !== me?.id ? (
              <Form method="post">
                <CsrfField />
                <input type="hidden" name="intent" value="disable" />
                <input type="hidden" name="id" value={m.id} />
                <button type="submit" className="button button--danger">
                  {t('admin.staff.disable')}
                </button>
              </Form>
            ) : null}
          </li>
        ))}
      </ul>
      <section className="admin-card" aria-labelledby="invite-title">
        <h2 id="invite-title">{t('admin.staff.invite')}</h2>
        <Form method="post" className="admin-form">
          <CsrfField />
          <input type="hidden" name="intent" value="invite" />
          <Field id="invite-email" label={t('admin.login.email')} required>
            {(p) => <input {...p} name="email" type="email" autoComplete="off" />}
          </Field>
          <Field id="invite-role" label={t('admin.staff.role')} required>
            {(p) => (
              <select {...p} name="role" defaultValue="fulfilment">
                {STAFF_ROLES.map((role) => (
                  <option key={role} value={role}>
                    {t(`admin.roles.${role}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <button type="submit" className="button">
            {t('admin.staff.send')}
          </button>
        </Form>
      </section>
    </section>
  );
}
