// Title, description, canonical, hreflang alternates, Open Graph, Twitter and
// JSON-LD of a page; React hoists them into <head> and updates them on
// navigation. Each language has its own URL: the canonical is the URL of the
// language the page is shown in (English: the bare path), built from
// PUBLIC_URL — never the Host header, never the query.
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

import { getProductByKey, hasOwnPageStrings } from '../../shared/catalogue';
import type { CompanyFacts } from '../../shared/company';
import { languageAlternates, languageUrl, splitLanguagePrefix } from '../../shared/language-path';
import { ogLocaleOf, SUPPORTED_CODES } from '../../shared/languages';
import { ogImagePath } from '../../shared/photos';
import type { RouteEntry } from '../../shared/routes';
import { SITE_NAME, TITLE_SUFFIX } from '../../shared/site';
import { breadcrumbJsonLd, crumbsFor } from '../../shared/structured-data';
import { useBoot } from '../context/boot';
import { canonicalPath } from './canonical-path';
import { JsonLd } from './JsonLd';

/** What a route module adds to the generic metadata (see client/routes/*.tsx `meta`). */
export interface PageMeta {
  ogType?: 'website' | 'product';
  /** Open Graph image path (default: the subject's card, see ogSubject). */
  image?: string;
  /** Whose Open Graph card the page shows (a catalogue key; default `site`): the operator's photo when there is one, else the generated card. */
  ogSubject?: string;
  /** What the card shows, as og:image:alt and twitter:image:alt (default: the site card's, a11y.shareImage). */
  imageAlt?: string;
  jsonLd?: unknown[];
  /** Title and description when the dictionary has no meta.<id>.* for the page (a product named by the catalogue). */
  title?: string;
  description?: string;
}

/** A route's short label; a product without its own strings is called by its catalogue name. */
function routeLabel(t: TFunction, id: string): string {
  const product = getProductByKey(id);
  return product && !hasOwnPageStrings(product) ? product.name : t(`route.${id}`);
}

export function Meta({ entry, extra }: { entry: RouteEntry; extra?: (publicUrl: string, canonical: string, company: CompanyFacts) => PageMeta }) {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const { publicUrl, company, photos } = useBoot();
  const lng = i18n.language;
  const notFound = entry.path === '*';
  const path = canonicalPath(splitLanguagePrefix(pathname).rest, entry);
  const canonical = languageUrl(publicUrl, path, lng);
  const indexable = !entry.noindex && !entry.auth && !notFound;
  const page = extra?.(publicUrl, canonical, company) ?? {};
  const title = `${page.title ?? t(`meta.${entry.id}.title`)}${TITLE_SUFFIX}`;
  const description = page.description ?? t(`meta.${entry.id}.description`);
  const image = `${publicUrl}${page.image ?? ogImagePath(photos, page.ogSubject ?? 'site')}`;
  const alt = page.imageAlt ?? t('a11y.shareImage');
  const crumbs = crumbsFor(entry, (id) => routeLabel(t, id))?.map((c) => ({ ...c, path: new URL(languageUrl(publicUrl, c.path, lng)).pathname }));
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {indexable ? null : <meta name="robots" content="noindex" />}
      {notFound ? null : <link rel="canonical" href={canonical} />}
      {indexable ? languageAlternates(publicUrl, path).map((a) => <link key={a.hreflang} rel="alternate" hrefLang={a.hreflang} href={a.href} />) : null}
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:type" content={page.ogType ?? 'website'} />
      <meta property="og:url" content={canonical} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:locale" content={ogLocaleOf(lng)} />
      {indexable ? SUPPORTED_CODES.filter((c) => c !== lng).map((c) => <meta key={c} property="og:locale:alternate" content={ogLocaleOf(c)} />) : null}
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta property="og:image:alt" content={alt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={alt} />
      {(page.jsonLd ?? []).map((data, i) => (
        <JsonLd key={i} data={data} />
      ))}
      {crumbs ? <JsonLd data={breadcrumbJsonLd(publicUrl, crumbs)} /> : null}
    </>
  );
}
