// schema.org objects for JSON-LD. Plain data; serialisation happens where they
// are written into the page (serializeForScript).
import { getCategory, getProductByKey, type Product, type SizeOption, unitPrice } from './catalogue';
import type { CompanyFacts } from './company';
import { countryName, netQuantity } from './declarations';
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
const fssaiJsonLd = (company: CompanyFacts) => ({ '@type': 'PropertyValue', propertyID: 'FSSAI', name: 'FSSAI licence', value: company.fssaiLicence });

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

/** UN/CEFACT codes of the units a size is sold in. */
const UNIT_CODE = { ml: 'MLT', L: 'LTR' } as const;

function quantityJsonLd(size: SizeOption) {
  const { amount, unit } = netQuantity(size);
  return { '@type': 'QuantitativeValue', value: amount, unitCode: UNIT_CODE[unit], unitText: unit };
}

export interface ProductPageFacts {
  description: string;
  /** The page's path (the canonical URL's). */
  path: string;
  company: CompanyFacts;
  /** The generic name in the page's language (declarations.generic.<kind>). */
  genericName: string;
  /** The size the page shows (?size=). */
  sizeIndex: number;
}

/**
 * The Product with the declarations schema.org has a property for: net
 * content (size), country of origin, manufacturer with its address, and
 * an Offer per size with MRP, selling price and unit price; the rest
 * (generic name, shelf life, FSSAI licence, vegetarian) as additionalProperty.
 */
export function productJsonLd(publicUrl: string, product: Product, facts: ProductPageFacts) {
  const { company } = facts;
  const shown = product.sizes[facts.sizeIndex] ?? product.sizes[0];
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.displayName ?? product.name,
    description: facts.description,
    sku: `TM-${product.id}`,
    image: [`${publicUrl}/images/og/${product.key}.jpg`, `${publicUrl}/images/products/${product.key}.svg`],
    brand: { '@type': 'Brand', name: SITE_NAME },
    category: getCategory(product.category).label,
    ...(shown ? { size: quantityJsonLd(shown) } : {}),
    countryOfOrigin: { '@type': 'Country', name: countryName(product.countryOfOrigin, 'en'), identifier: product.countryOfOrigin },
    manufacturer: {
      '@type': 'Organization',
      name: company.legalName,
      legalName: company.legalName,
      address: postalAddressJsonLd(company),
      email: company.email,
      telephone: company.phone,
      identifier: fssaiJsonLd(company),
    },
    additionalProperty: [
      { '@type': 'PropertyValue', propertyID: 'genericName', name: 'Generic name', value: facts.genericName },
      {
        '@type': 'PropertyValue',
        propertyID: 'shelfLife',
        name: 'Shelf life',
        value: product.shelfLifeDays,
        unitCode: 'DAY',
        unitText: 'days',
        description: 'Best before: see pack',
      },
      fssaiJsonLd(company),
      { '@type': 'PropertyValue', propertyID: 'vegetarian', name: 'Vegetarian', value: product.vegetarianSymbol },
    ],
    offers: product.sizes.map((size) => {
      const unit = unitPrice(size);
      return {
        '@type': 'Offer',
        name: size.size,
        url: `${publicUrl}${facts.path}`,
        priceCurrency: 'INR',
        price: size.cutoffPrice.toFixed(2),
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
        priceSpecification: [
          { '@type': 'UnitPriceSpecification', priceType: 'https://schema.org/ListPrice', price: size.originalPrice.toFixed(2), priceCurrency: 'INR', valueAddedTaxIncluded: true },
          {
            '@type': 'UnitPriceSpecification',
            price: unit.amount.toFixed(2),
            priceCurrency: 'INR',
            valueAddedTaxIncluded: true,
            referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: UNIT_CODE[unit.unit], unitText: unit.unit },
          },
        ],
      };
    }),
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
