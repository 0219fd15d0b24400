// schema.org objects for JSON-LD. Plain data; serialisation happens where they
// are written into the page (serializeForScript).
import { getCategory, getProductByKey } from './catalogue';
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

export function postalAddressJsonLd(company: CompanyFacts) {
  return {
    '@type': 'PostalAddress',
    streetAddress: company.street,
    addressLocality: company.city,
    addressRegion: company.region,
    postalCode: company.postalCode,
    addressCountry: 'IN',
  };
}

/** The FSSAI licence as a PropertyValue (schema.org has no field of its own for it). */
export const fssaiJsonLd = (company: CompanyFacts) => ({ '@type': 'PropertyValue', propertyID: 'FSSAI', name: 'FSSAI licence', value: company.fssaiLicence });

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
    identifier: fssaiJsonLd(company),
    taxID: company.gstin,
    address: postalAddressJsonLd(company),
    contactPoint: [
      { '@type': 'ContactPoint', contactType: 'customer care', email: company.email, telephone: company.phone, areaServed: 'IN' },
      {
        '@type': 'ContactPoint',
        contactType: 'grievance officer',
        name: company.grievanceOfficerName,
        description: company.grievanceOfficerDesignation,
        email: company.grievanceOfficerEmail,
        telephone: company.grievanceOfficerPhone,
        areaServed: 'IN',
      },
    ],
    sameAs: company.social.map((s) => s.href),
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
  if (route.module === 'category' || route.module === 'juices' || route.module === 'static' || route.module === 'journey' || route.module === 'seller') {
    return [home, { name: label(route.id), path: route.path }];
  }
  return null;
}
