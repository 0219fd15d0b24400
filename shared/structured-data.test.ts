import { describe, expect, it } from 'vitest';

import { getProductByKey } from './catalogue';
import { SAMPLE_COMPANY } from './company';
import { productJsonLd } from './product-structured-data';
import { organizationJsonLd } from './structured-data';

const url = 'https://shop.example';

describe('Product JSON-LD', () => {
  const bottle = getProductByKey('water-bottle')!;
  const ld = productJsonLd(url, bottle, { description: 'Water', path: '/water-bottle', company: SAMPLE_COMPANY, genericName: 'Packaged drinking water', sizeIndex: 1 });

  it('gives the shown size as net content and each offer its MRP and unit price', () => {
    expect(ld.size).toEqual({ '@type': 'QuantitativeValue', value: 2, unitCode: 'LTR', unitText: 'L' });
    const [oneLitre, , halfLitre] = ld.offers;
    expect(oneLitre!.priceSpecification[0]).toMatchObject({ priceType: 'https://schema.org/ListPrice', price: '20.00' });
    expect(oneLitre!.priceSpecification[1]).toMatchObject({ price: '18.00', referenceQuantity: { value: 1, unitCode: 'LTR' } });
    expect(halfLitre!.priceSpecification[1]).toMatchObject({ price: '0.02', referenceQuantity: { value: 1, unitCode: 'MLT' } });
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
    const first = productJsonLd(url, bottle, { description: '', path: '/', company: SAMPLE_COMPANY, genericName: '', sizeIndex: 9 });
    expect(first.size).toMatchObject({ value: 1, unitCode: 'LTR' });
  });
});

describe('Organization JSON-LD', () => {
  it('has the GSTIN, customer care and the grievance officer', () => {
    const org = organizationJsonLd(url, SAMPLE_COMPANY);
    expect(org.taxID).toBe(SAMPLE_COMPANY.gstin);
    expect(org.contactPoint.map((c) => c.contactType)).toEqual(['customer care', 'grievance officer']);
    expect(org.contactPoint[1]).toMatchObject({
      name: SAMPLE_COMPANY.grievanceOfficerName,
      email: SAMPLE_COMPANY.grievanceOfficerEmail,
      telephone: SAMPLE_COMPANY.grievanceOfficerPhone,
    });
  });
});
