import { describe, expect, it } from 'vitest';

import { SAMPLE_COMPANY } from './company';
import { organizationJsonLd } from './structured-data';

const url = 'https://shop.example';

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
