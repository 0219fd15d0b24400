// The audit trail (owners only): every change staff and the operator made,
// newest first, 50 a page; read-only here and in the database.
import { useTranslation } from 'react-i18next';
import { Link, type LoaderFunctionArgs, useLoaderData } from 'react-router';

import type { AuditRow } from '../../../shared/admin-api';
import type { ApiBody } from '../../api/request';
import { services } from '../../router/app-context';
import { AdminFailure } from '../AdminFailure';
import { placedAt } from '../order-words';
import { staffCall } from '../staff-api';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const page = Math.max(1, Math.min(10_000, Number(new URL(request.url).searchParams.get('page')) || 1));
  const result = await staffCall<ApiBody & { entries: AuditRow[] }>(services(context), request, `/api/admin/audit?page=${String(page)}`);
  return result.ok ? { page, entries: result.data.entries } : { page, failure: result.failure };
}

export default function AdminAudit() {
  const { t, i18n } = useTranslation();
  const loaded = useLoaderData<typeof loader>();
  if ('failure' in loaded) return <AdminFailure failure={loaded.failure} />;
  return (
    <section>
      <h1>{t('admin.audit.title')}</h1>
      <p className="admin-muted">{t('admin.audit.intro')}</p>
      <ol className="admin-audit" data-testid="audit">
        {loaded.entries.map((e) => (
          <li key={e.id} className="admin-card">
            <strong>{e.action}</strong> · {e.record_type} {e.record_id}
            <br />
            {placedAt(new Date(e.at).toISOString(), i18n.language)} · {e.actor}
            {e.before_json ? <code className="admin-json">{e.before_json}</code> : null}
            {e.after_json ? <code className="admin-json">→ {e.after_json}</code> : null}
          </li>
        ))}
      </ol>
      <nav className="admin-pager" aria-label={t('admin.orders.pages')}>
        {loaded.page > 1 ? <Link to={`/admin/audit?page=${String(loaded.page - 1)}`}>{t('admin.orders.previous')}</Link> : null}
        {loaded.entries.length === 50 ? <Link to={`/admin/audit?page=${String(loaded.page + 1)}`}>{t('admin.orders.next')}</Link> : null}
      </nav>
    </section>
  );
}
