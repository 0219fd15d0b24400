import { describe, expect, it } from 'vitest';

import { consentFromDocument, decodeConsent, DEFAULT_CONSENT, encodeConsent } from './consent';

describe('cookie consent', () => {
  it('round-trips a choice', () => {
    const c = { preferences: false, analytics: true, marketing: false };
    expect(encodeConsent(c)).toBe('p0.a1.m0');
    expect(decodeConsent(encodeConsent(c))).toEqual(c);
  });

  it('falls back to the default for anything malformed', () => {
    expect(decodeConsent('p2.a0.m0')).toEqual(DEFAULT_CONSENT);
    expect(decodeConsent(undefined)).toEqual(DEFAULT_CONSENT);
    expect(DEFAULT_CONSENT).toEqual({ preferences: true, analytics: false, marketing: false });
  });

  it('reads the choice from document.cookie', () => {
    expect(consentFromDocument('cart=1-0:1; cookie_consent=p0.a0.m1; i18next=hi').marketing).toBe(true);
    expect(consentFromDocument('')).toEqual(DEFAULT_CONSENT);
  });
});
