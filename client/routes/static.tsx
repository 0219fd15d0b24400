// Every corporate page (and Our Story): one component, fed by shared/content.
// Its action answers the corporate forms a page may hold: Feedback, Contact
// Us, Customer Care, Join Our Team (checked, nothing sent: the result offers
// an email) and Cookie Settings (kept in the cookie_consent cookie).
import { useTranslation } from 'react-i18next';
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, useLoaderData } from 'react-router';

import { CONSENT_COOKIE, encodeConsent } from '../../shared/consent';
import { getPageContent, loadContent } from '../../shared/content';
import { BRAND_FORM_FIELDS, type BrandFormKind } from '../../shared/forms';
import type { RouteEntry } from '../../shared/routes';
import { ContentBlock } from '../components/brand/ContentBlock';
import type { BrandFormResult } from '../hooks/useBrandFormResult';
import { LANGUAGE_COOKIE } from '../i18n/switch-language';
import { type AppServices, services } from '../router/app-context';
import { pageLanguage } from '../router/page-language';
import { completed, field, readForm } from '../router/route-helpers';

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

export async function action({ request, context }: ActionFunctionArgs) {
  const app = services(context);
  const form = await readForm(request);
  const kind = field(form, 'form', 20);
  if (kind === 'cookies') return saveConsent(app, request, form);
  if (!Object.hasOwn(BRAND_FORM_FIELDS, kind)) return data(null, { status: 400 });
  const brandForm = kind as BrandFormKind;
  const values = Object.fromEntries(BRAND_FORM_FIELDS[brandForm].map((name) => [name, field(form, name, name === 'message' ? 5000 : 320)]));
  const { brandFormProblems } = await import('../../shared/brand-form-schemas');
  const problems = brandFormProblems(brandForm, values, values.resume ? { name: values.resume } : null);
  if (Object.keys(problems).length) return data<BrandFormResult>({ form: brandForm, values, problems }, { status: 400 });
  return { form: brandForm, values, done: true } satisfies BrandFormResult;
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
