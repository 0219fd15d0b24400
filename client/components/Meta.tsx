// Title, description, canonical, hreflang alternates, Open Graph, Twitter and
// JSON-LD of the current route; React hoists them into <head> and updates them
// on navigation. The canonical URL is PUBLIC_URL + path: never the Host header,
// never the query.
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { getProductByKey } from '../../shared/catalogue';
import { SUPPORTED_CODES } from '../../shared/languages';
import { matchRoute } from '../../shared/route-match';
import { SITE_NAME, TITLE_SUFFIX } from '../../shared/site';
import { breadcrumbJsonLd, crumbsFor, organizationJsonLd, productJsonLd, websiteJsonLd } from '../../shared/structured-data';
import { useBoot } from '../context/boot';
import { canonicalPath } from './canonical-path';
import { JsonLd } from './JsonLd';

export function Meta() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { publicUrl } = useBoot();
  const { route } = matchRoute(pathname);
  const title = `${t(`meta.${route.id}.title`)}${TITLE_SUFFIX}`;
  const description = t(`meta.${route.id}.description`);
  const path = canonicalPath(pathname, route);
  const canonical = `${publicUrl}${path}`;
  const indexable = !route.noindex && !route.auth && route.path !== '*';
  const product = route.page === 'product' && route.param ? getProductByKey(route.param) : undefined;
  const image = `${publicUrl}/images/og/${product ? product.key : 'site'}.jpg`;
  const crumbs = crumbsFor(route, (id) => t(`route.${id}`), product);
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {indexable ? null : <meta name="robots" content="noindex" />}
      {route.path === '*' ? null : <link rel="canonical" href={canonical} />}
      {indexable
        ? [...SUPPORTED_CODES, 'x-default'].map((code) => (
            <link key={code} rel="alternate" hrefLang={code} href={code === 'x-default' ? canonical : `${canonical}?lng=${code}`} />
          ))
        : null}
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:type" content={product ? 'product' : 'website'} />
      <meta property="og:url" content={canonical} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      {route.id === 'home' ? <JsonLd data={websiteJsonLd(publicUrl)} /> : null}
      {route.id === 'home' ? <JsonLd data={organizationJsonLd(publicUrl)} /> : null}
      {product ? <JsonLd data={productJsonLd(publicUrl, product, description, path)} /> : null}
      {crumbs ? <JsonLd data={breadcrumbJsonLd(publicUrl, crumbs)} /> : null}
    </>
  );
}
