// schema.org objects for JSON-LD. Plain data; serialisation happens where they
// are written into the page (serializeForScript).
import { getCategory, getProductByKey, type Product } from './catalogue';
import type { CompanyFacts } from './company';
import type { RouteEntry } from './routes';
import { SITE_NAME } from './site';

export function websiteJsonLd(publicUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: SITE_NAME,
    url: `${publicUrl}/`,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${publicUrl}/search?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

export function organizationJsonLd(publicUrl: string, company: CompanyFacts) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: SITE_NAME,
    legalName: company.legalName,
    url: `${publicUrl}/`,
    logo: `${publicUrl}/images/icons/icon-512.png`,
    email: company.email,
    telephone: company.phone,
    // The FSSAI licence as the organisation's identifier (schema.org has no field of its own for it).
    identifier: { '@type': 'PropertyValue', propertyID: 'FSSAI', value: company.fssaiLicence },
    address: {
      '@type': 'PostalAddress',
      streetAddress: company.street,
      addressLocality: company.city,
      addressRegion: company.region,
      postalCode: company.postalCode,
      addressCountry: 'IN',
    },
    sameAs: company.social.map((s) => s.href),
  };
}

export function productJsonLd(publicUrl: string, product: Product, description: string, path: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.displayName ?? product.name,
    description,
    sku: `TM-${product.id}`,
    image: [`${publicUrl}/images/og/${product.key}.jpg`, `${publicUrl}/images/products/${product.key}.svg`],
    brand: { '@type': 'Brand', name: SITE_NAME },
    category: getCategory(product.category).label,
    offers: product.sizes.map((size) => ({
      '@type': 'Offer',
      name: size.size,
      url: `${publicUrl}${path}`,
      priceCurrency: 'INR',
      price: size.cutoffPrice.toFixed(2),
      availability: 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/NewCondition',
    })),
  };
}

export interface Crumb {
  name: string;
  path: string;
}

export function breadcrumbJsonLd(publicUrl: string, crumbs: readonly Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: `${publicUrl}${c.path}` })),
  };
}

/** Home → category → product for product pages; Home → page for category and static pages. */
export function crumbsFor(route: RouteEntry, label: (routeId: string) => string): Crumb[] | null {
  const home = { name: label('home'), path: '/' };
  const product = route.module === 'product' && route.param ? getProductByKey(route.param) : undefined;
  if (product) {
    const category = getCategory(product.category);
    const categoryRoute = category.path.slice(1);
    return [home, { name: label(categoryRoute), path: category.path }, { name: label(route.id), path: route.path }];
  }
  if (route.module === 'category' || route.module === 'juices' || route.module === 'static' || route.module === 'journey') {
    return [home, { name: label(route.id), path: route.path }];
  }
  return null;
}
