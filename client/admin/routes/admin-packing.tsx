// The packing list: every order to pack (new or being packed), oldest first,
// with what goes in the box, where it goes and what to collect on delivery;
// made to print (the back office's print styles hide everything else).
import { useTranslation } from 'react-i18next';
import { Link, type LoaderFunctionArgs, useLoaderData } from 'react-router';

import type { OrderToPack } from '../../../shared/admin-api';
import type { ApiBody } from '../../api/request';
import { services } from '../../router/app-context';
import { AdminFailure } from '../AdminFailure';
import { formatRupees, placedAt } from '../order-words';
import { staffCall } from '../staff-api';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const result = await staffCall<ApiBody & { orders: OrderToPack[] }>(services(context), request, '/api/admin/packing');
  return result.ok ? { orders: result.data.orders } : { failure: result.failure };
}

export default function AdminPacking() {
  const { t, i18n } = useTranslation();
  const loaded = useLoaderData<typeof loader>();
  if ('failure' in loaded) return <AdminFailure failure={loaded.failure} />;
  return (
    <section className="admin-packing">
      <h1>{t('admin.packing.title')}</h1>
      <p className="admin-muted">{t('admin.packing.intro', { count: loaded.orders.length })}</p>
      {loaded.orders.map((o) => (
        <article key={o.id} className="admin-card admin-packing__order" aria-labelledby={`pack-${o.id}`}>
          <h2 id={`pack-${o.id}`}>
            <Link to={`/admin/orders/${encodeURIComponent(o.id)}`}>{o.id}</Link> <span className="admin-status">{t(`admin.status.${o.status}`)}</span>
          </h2>
          <p>
            {o.name} · {o.phone}
            <br />
            {o.address}, {o.city}, {o.state} {o.pin}
          </p>
          <ul>
            {o.lines.map((line) => (
              <li key={`${line.name}-${line.size}`}>
                {line.quantity} × {line.name} · {line.size}
              </li>
            ))}
          </ul>
          <p className="admin-muted">
            {placedAt(o.createdAt, i18n.language)} ·{' '}
            {o.paymentMethod === 'cod' ? t('admin.packing.collect', { amount: formatRupees(o.total / 100, i18n.language) }) : t('admin.packing.paid')}
          </p>
        </article>
      ))}
    </section>
  );
}
