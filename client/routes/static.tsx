// Every corporate page (and Our Story): one component, fed by shared/content.
// Its action answers the corporate forms a page may hold: Feedback, Contact
// Us, Customer Care and Join Our Team (checked, then sent to the team through
// /api/enquiries: docs/decisions/030-enquiries.md) and Cookie Settings (kept
// in the cookie_consent cookie).
import { useTranslation } from 'react-i18next';
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect, useLoaderData } from 'react-router';

import { CONSENT_COOKIE, encodeConsent } from '../../shared/consent';
import { getPageContent, loadContent } from '../../shared/content';
import { ENQUIRY_FIELD_MAX, HONEYPOT_FIELD } from '../../shared/enquiries';
import { BRAND_FORM_FIELDS, type BrandFormKind } from '../../shared/forms';
import type { RouteEntry } from '../../shared/routes';
import { enquiryCalls, toBase64 } from '../api/enquiries';
import { ContentBlock } from '../components/brand/ContentBlock';
import type { BrandFormResult } from '../hooks/useBrandFormResult';
import { LANGUAGE_COOKIE } from '../i18n/switch-language';
import { type AppServices, services } from '../router/app-context';
import { actionFailed } from '../router/load-failure';
import { pageLanguage } from '../router/page-language';
import { completed, field, hereOf, readForm } from '../router/route-helpers';

const ONE_YEAR = 365 * 24 * 3600;

/** The page's text in its language's edition (Hindi), else English — part of the first HTML. */
export async function loader({ request, params, context }: LoaderFunctionArgs, entry: RouteEntry) {
  const app = services(context);
  const lng = await pageLanguage(request, params, app);
  const routeId = entry.param ?? entry.id;
  // In the browser (a navigation): only this page's file, in its language.
  if (app.side === 'browser') await loadContent(lng, routeId).catch(() => undefined);
  const content = getPageContent(routeId, lng);
  if (!content) throw data(null, { status: 404 });
  return content;
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const app = services(context);
  const form = await readForm(request);
  const kind = field(form, 'form', 20);
  if (kind === 'cookies') return saveConsent(app, request, form);
  if (!Object.hasOwn(BRAND_FORM_FIELDS, kind)) return data(null, { status: 400 });
  const brandForm = kind as BrandFormKind;
  // Read one past the longest kept, so an over-long value is refused, never cut.
  const longest = (name: string) => (name in ENQUIRY_FIELD_MAX ? ENQUIRY_FIELD_MAX[name as keyof typeof ENQUIRY_FIELD_MAX] + 1 : 320);
  const values = Object.fromEntries(BRAND_FORM_FIELDS[brandForm].filter((name) => name !== 'resume').map((name) => [name, field(form, name, longest(name))]));
  const posted = form.get('resume');
  const resume = brandForm === 'join' && posted instanceof File && posted.name ? posted : null;
  const { brandFormProblems } = await import('../../shared/brand-form-schemas');
  const problems = brandFormProblems(brandForm, values, resume ? { name: resume.name, size: resume.size } : null);
  if (Object.keys(problems).length) return data<BrandFormResult>({ form: brandForm, values, problems }, { status: 400 });
  const result = await enquiryCalls(app.api.call).sendEnquiry({
    kind: brandForm,
    name: values.name ?? '',
    email: values.email ?? '',
    phone: values.phone ?? '',
    orderId: values.orderId ?? '',
    message: values.message ?? '',
    website: field(form, HONEYPOT_FIELD, 200),
    language: await pageLanguage(request, params, app),
    ...(resume ? { resume: { name: resume.name, data: toBase64(new Uint8Array(await resume.arrayBuffer())) } } : {}),
  });
  if (!result.ok) {
    // A host without enquiries (the original API): say so, and offer the message as an email.
    if (result.status === 404 && result.failure.kind !== 'code') return { form: brandForm, values, done: true, notSent: true } satisfies BrandFormResult;
    const { failure, status } = actionFailed(result);
    return data<BrandFormResult>({ form: brandForm, values, failure }, { status });
  }
  const reference = typeof result.data.reference === 'string' ? result.data.reference : '';
  // Without JavaScript: post, redirect, result — a reload does not send it twice.
  if (app.side === 'server') {
    const url = new URL(hereOf(request), 'http://page.invalid');
    url.searchParams.set('sent', reference);
    return redirect(`${url.pathname}${url.search}`, 303);
  }
  return { form: brandForm, values, done: true, reference } satisfies BrandFormResult;
}

function saveConsent(app: AppServices, request: Request, form: FormData) {
  const consent = { preferences: form.get('preferences') === 'on', analytics: form.get('analytics') === 'on', marketing: form.get('marketing') === 'on' };
  app.cookies.set(CONSENT_COOKIE, encodeConsent(consent), { maxAge: ONE_YEAR });
  if (!consent.preferences) {
    // Forget the remembered language now, not only from here on.
    app.cookies.remove(LANGUAGE_COOKIE);
    if (app.side === 'browser') {
      try {
        localStorage.removeItem('i18nextLng');
      } catch {
        // storage disabled: nothing stored there either
      }
    }
  }
  return completed(app, request, { flash: 'cookiesSaved' }) ?? ({ form: 'cookies', saved: true } satisfies BrandFormResult);
}

export default function StaticRoute() {
  const { t, i18n } = useTranslation();
  const { page, lng } = useLoaderData<typeof loader>();
  const english = lng !== i18n.language;
  return (
    <article className="static-page" lang={lng}>
      <header className="static-page__header">
        <h1>{page.heading}</h1>
        <p className="static-page__intro">{page.intro}</p>
        {page.sampleNotice ? (
          <p className="sample-notice" lang={i18n.language}>
            {t('brand.sampleNotice')}
          </p>
        ) : null}
        {english ? (
          <p className="sample-notice" lang={i18n.language}>
            {t('brand.englishOnly')}
          </p>
        ) : null}
      </header>
      {page.blocks.map((block, i) => (
        <div key={i} lang={block.kind === 'form' ? i18n.language : undefined}>
          <ContentBlock block={block} />
        </div>
      ))}
    </article>
  );
}
