// One order in the back office: what to pack (the lines), who and where
// (customer and delivery address), the money (payment and refund), the way
// so far (placed, packed, shipped, delivered, cancelled), the notes between
// staff and the audit history — and the next moves the order's status and
// the member's role allow: confirm and pack, ship (courier, AWB number,
// tracking link), deliver, cancel (refunding an online payment). Each move is
// a form; the backend's one conditional update decides who wins a race.
import { useTranslation } from 'react-i18next';
import { type ActionFunctionArgs, data, Form, type LoaderFunctionArgs, redirect, useActionData, useLoaderData, useNavigation, useRouteLoaderData } from 'react-router';

import type { Failure } from '../../../shared/errors';
import { OPERATOR_STATUSES, operatorMovesFrom } from '../../../shared/order-status';
import { can } from '../../../shared/staff-roles';
import type { ApiBody } from '../../api/request';
import { Field } from '../../components/Field';
import { CsrfField } from '../../context/boot';
import { services } from '../../router/app-context';
import { field, readForm } from '../../router/route-helpers';
import { AdminFailure } from '../AdminFailure';
import type { loader as shellLoader } from '../AdminShell';
import { formatRupees, placedAt } from '../order-words';
import { staffCall } from '../staff-api';

interface OrderDetail extends ApiBody {
  order: {
    orderId: string;
    createdAt: string;
    status: string;
    paymentMethod: string;
    items: { id: string; name: string; size: { size: string }; quantity: number; subtotal: number }[];
    payment: { state: string; paidWith?: { method: string; reference?: string }; refund?: { amount: number } };
    pricing: { subtotal: number; shipping: number; discount: number; orderTotal: number };
    invoiceNumber: string | null;
    processingAt?: string;
    shippedAt?: string;
    deliveredAt?: string;
    cancelledAt?: string;
    shipment?: { courier: string | null; awb: string | null; trackingUrl: string | null };
  };
  customer: Record<string, string | undefined>;
  notes: { id: number; text: string; created_at: number; name: string; email: string }[];
  history: { id: number; actor: string; action: string; at: number }[];
}

const orderPath = (request: Request) => new URL(request.url).pathname;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const id = encodeURIComponent(params.orderId ?? '');
  const result = await staffCall<OrderDetail>(services(context), request, `/api/admin/orders/${id}`);
  if (!result.ok && result.status === 404) throw data(null, { status: 404 });
  const done = new URL(request.url).searchParams.get('done');
  return result.ok ? { detail: result.data, done: OPERATOR_STATUSES.find((m) => m === done) ?? (done === 'note' ? 'note' : null) } : { failure: result.failure, done: null };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const app = services(context);
  const form = await readForm(request);
  const id = encodeURIComponent(params.orderId ?? '');
  const intent = field(form, 'intent', 20);
  const result =
    intent === 'note'
      ? await staffCall(app, request, `/api/admin/orders/${id}/notes`, { method: 'POST', body: { text: field(form, 'text', 2001) } })
      : await staffCall(app, request, `/api/admin/orders/${id}/status`, {
          method: 'POST',
          body: { status: intent, courier: field(form, 'courier', 100), awb: field(form, 'awb', 100), trackingUrl: field(form, 'trackingUrl', 600) },
        });
  if (!result.ok) return data<{ failure: Failure; intent: string }>({ failure: result.failure, intent }, { status: result.status ?? 502 });
  return redirect(`${orderPath(request)}?done=${intent === 'note' ? 'note' : encodeURIComponent(intent)}`, 303);
}

function Moves({ status, busy }: { status: string; busy: boolean }) {
  const { t } = useTranslation();
  // The moves the backend's status machine allows from here, as buttons.
  const next = operatorMovesFrom(status);
  if (next.length === 0) return <p className="admin-muted">{t('admin.order.noMoves')}</p>;
  return (
    <div className="admin-moves">
      {next.map((move) =>
        move === 'shipped' ? (
          <Form key={move} method="post" className="admin-form admin-card">
            <CsrfField />
            <input type="hidden" name="intent" value="shipped" />
            <Field id="ship-courier" label={t('admin.order.courier')}>
              {(p) => <input {...p} name="courier" maxLength={60} />}
            </Field>
            <Field id="ship-awb" label={t('admin.order.awb')}>
              {(p) => <input {...p} name="awb" maxLength={40} inputMode="text" />}
            </Field>
            <Field id="ship-tracking" label={t('admin.order.trackingUrl')}>
              {(p) => <input {...p} name="trackingUrl" type="url" placeholder="https://" />}
            </Field>
            <button type="submit" className="button" disabled={busy}>
              {t('admin.order.move.shipped')}
            </button>
          </Form>
        ) : (
          <Form key={move} method="post">
            <CsrfField />
            <input type="hidden" name="intent" value={move} />
            <button type="submit" className={move === 'cancelled' ? 'button button--danger' : 'button'} disabled={busy}>
              {t(`admin.order.move.${move}`)}
            </button>
          </Form>
        ),
      )}
    </div>
  );
}

export default function AdminOrder() {
  const { t, i18n } = useTranslation();
  const loaded = useLoaderData<typeof loader>();
  const answer = useActionData<{ failure: Failure; intent: string }>();
  const shell = useRouteLoaderData<typeof shellLoader>('admin');
  const busy = useNavigation().state === 'submitting';
  if ('failure' in loaded) return <AdminFailure failure={loaded.failure} />;
  const { order, customer, notes, history } = loaded.detail;
  const money = (rupees: number) => formatRupees(rupees, i18n.language);
  const mayMove = shell?.staff ? can(shell.staff.role, 'orders.move') : false;
  const way = [
    ['placed', order.createdAt],
    ['processing', order.processingAt],
    ['shipped', order.shippedAt],
    ['delivered', order.deliveredAt],
    ['cancelled', order.cancelledAt],
  ] as const;
  return (
    <article className="admin-order">
      <h1>
        {t('admin.order.title', { id: order.orderId })} <span className={`admin-status admin-status--${order.status}`}>{t(`admin.status.${order.status}`)}</span>
      </h1>
      {loaded.done ? (
        <p className="flash-notice flash-notice--success" role="status">
          {t(`admin.order.done.${loaded.done}`)}
        </p>
      ) : null}
      <AdminFailure failure={answer?.failure} />
      {mayMove ? (
        <section aria-labelledby="moves-title">
          <h2 id="moves-title">{t('admin.order.next')}</h2>
          <Moves status={order.status} busy={busy} />
        </section>
      ) : null}
      <section aria-labelledby="lines-title" className="admin-card">
        <h2 id="lines-title">{t('admin.order.lines')}</h2>
        <table className="admin-table">
          <tbody>
            {order.items.map((item) => (
              <tr key={item.id}>
                <td>
                  {item.name} · {item.size.size}
                </td>
                <td>× {item.quantity}</td>
                <td>{money(item.subtotal)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>
                {t('admin.order.total')}
              </th>
              <td>{money(order.pricing.orderTotal)}</td>
            </tr>
          </tfoot>
        </table>
      </section>
      <section aria-labelledby="customer-title" className="admin-card">
        <h2 id="customer-title">{t('admin.order.customer')}</h2>
        <p>
          {[customer.firstName, customer.lastName].filter(Boolean).join(' ')}
          <br />
          {customer.email} · {customer.phone}
        </p>
        <p>
          {customer.address}
          <br />
          {customer.city}, {customer.state} {customer.postalCode}
        </p>
      </section>
      <section aria-labelledby="payment-title" className="admin-card">
        <h2 id="payment-title">{t('admin.order.payment')}</h2>
        <p>
          {t(`admin.method.${order.paymentMethod === 'cod' ? 'cod' : 'online'}`)}
          {order.payment.state === 'cod' ? '' : ` · ${t(`admin.payment.${order.payment.state}`)}`}
          {order.payment.paidWith?.reference ? ` · ${order.payment.paidWith.reference}` : ''}
          {order.payment.refund ? ` · ${t('admin.order.refund', { amount: money(order.payment.refund.amount) })}` : ''}
        </p>
        {order.invoiceNumber ? (
          <p>
            <a href={`/api/admin/orders/${encodeURIComponent(order.orderId)}/invoice`} download>
              {t('admin.order.invoice', { number: order.invoiceNumber })}
            </a>
          </p>
        ) : null}
        {order.status === 'cancelled' && order.invoiceNumber ? (
          <p>
            <a href={`/api/admin/orders/${encodeURIComponent(order.orderId)}/credit-note`} download>
              {t('admin.order.creditNote')}
            </a>
          </p>
        ) : null}
      </section>
      <section aria-labelledby="way-title" className="admin-card">
        <h2 id="way-title">{t('admin.order.way')}</h2>
        <ol className="admin-way">
          {way
            .filter(([, at]) => at)
            .map(([step, at]) => (
              <li key={step}>
                {t(`admin.order.step.${step}`)}: {placedAt(at ?? '', i18n.language)}
              </li>
            ))}
        </ol>
        {order.shipment ? <p>{[order.shipment.courier, order.shipment.awb].filter(Boolean).join(' · ')}</p> : null}
        {order.shipment?.trackingUrl ? (
          <p>
            <a href={order.shipment.trackingUrl} rel="noreferrer noopener" target="_blank">
              {t('admin.order.track')}
            </a>
          </p>
        ) : null}
      </section>
      <section aria-labelledby="notes-title" className="admin-card">
        <h2 id="notes-title">{t('admin.order.notes')}</h2>
        {notes.length === 0 ? <p className="admin-muted">{t('admin.order.noNotes')}</p> : null}
        <ul className="admin-notes">
          {notes.map((note) => (
            <li key={note.id}>
              <strong>{note.name || note.email}</strong> · {placedAt(new Date(note.created_at).toISOString(), i18n.language)}
              <p>{note.text}</p>
            </li>
          ))}
        </ul>
        <Form method="post" className="admin-form">
          <CsrfField />
          <input type="hidden" name="intent" value="note" />
          <Field id="note-text" label={t('admin.order.addNote')}>
            {(p) => <textarea {...p} name="text" rows={3} maxLength={2000} />}
          </Field>
          <button type="submit" className="button button--secondary" disabled={busy}>
            {t('admin.order.saveNote')}
          </button>
        </Form>
      </section>
      <section aria-labelledby="history-title" className="admin-card">
        <h2 id="history-title">{t('admin.order.history')}</h2>
        <ul className="admin-history">
          {history.map((entry) => (
            <li key={entry.id}>
              {placedAt(new Date(entry.at).toISOString(), i18n.language)} · {entry.actor} · {t(`admin.action.${entry.action.replace('.', '_')}`, { defaultValue: entry.action })}
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}
