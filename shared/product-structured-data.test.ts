import { describe, expect, it } from 'vitest';

import RETURNS_PAGE from '../locales/en/content/returns-and-refunds.json';
import { getProductByKey, PRODUCTS } from './catalogue';
import { SAMPLE_COMPANY } from './company';
import { deliverySpan, transitSpan } from './delivery';
import { toRupees } from './money';
import { FREE_SHIPPING_FROM, SHIPPING_FEE } from './pricing';
import { productJsonLd, RETURN_POLICY_JSON_LD, shippingDetailsJsonLd } from './product-structured-data';

const url = 'https://shop.example';
const facts = { description: '', path: '/', company: SAMPLE_COMPANY, genericName: '', sizeIndex: 0 };
/** The structured data as a crawler reads it: through JSON. */
const read = (key: string) => JSON.parse(JSON.stringify(productJsonLd(url, getProductByKey(key)!, facts))) as ReturnType<typeof productJsonLd>;

describe('Product JSON-LD', () => {
  const bottle = getProductByKey('water-bottle')!;
  const ld = productJsonLd(url, bottle, { description: 'Water', path: '/water-bottle', company: SAMPLE_COMPANY, genericName: 'Packaged drinking water', sizeIndex: 1 });

  it('gives the shown size as net content and each offer its MRP', () => {
    expect(ld.size).toEqual({ '@type': 'QuantitativeValue', value: 2, unitCode: 'LTR', unitText: 'L' });
    const [oneLitre] = ld.offers;
    expect(oneLitre!.priceSpecification[0]).toMatchObject({ priceType: 'https://schema.org/ListPrice', price: '20.00' });
  });

  it('names the maker with its address, the origin and the other declarations', () => {
    expect(ld.manufacturer.address.postalCode).toBe(SAMPLE_COMPANY.postalCode);
    expect(ld.countryOfOrigin).toEqual({ '@type': 'Country', name: 'India', identifier: 'IN' });
    expect(ld.additionalProperty.map((p) => [p.propertyID, p.value])).toEqual([
      ['genericName', 'Packaged drinking water'],
      ['shelfLife', bottle.shelfLifeDays],
      ['FSSAI', SAMPLE_COMPANY.fssaiLicence],
      ['vegetarian', false],
    ]);
  });

  it('falls back to the first size for a size the product does not have', () => {
    const first = productJsonLd(url, bottle, { ...facts, sizeIndex: 9 });
    expect(first.size).toMatchObject({ value: 1, unitCode: 'LTR' });
  });
});

describe('unit price', () => {
  it("gives the pack's price for the pack's measure, compared per 100 ml or per litre", () => {
    const [litre, twoLitres, halfLitre] = read('water-bottle').offers.map((o) => o.priceSpecification[1]);
    expect(litre).toEqual({
      '@type': 'UnitPriceSpecification',
      price: '18.00',
      priceCurrency: 'INR',
      valueAddedTaxIncluded: true,
      referenceQuantity: {
        '@type': 'QuantitativeValue',
        value: 1,
        unitCode: 'LTR',
        unitText: 'L',
        valueReference: { '@type': 'QuantitativeValue', value: 1, unitCode: 'LTR', unitText: 'L' },
      },
    });
    expect(twoLitres).toMatchObject({ price: '30.00', referenceQuantity: { value: 2, unitCode: 'LTR', valueReference: { value: 1, unitCode: 'LTR' } } });
    expect(halfLitre).toMatchObject({ price: '9.00', referenceQuantity: { value: 500, unitCode: 'MLT', valueReference: { value: 100, unitCode: 'MLT' } } });
  });

  it('writes no rounded per-unit figure: ₹10 for 150 ml is read as ₹10 for 150 ml, which Google divides itself', () => {
    const small = read('mango').offers.find((o) => o.name === '150ml')!;
    const unit = small.priceSpecification[1]!;
    expect(unit).toMatchObject({ price: '10.00', referenceQuantity: { value: 150, unitCode: 'MLT', valueReference: { value: 100, unitCode: 'MLT' } } });
    const { referenceQuantity: q } = unit as { referenceQuantity: { value: number; valueReference: { value: number } } };
    expect((Number(unit.price) / q.value) * q.valueReference.value).toBeCloseTo(6.6667, 4);
  });

  it("is every offer's selling price for its own size, across the catalogue", () => {
    for (const product of PRODUCTS) {
      const offers = read(product.key).offers;
      product.sizes.forEach((size, i) => {
        const unit = offers[i]!.priceSpecification[1] as {
          price: string;
          referenceQuantity: { value: number; unitCode: string; valueReference: { value: number; unitCode: string } };
        };
        const ml = unit.referenceQuantity.value * (unit.referenceQuantity.unitCode === 'LTR' ? 1000 : 1);
        expect(unit.price, `${product.key} ${size.size}`).toBe(offers[i]!.price);
        expect(ml, `${product.key} ${size.size}`).toBe(size.value);
        expect(unit.referenceQuantity.valueReference.unitCode).toBe(unit.referenceQuantity.unitCode);
        expect([1, 100]).toContain(unit.referenceQuantity.valueReference.value);
      });
    }
  });
});

describe('shipping and returns', () => {
  it("gives every offer of every product the shop's shipping fee to India and its delivery days", () => {
    for (const product of PRODUCTS) {
      for (const offer of read(product.key).offers) {
        expect(offer.shippingDetails, `${product.key} ${offer.name}`).toEqual({
          '@type': 'OfferShippingDetails',
          shippingRate: { '@type': 'MonetaryAmount', value: toRupees(SHIPPING_FEE), currency: 'INR' },
          shippingDestination: { '@type': 'DefinedRegion', addressCountry: 'IN' },
          deliveryTime: {
            '@type': 'ShippingDeliveryTime',
            handlingTime: { '@type': 'QuantitativeValue', minValue: 0, maxValue: 1, unitCode: 'DAY' },
            transitTime: { '@type': 'QuantitativeValue', minValue: transitSpan().from, maxValue: transitSpan().to, unitCode: 'DAY' },
          },
        });
      }
    }
  });

  it('ships free from the free-shipping threshold, as the cart does', () => {
    expect(shippingDetailsJsonLd(toRupees(FREE_SHIPPING_FROM)).shippingRate.value).toBe(0);
    expect(shippingDetailsJsonLd(toRupees(FREE_SHIPPING_FROM) - 0.01).shippingRate.value).toBe(toRupees(SHIPPING_FEE));
  });

  it('adds handling and transit up to the days the shipping policy promises', () => {
    const { handlingTime, transitTime } = shippingDetailsJsonLd(20).deliveryTime;
    expect([handlingTime.minValue + transitTime.minValue, handlingTime.maxValue + transitTime.maxValue]).toEqual([deliverySpan().from, deliverySpan().to]);
  });

  it('gives every offer the return policy: no returns of delivered packs, in India', () => {
    for (const product of PRODUCTS) {
      for (const offer of read(product.key).offers) {
        expect(offer.hasMerchantReturnPolicy).toEqual({
          '@type': 'MerchantReturnPolicy',
          applicableCountry: 'IN',
          returnPolicyCategory: 'https://schema.org/MerchantReturnNotPermitted',
        });
      }
    }
  });

  it('says what the returns policy page says', () => {
    const returns = RETURNS_PAGE.blocks.find((b) => b.heading === 'Returns') as { items: string[] } | undefined;
    expect(RETURN_POLICY_JSON_LD.returnPolicyCategory).toBe('https://schema.org/MerchantReturnNotPermitted');
    expect(returns?.items.some((item) => /cannot be returned once delivered/.test(item))).toBe(true);
  });
});
