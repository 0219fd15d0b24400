// The back office's frame: who is signed in (their name and role), the
// sections their role opens, the language (English or Hindi) and sign-out,
// which is a form, so it works without JavaScript. Never indexed.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, isRouteErrorResponse, Link, type LoaderFunctionArgs, Outlet, type ShouldRevalidateFunctionArgs, useLoaderData, useRouteError } from 'react-router';

import { can, type StaffAction, type StaffRole } from '../../shared/staff-roles';
import { CsrfField } from '../context/boot';
import { services } from '../router/app-context';

/** The back office's sections, each shown to the roles that may read it (the backend refuses the rest anyway). */
const SECTIONS: readonly { to: string; label: string; action: StaffAction }[] = [
  { to: '/admin', label: 'admin.orders.title', action: 'orders.read' },
  { to: '/admin/packing', label: 'admin.packing.title', action: 'orders.read' },
  { to: '/admin/stock', label: 'admin.stock.title', action: 'stock.read' },
  { to: '/admin/grievances', label: 'admin.grievances.title', action: 'grievances.read' },
  { to: '/admin/enquiries', label: 'admin.enquiries.title', action: 'enquiries.read' },
  { to: '/admin/staff', label: 'admin.staff.title', action: 'staff.manage' },
  { to: '/admin/audit', label: 'admin.audit.title', action: 'audit.read' },
];

export interface SignedInMember {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
}

export async function loader({ context }: LoaderFunctionArgs): Promise<{ staff: SignedInMember | null }> {
  const result = await services(context).api.call<{ staff: SignedInMember }>('/api/staff/me');
  return { staff: result.ok ? result.data.staff : null };
}

/** Who is signed in changes by a form post (sign-in, sign-out) only. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  return formMethod ? defaultShouldRevalidate : false;
}

function Frame({ staff, children }: { staff: SignedInMember | null; children: React.ReactNode }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="admin">
      <title>{t('admin.title')}</title>
      <meta name="robots" content="noindex, nofollow" />
      <header className="admin__bar">
        <Link to="/admin" className="admin__brand">
          {t('admin.title')}
        </Link>
        {staff ? (
          <nav aria-label={t('admin.sections')} className="admin__nav">
            {SECTIONS.filter((s) => can(staff.role, s.action)).map((s) => (
              <Link key={s.to} to={s.to}>
                {t(s.label)}
              </Link>
            ))}
          </nav>
        ) : null}
        <div className="admin__who">
          {staff ? (
            <>
              <span>
                {staff.name || staff.email} · {t(`admin.roles.${staff.role}`)}
              </span>
              <Form method="post" action="/admin/logout">
                <CsrfField />
                <button type="submit" className="button button--secondary">
                  {t('admin.signOut')}
                </button>
              </Form>
            </>
          ) : null}
          <a href={`?lng=${i18n.language === 'hi' ? 'en' : 'hi'}`} lang={i18n.language === 'hi' ? 'en' : 'hi'}>
            {i18n.language === 'hi' ? 'English' : 'हिन्दी'}
          </a>
        </div>
      </header>
      <main id="main" className="admin__main">
        {children}
      </main>
      <footer className="admin__footer">{t('admin.footer')}</footer>
    </div>
  );
}

export function AdminShell() {
  const { staff } = useLoaderData<typeof loader>();
  // A marker for tests and monitoring, as the shop's frame sets it: the document is interactive from here.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <Frame staff={staff}>
      <Outlet />
    </Frame>
  );
}

export function AdminError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const forbidden = isRouteErrorResponse(error) && error.status === 403;
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <Frame staff={null}>
      <h1>{forbidden ? t('admin.forbidden.title') : missing ? t('admin.missing') : t('admin.failed')}</h1>
      {forbidden ? <p>{t('admin.forbidden.text')}</p> : null}
      <p>
        <a href="/admin/login">{t('admin.login.title')}</a>
      </p>
    </Frame>
  );
}
