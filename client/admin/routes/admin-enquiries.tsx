// Enquiries from the corporate forms (docs/decisions/030-enquiries.md): new or
// closed, each with who wrote, what, a job application's résumé to download
// and a reply by email; closed once answered (`npm run enquiries -- close`'s
// code path, audited).
import { useTranslation } from 'react-i18next';
import { type ActionFunctionArgs, Form, Link, type LoaderFunctionArgs, useLoaderData } from 'react-router';

import type { ListedEnquiry } from '../../../shared/admin-api';
import type { ApiBody } from '../../api/request';
import { CsrfField } from '../../context/boot';
import { services } from '../../router/app-context';
import { field, readForm } from '../../router/route-helpers';
import { AdminFailure } from '../AdminFailure';
import { placedAt } from '../order-words';
import { doneHere, failedHere, PageAnswer } from '../page-answers';
import { staffCall } from '../staff-api';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const status = new URL(request.url).searchParams.get('status') === 'closed' ? 'closed' : 'new';
  const result = await staffCall<ApiBody & { enquiries: ListedEnquiry[] }>(services(context), request, `/api/admin/enquiries?status=${status}`);
  return result.ok ? { status, enquiries: result.data.enquiries } : { status, failure: result.failure };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const result = await staffCall(services(context), request, `/api/admin/enquiries/${encodeURIComponent(field(form, 'id', 20))}/close`, { method: 'POST' });
  return result.ok ? doneHere(request, 'closed') : failedHere(result);
}

export default function AdminEnquiries() {
  const { t, i18n } = useTranslation();
  const loaded = useLoaderData<typeof loader>();
  const enquiries = 'enquiries' in loaded ? (loaded.enquiries ?? []) : [];
  return (
    <section>
      <h1>{t('admin.enquiries.title')}</h1>
      <nav className="admin-tabs" aria-label={t('admin.enquiries.byStatus')}>
        <Link to="/admin/enquiries" aria-current={loaded.status === 'new' ? 'page' : undefined}>
          {t('admin.enquiries.new')}
        </Link>
        <Link to="/admin/enquiries?status=closed" aria-current={loaded.status === 'closed' ? 'page' : undefined}>
          {t('admin.enquiries.closed')}
        </Link>
      </nav>
      <PageAnswer known={['closed']} />
      {'failure' in loaded ? <AdminFailure failure={loaded.failure} /> : null}
      {'failure' in loaded || enquiries.length > 0 ? null : <p>{t('admin.enquiries.none')}</p>}
      {enquiries.map((e) => (
        <article key={e.id} className="admin-card" aria-labelledby={`enquiry-${e.id}`}>
          <h2 id={`enquiry-${e.id}`}>
            {e.id} <span className="admin-status">{t(`admin.enquiries.kind.${e.kind}`)}</span>
          </h2>
          <p className="admin-muted">
            {placedAt(new Date(e.created_at).toISOString(), i18n.language)} · {[e.name, e.email, e.phone].filter(Boolean).join(' · ')}
            {e.order_id ? ` · ${e.order_id}` : ''}
          </p>
          {e.message ? <p className="admin-message">{e.message}</p> : null}
          {e.resume_name ? (
            <p>
              <a href={`/api/admin/enquiries/${encodeURIComponent(e.id)}/resume`} download>
                {t('admin.enquiries.resume', { name: e.resume_name })}
              </a>
            </p>
          ) : null}
          <div className="admin-inline">
            {e.email ? (
              <a className="button button--secondary" href={`mailto:${encodeURIComponent(e.email)}?subject=${encodeURIComponent(`Too More · ${e.id}`)}`}>
                {t('admin.enquiries.reply')}
              </a>
            ) : null}
            {e.status === 'new' ? (
              <Form method="post">
                <CsrfField />
                <input type="hidden" name="id" value={e.id} />
                <button type="submit" className="button">
                  {t('admin.enquiries.close')}
                </button>
              </Form>
            ) : null}
          </div>
        </article>
      ))}
    </section>
  );
}
