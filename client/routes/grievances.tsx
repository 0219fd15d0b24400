// The grievance pages, one module for three table entries (param): 'file'
// (/grievances: the complaint form, answered with a ticket number), 'status'
// (/grievances/status: a ticket looked up by number and email) and 'account'
// (/account/grievances: the signed-in shopper's tickets). The forms post to
// this module's action: with JavaScript the page changes without a reload;
// without it the server answers (a complaint: 303 to the page with the ticket
// number). Everything shown is text React escapes.
import { useTranslation } from 'react-i18next';
import { type ActionFunctionArgs, data, Form, type LoaderFunctionArgs, redirect, useLoaderData } from 'react-router';

import type { Failure } from '../../shared/errors';
import { GRIEVANCE_CATEGORIES, MAX_GRIEVANCE_MESSAGE, TICKET_PATTERN } from '../../shared/grievance-form';
import { dateTimeFormat } from '../../shared/intl';
import { localeOf } from '../../shared/languages';
import { pathTo, type RouteEntry } from '../../shared/routes';
import { type Grievance, grievanceCalls } from '../api/grievances';
import { Field } from '../components/Field';
import { Link } from '../components/Link';
import { CsrfField, useBoot } from '../context/boot';
import { type CheckedFormAnswer, useCheckedForm } from '../hooks/useCheckedForm';
import { services } from '../router/app-context';
import { actionFailed, loadFailed, notOffered } from '../router/load-failure';
import { field, localize, readForm, requireUser } from '../router/route-helpers';
import type { MetaArgs, PageProps } from '../router/route-module';

type Kind = 'file' | 'status' | 'account';
const kindOf = (entry: RouteEntry): Kind => (entry.param === 'status' ? 'status' : entry.param === 'account' ? 'account' : 'file');

type Loaded =
  | { kind: 'file'; ticket: string | null; prefill: { name: string; email: string } }
  | { kind: 'status'; ticket: string }
  | { kind: 'account'; grievances: Grievance[] }
  | { kind: 'account'; failure: Failure };

interface Posted extends CheckedFormAnswer {
  grievance?: Grievance;
}

type Rules = typeof import('../../shared/grievance-form') & Pick<typeof import('../../shared/account-forms'), 'formProblems'>;
// The rules load once the page is interactive (or when the action runs); a post sent before is checked by the action.
const loadRules = async (): Promise<Rules> => ({ ...(await import('../../shared/grievance-form')), formProblems: (await import('../../shared/account-forms')).formProblems });

const FILE_FIELDS = ['category', 'orderId', 'message', 'name', 'email'] as const;
const LOOKUP_FIELDS = ['ticket', 'email'] as const;

/** A ?ticket= that is a ticket number (anything else is ignored). */
const ticketParam = (request: Request) => {
  const raw = (new URL(request.url).searchParams.get('ticket') ?? '').trim().toUpperCase();
  return TICKET_PATTERN.test(raw) ? raw : '';
};

export async function loader({ request, context }: LoaderFunctionArgs, entry: RouteEntry) {
  const app = services(context);
  const kind = kindOf(entry);
  if (kind === 'account') {
    // Asked for while the session is still being looked up: one round trip, not two.
    const pending = grievanceCalls(app.api.call).myGrievances();
    await requireUser(request, app);
    const result = await pending;
    if (!result.ok) {
      const { failure, status } = loadFailed(request, result);
      return data<Loaded>({ kind, failure }, { status });
    }
    return { kind, grievances: Array.isArray(result.data.grievances) ? result.data.grievances : [] } satisfies Loaded;
  }
  if (kind === 'status') return { kind, ticket: ticketParam(request) } satisfies Loaded;
  const session = await app.session.resolve();
  const prefill = session.status === 'authenticated' ? { name: session.user.name, email: session.user.email } : { name: '', email: '' };
  return { kind, ticket: ticketParam(request) || null, prefill } satisfies Loaded;
}

export async function action({ request, context }: ActionFunctionArgs, entry: RouteEntry) {
  const app = services(context);
  const form = await readForm(request);
  const rules = await loadRules();
  if (kindOf(entry) === 'status') {
    // Read longer than any rule allows, so an over-long value is refused, never cut.
    const values = { ticket: field(form, 'ticket', 100), email: field(form, 'email', 1000) };
    const errors = rules.formProblems(rules.grievanceLookupForm, values);
    if (Object.keys(errors).length) return data<Posted>({ values, errors }, { status: 400 });
    const result = await grievanceCalls(app.api.call).grievanceStatus(values.ticket.trim().toUpperCase(), values.email.trim());
    if (!result.ok) {
      const { failure, status } = notOffered(result, 'grievances.notOffered') ?? actionFailed(result);
      return data<Posted>({ values, failure }, { status });
    }
    return { values, grievance: result.data.grievance } satisfies Posted;
  }
  const values = Object.fromEntries(FILE_FIELDS.map((name) => [name, field(form, name, name === 'message' ? MAX_GRIEVANCE_MESSAGE * 2 : 1000)])) as Record<
    (typeof FILE_FIELDS)[number],
    string
  >;
  const errors = rules.formProblems(rules.grievanceForm, values);
  if (Object.keys(errors).length) return data<Posted>({ values, errors }, { status: 400 });
  const result = await grievanceCalls(app.api.call).fileGrievance({ ...values, orderId: values.orderId.trim(), language: app.i18n.language });
  if (!result.ok) {
    const { failure, status } = notOffered(result, 'grievances.notOffered') ?? actionFailed(result);
    return data<Posted>({ values, failure }, { status });
  }
  // Post/redirect/get on both sides: the page with the ticket number.
  return redirect(`${localize(request, pathTo('grievances'))}?ticket=${encodeURIComponent(result.data.ticket)}`, 303);
}

export function meta({ entry, t }: MetaArgs) {
  const kind = kindOf(entry);
  if (kind === 'status') return { title: t('grievances.statusTitle'), description: t('grievances.statusIntro') };
  if (kind === 'account') return { title: t('grievances.accountTitle'), description: t('grievances.intro') };
  return { title: t('grievances.title'), description: t('grievances.intro') };
}

export default function GrievancesRoute(_props: PageProps) {
  const loaded = useLoaderData<Loaded>();
  if (loaded.kind === 'account') return <AccountGrievances loaded={loaded} />;
  if (loaded.kind === 'status') return <StatusPage ticket={loaded.ticket} />;
  return <FilePage ticket={loaded.ticket} prefill={loaded.prefill} />;
}

function FilePage({ ticket, prefill }: { ticket: string | null; prefill: { name: string; email: string } }) {
  const { t } = useTranslation();
  const { company } = useBoot();
  const form = useCheckedForm<Rules, Posted>(FILE_FIELDS, { category: '', orderId: '', message: '', ...prefill }, loadRules, 'grievance', (rules, values) =>
    rules.formProblems(rules.grievanceForm, values),
  );
  return (
    <section className="auth-page grievances-page">
      <h1>{t('grievances.title')}</h1>
      <p>{t('grievances.intro')}</p>
      <p>
        {t('grievances.officer', {
          name: company.grievanceOfficerName,
          designation: company.grievanceOfficerDesignation,
          email: company.grievanceOfficerEmail,
          phone: company.grievanceOfficerPhone,
        })}
      </p>
      {ticket ? (
        <div className="flash-notice flash-notice--success" role="status">
          <p data-testid="grievance-filed">{t('grievances.filed', { ticket })}</p>
          <p>
            <Link to={`${pathTo('grievance-status')}?ticket=${encodeURIComponent(ticket)}`}>{t('grievances.statusTitle')}</Link>
          </p>
        </div>
      ) : (
        <Form method="post" className="auth-form" onSubmit={form.submit} noValidate aria-busy={form.busy}>
          <CsrfField />
          {form.problem && (
            <p className="form-error" role="alert">
              {form.problem}
            </p>
          )}
          <Field id="grievance-category" label={t('grievances.category')} error={form.errorOf('category')} required>
            {(control) => (
              <select {...control} {...form.control('category')}>
                <option value="">—</option>
                {GRIEVANCE_CATEGORIES.map((c) => (
                  <option key={c} value={c}>
                    {t(`grievances.categories.${c}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field id="grievance-orderId" label={t('grievances.orderId')} error={form.errorOf('orderId')}>
            {(control) => <input {...control} {...form.control('orderId')} autoComplete="off" />}
          </Field>
          <Field id="grievance-message" label={t('grievances.message')} error={form.errorOf('message')} required>
            {(control) => <textarea {...control} {...form.control('message')} rows={6} maxLength={MAX_GRIEVANCE_MESSAGE} />}
          </Field>
          <Field id="grievance-name" label={t('grievances.name')} error={form.errorOf('name')} required>
            {(control) => <input {...control} {...form.control('name')} autoComplete="name" />}
          </Field>
          <Field id="grievance-email" label={t('grievances.email')} error={form.errorOf('email')} required>
            {(control) => <input {...control} {...form.control('email')} type="email" autoComplete="email" inputMode="email" />}
          </Field>
          <button type="submit" className="button auth-form__submit" disabled={form.busy}>
            {t('grievances.submit')}
          </button>
        </Form>
      )}
    </section>
  );
}

function StatusPage({ ticket }: { ticket: string }) {
  const { t } = useTranslation();
  const form = useCheckedForm<Rules, Posted>(LOOKUP_FIELDS, { ticket, email: '' }, loadRules, 'grievance', (rules, values) =>
    rules.formProblems(rules.grievanceLookupForm, values),
  );
  const found = form.posted?.grievance;
  return (
    <section className="auth-page grievances-page">
      <h1>{t('grievances.statusTitle')}</h1>
      <p>{t('grievances.statusIntro')}</p>
      <Form method="post" className="auth-form" onSubmit={form.submit} noValidate aria-busy={form.busy}>
        <CsrfField />
        {form.problem && (
          <p className="form-error" role="alert">
            {form.problem}
          </p>
        )}
        <Field id="grievance-ticket" label={t('grievances.ticket')} error={form.errorOf('ticket')} required>
          {(control) => <input {...control} {...form.control('ticket')} autoComplete="off" spellCheck={false} />}
        </Field>
        <Field id="grievance-email" label={t('grievances.email')} error={form.errorOf('email')} required>
          {(control) => <input {...control} {...form.control('email')} type="email" autoComplete="email" inputMode="email" />}
        </Field>
        <button type="submit" className="button auth-form__submit" disabled={form.busy}>
          {t('grievances.lookup')}
        </button>
      </Form>
      {found && <GrievanceDetails grievance={found} />}
    </section>
  );
}

function AccountGrievances({ loaded }: { loaded: Extract<Loaded, { kind: 'account' }> }) {
  const { t } = useTranslation();
  return (
    <section className="grievances-page">
      <h1>{t('grievances.accountTitle')}</h1>
      <p>
        <Link to={pathTo('grievances')} className="button">
          {t('grievances.title')}
        </Link>
      </p>
      {'failure' in loaded ? (
        <p className="load-error" role="alert">
          {t('grievances.failed')}
        </p>
      ) : loaded.grievances.length === 0 ? (
        <p className="empty-state">{t('grievances.none')}</p>
      ) : (
        loaded.grievances.map((g) => <GrievanceDetails key={g.ticket} grievance={g} />)
      )}
    </section>
  );
}

function GrievanceDetails({ grievance: g }: { grievance: Grievance }) {
  const { t, i18n } = useTranslation();
  // One time zone on both sides, so the server's HTML and the browser's agree.
  const dates = dateTimeFormat(localeOf(i18n.language), { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });
  const when = (iso: string | null) => (iso && !Number.isNaN(Date.parse(iso)) ? dates.format(new Date(iso)) : '');
  const row = (label: string, value: string, testId?: string) => (
    <div>
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
  return (
    <article className="grievance" aria-labelledby={`grievance-${g.ticket}`}>
      <h2 id={`grievance-${g.ticket}`}>{g.ticket}</h2>
      <dl className="order-facts">
        {row(t('grievances.status'), t(`grievances.statuses.${g.status}`, { defaultValue: g.status }), 'grievance-status')}
        {row(t('grievances.category'), t(`grievances.categories.${g.category}`, { defaultValue: g.category }))}
        {g.orderId ? row(t('grievances.orderId'), g.orderId) : null}
        {row(t('grievances.filedOn'), when(g.createdAt))}
        {g.acknowledgedAt ? row(t('grievances.acknowledgedOn'), when(g.acknowledgedAt)) : row(t('grievances.acknowledgeBy'), when(g.acknowledgeBy))}
        {g.resolvedAt ? row(t('grievances.resolvedOn'), when(g.resolvedAt)) : row(t('grievances.resolveBy'), when(g.resolveBy))}
      </dl>
      {g.message ? (
        <>
          <h3>{t('grievances.message')}</h3>
          <p className="grievance__text">{g.message}</p>
        </>
      ) : null}
      {g.reply ? (
        <>
          <h3>{t('grievances.reply')}</h3>
          <p className="grievance__text" data-testid="grievance-reply">
            {g.reply}
          </p>
        </>
      ) : null}
    </article>
  );
}
