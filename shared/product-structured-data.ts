// The Product of a product page for JSON-LD, with its declarations, and each
// Offer's unit price, shipping and return policy in the form Google's merchant
// listings read (developers.google.com/search/docs/appearance/structured-data/merchant-listing).
// Apart from shared/structured-data.ts so that only product pages load the
// declarations, the pricing rules and the policies with it.
import { getCategory, type Product, type SizeOption } from './catalogue';
import type { CompanyFacts } from './company';
import { countryName, netQuantity } from './declarations';
import { transitSpan } from './delivery';
import { toPaise, toRupees } from './money';
import { shippingFor } from './pricing';
import { SITE_NAME } from './site';
import { type Availability, availabilityIn, schemaAvailability, type StockView } from './stock';
import { fssaiJsonLd, postalAddressJsonLd } from './structured-data';

/** UN/CEFACT codes of the units a size is sold in. */
const UNIT_CODE = { ml: 'MLT', L: 'LTR' } as const;

/**
 * The base measure a unit price is compared by (Google's unit pricing base
 * measure: 1, 2, 4, 8, 10 or 100 of a unit): 100 ml for a pack sold in ml, so
 * a listing shows ₹8 / 100 ml for ₹20 a 250 ml pack, and ₹6.67 / 100 ml for ₹10
 * a 150 ml one, where a price per ml is a fraction of a rupee that a listing
 * rounds (₹0.0667 to ₹0.07: 5% off); 1 L for a pack sold in litres, as the
 * page shows it.
 */
const BASE_MEASURE = { ml: 100, L: 1 } as const;

function quantityJsonLd(size: SizeOption) {
  const { amount, unit } = netQuantity(size);
  return { '@type': 'QuantitativeValue', value: amount, unitCode: UNIT_CODE[unit], unitText: unit };
}

/**
 * The unit price as Google reads it: the pack's price for the pack's measure
 * (referenceQuantity: 250 ml), compared per the base measure (its
 * valueReference: 100 ml). Google divides, so no rounded per-unit figure is
 * written here.
 */
function unitPriceJsonLd(size: SizeOption) {
  const { unit } = netQuantity(size);
  return {
    '@type': 'UnitPriceSpecification',
    price: size.cutoffPrice.toFixed(2),
    priceCurrency: 'INR',
    valueAddedTaxIncluded: true,
    referenceQuantity: {
      ...quantityJsonLd(size),
      valueReference: { '@type': 'QuantitativeValue', value: BASE_MEASURE[unit], unitCode: UNIT_CODE[unit], unitText: unit },
    },
  };
}

/** An offer's availability; a size out of season says from when it is sold again. */
function availabilityJsonLd(availability: Availability) {
  return {
    availability: schemaAvailability(availability),
    ...(availability.state === 'out_of_season' ? { availabilityStarts: `${availability.returns}T00:00:00+05:30` } : {}),
  };
}

/** A span of whole days, as Google's delivery times take it. */
const days = (minValue: number, maxValue: number) => ({ '@type': 'QuantitativeValue', minValue, maxValue, unitCode: 'DAY' });

/**
 * Shipping of one pack at `price` rupees within India, by the shop's own rules
 * (shippingFor in shared/pricing.ts: SHIPPING_FEE below FREE_SHIPPING_FROM,
 * the constants the shipping policy page names). Handling is 0 or 1 working
 * day (an order after the cut-off leaves the next one) and transit the
 * delivery table's span (shared/delivery.ts): Google adds the two, and the
 * sum is what the policy says (deliverySpan).
 */
export function shippingDetailsJsonLd(price: number) {
  return {
    '@type': 'OfferShippingDetails',
    shippingRate: { '@type': 'MonetaryAmount', value: toRupees(shippingFor(toPaise(price), 1)), currency: 'INR' },
    shippingDestination: { '@type': 'DefinedRegion', addressCountry: 'IN' },
    deliveryTime: { '@type': 'ShippingDeliveryTime', handlingTime: days(0, 1), transitTime: days(transitSpan().from, transitSpan().to) },
  };
}

/**
 * The return policy of every offer, in India, as the returns policy states it
 * (locales/<lng>/content/returns-and-refunds.json, "Returns"): packaged food
 * and drinks cannot be returned once delivered. What arrives damaged,
 * defective, past its date or not as ordered is replaced or refunded on a
 * complaint, which is not a return. With returns not permitted Google takes no
 * return window, method or fees (merchantReturnDays, returnMethod and
 * returnFees belong to a finite or unlimited window). The policy is prose, so
 * product-structured-data.test.ts holds the English sentence to this
 * category: change the two together.
 */
export const RETURN_POLICY_JSON_LD = {
  '@type': 'MerchantReturnPolicy',
  applicableCountry: 'IN',
  returnPolicyCategory: 'https://schema.org/MerchantReturnNotPermitted',
} as const;

export interface ProductPageFacts {
  description: string;
  /** The page's path (the canonical URL's). */
  path: string;
  company: CompanyFacts;
  /** The generic name in the page's language (declarations.generic.<kind>). */
  genericName: string;
  /** The size the page shows (?size=). */
  sizeIndex: number;
  /** What staff set for the product's sizes (shared/stock.ts); none: every size in stock. */
  stock?: StockView;
}

/**
 * The Product with the declarations schema.org has a property for: net
 * content (size), country of origin, manufacturer with its address, and
 * an Offer per size with MRP, selling price, unit price, shipping and return
 * policy; the rest (generic name, shelf life, FSSAI licence, vegetarian) as
 * additionalProperty.
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
    offers: product.sizes.map((size, i) => ({
      '@type': 'Offer',
      name: size.size,
      url: `${publicUrl}${facts.path}`,
      priceCurrency: 'INR',
      price: size.cutoffPrice.toFixed(2),
      ...availabilityJsonLd(availabilityIn(facts.stock, product.id, i)),
      itemCondition: 'https://schema.org/NewCondition',
      priceSpecification: [
        { '@type': 'UnitPriceSpecification', priceType: 'https://schema.org/ListPrice', price: size.originalPrice.toFixed(2), priceCurrency: 'INR', valueAddedTaxIncluded: true },
        unitPriceJsonLd(size),
      ],
      shippingDetails: shippingDetailsJsonLd(size.cutoffPrice),
      hasMerchantReturnPolicy: RETURN_POLICY_JSON_LD,
    })),
  };
}
