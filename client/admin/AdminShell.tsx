// The back office's frame: who is signed in (their name and role), the
// sections their role opens, the language (English or Hindi) and sign-out,
// which is a form, so it works without JavaScript. Never indexed.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, isRouteErrorResponse, Link, type LoaderFunctionArgs, Outlet, type ShouldRevalidateFunctionArgs, useLoaderData, useRouteError } from 'react-router';

import { ADMIN_ROUTES } from '../../shared/admin-routes';
import { can, type StaffRole } from '../../shared/staff-roles';
import { CsrfField } from '../context/boot';
import { services } from '../router/app-context';
import { notOffered } from '../router/load-failure';

export interface SignedInMember {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
}

export async function loader({ context }: LoaderFunctionArgs): Promise<{ staff: SignedInMember | null; unavailable: boolean }> {
  const result = await services(context).api.call<{ staff: SignedInMember | null }>('/api/staff/me');
  // An API host without the staff calls (the original API answers 404): the back office says so instead of failing page by page.
  const unavailable = !result.ok && notOffered(result, 'admin.unavailable') !== null;
  return { staff: result.ok ? result.data.staff : null, unavailable };
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
            {/* The sections the member's role may read (the backend refuses the rest anyway). */}
            {ADMIN_ROUTES.flatMap(({ path, section }) =>
              section && can(staff.role, section.action)
                ? [
                    <Link key={path} to={path ? `/admin/${path}` : '/admin'}>
                      {t(section.label)}
                    </Link>,
                  ]
                : [],
            )}
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
  const { t } = useTranslation();
  const { staff, unavailable } = useLoaderData<typeof loader>();
  // A marker for tests and monitoring, as the shop's frame sets it: the document is interactive from here.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return <Frame staff={staff}>{unavailable ? <p className="flash-notice flash-notice--error">{t('admin.unavailable')}</p> : <Outlet />}</Frame>;
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
