// The Product of a product page for JSON-LD, with its declarations. Apart from
// shared/structured-data.ts so that only product pages load the declarations
// and the catalogue's unit rules with it.
import { getCategory, type Product, type SizeOption, unitPrice } from './catalogue';
import type { CompanyFacts } from './company';
import { countryName, netQuantity } from './declarations';
import { SITE_NAME } from './site';
import { fssaiJsonLd, postalAddressJsonLd } from './structured-data';

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
