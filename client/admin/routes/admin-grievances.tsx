// Grievances: the queue of tickets not yet resolved, oldest first, each with
// its two limits (48 hours to acknowledge, one month to resolve) shown as
// due in, near or overdue; acknowledge and resolve with a reply (the shopper
// is mailed and notified, as by `npm run grievances`); and the month's figures
// a grievance officer publishes (received, resolved, pending at its end).
import { useTranslation } from 'react-i18next';
import { type ActionFunctionArgs, Form, type LoaderFunctionArgs, useLoaderData } from 'react-router';

import type { GrievanceView } from '../../../shared/grievance-form';
import { MAX_GRIEVANCE_REPLY } from '../../../shared/grievance-form';
import type { ApiBody } from '../../api/request';
import { Field } from '../../components/Field';
import { CsrfField } from '../../context/boot';
import { services } from '../../router/app-context';
import { field, readForm } from '../../router/route-helpers';
import { AdminFailure } from '../AdminFailure';
import { placedAt } from '../order-words';
import { doneHere, failedHere, PageAnswer } from '../page-answers';
import { staffCall } from '../staff-api';

type Urgency = 'ok' | 'near' | 'overdue';
type Ticket = GrievanceView & { message: string; name: string; email: string; acknowledge: Urgency; resolve: Urgency };
interface Figures {
  month: string;
  received: number;
  resolved: number;
  pendingAtEnd: number;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const app = services(context);
  const month = new URL(request.url).searchParams.get('month') ?? '';
  const [queue, figures] = await Promise.all([
    staffCall<ApiBody & { grievances: Ticket[] }>(app, request, '/api/admin/grievances'),
    staffCall<ApiBody & { figures: Figures }>(app, request, `/api/admin/grievances/figures${/^\d{4}-\d{2}$/.test(month) ? `?month=${month}` : ''}`),
  ]);
  if (!queue.ok) return { failure: queue.failure };
  return { tickets: queue.data.grievances, figures: figures.ok ? figures.data.figures : null, now: Date.now() };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const ticket = encodeURIComponent(field(form, 'ticket', 20));
  const resolve = field(form, 'intent', 20) === 'resolve';
  const result = await staffCall(services(context), request, `/api/admin/grievances/${ticket}/${resolve ? 'resolve' : 'acknowledge'}`, {
    method: 'POST',
    body: resolve ? { reply: field(form, 'reply', MAX_GRIEVANCE_REPLY + 1) } : {},
  });
  return result.ok ? doneHere(request, resolve ? 'resolved' : 'acknowledged') : failedHere(result);
}

function Limit({ label, by, urgency, now }: { label: string; by: string; urgency: Urgency; now: number }) {
  const { t, i18n } = useTranslation();
  const hours = Math.round((Date.parse(by) - now) / 3_600_000);
  const when = hours >= 48 ? t('admin.grievances.dueDays', { count: Math.round(hours / 24) }) : t('admin.grievances.dueHours', { count: Math.max(hours, 0) });
  return (
    <p className={`admin-limit admin-limit--${urgency}`}>
      {label}: {placedAt(by, i18n.language)} · {urgency === 'overdue' ? t('admin.grievances.overdue') : urgency === 'near' ? `${t('admin.grievances.near')} · ${when}` : when}
    </p>
  );
}

export default function AdminGrievances() {
  const { t, i18n } = useTranslation();
  const loaded = useLoaderData<typeof loader>();
  if ('failure' in loaded) return <AdminFailure failure={loaded.failure} />;
  const { tickets, figures, now } = loaded;
  return (
    <section>
      <h1>{t('admin.grievances.title')}</h1>
      <PageAnswer known={['acknowledged', 'resolved']} />
      {figures ? (
        <section className="admin-card" aria-labelledby="figures-title">
          <h2 id="figures-title">{t('admin.grievances.figures', { month: figures.month })}</h2>
          <dl className="admin-figures">
            <dt>{t('admin.grievances.received')}</dt>
            <dd>{figures.received}</dd>
            <dt>{t('admin.grievances.resolvedCount')}</dt>
            <dd>{figures.resolved}</dd>
            <dt>{t('admin.grievances.pending')}</dt>
            <dd>{figures.pendingAtEnd}</dd>
          </dl>
          <Form method="get" className="admin-inline">
            <label>
              {t('admin.grievances.month')} <input type="month" name="month" defaultValue={figures.month} />
            </label>
            <button type="submit" className="button button--secondary">
              {t('admin.orders.filter')}
            </button>
          </Form>
        </section>
      ) : null}
      {tickets.length === 0 ? <p>{t('admin.grievances.none')}</p> : null}
      {tickets.map((ticket) => (
        <article key={ticket.ticket} className="admin-card" aria-labelledby={`ticket-${ticket.ticket}`}>
          <h2 id={`ticket-${ticket.ticket}`}>
            {ticket.ticket} <span className="admin-status">{t(`admin.grievances.status.${ticket.status}`)}</span>
          </h2>
          <p className="admin-muted">
            {t(`admin.grievances.category.${ticket.category}`)} · {placedAt(ticket.createdAt, i18n.language)}
            {ticket.orderId ? ` · ${ticket.orderId}` : ''} · {ticket.name} · {ticket.email}
          </p>
          <p className="admin-message">{ticket.message}</p>
          {ticket.status === 'open' ? <Limit label={t('admin.grievances.acknowledgeBy')} by={ticket.acknowledgeBy} urgency={ticket.acknowledge} now={now} /> : null}
          <Limit label={t('admin.grievances.resolveBy')} by={ticket.resolveBy} urgency={ticket.resolve} now={now} />
          {ticket.status === 'open' ? (
            <Form method="post">
              <CsrfField />
              <input type="hidden" name="intent" value="acknowledge" />
              <input type="hidden" name="ticket" value={ticket.ticket} />
              <button type="submit" className="button button--secondary">
                {t('admin.grievances.acknowledge')}
              </button>
            </Form>
          ) : null}
          <Form method="post" className="admin-form">
            <CsrfField />
            <input type="hidden" name="intent" value="resolve" />
            <input type="hidden" name="ticket" value={ticket.ticket} />
            <Field id={`reply-${ticket.ticket}`} label={t('admin.grievances.reply')} required>
              {(p) => <textarea {...p} name="reply" rows={3} maxLength={MAX_GRIEVANCE_REPLY} />}
            </Field>
            <button type="submit" className="button">
              {t('admin.grievances.resolve')}
            </button>
          </Form>
        </article>
      ))}
    </section>
  );
}
