// The visitor's cookie choices (Cookie Settings), kept in the `cookie_consent`
// cookie as "p1.a0.m0". Without a choice, preferences (the remembered language)
// are on — the spec promises the language is remembered — and the rest are off.
import { CONSENT_COOKIE } from './cookie-names';
export interface Consent {
  preferences: boolean;
  analytics: boolean;
  marketing: boolean;
}

export { CONSENT_COOKIE };
export const DEFAULT_CONSENT: Consent = { preferences: true, analytics: false, marketing: false };

export function encodeConsent(c: Consent): string {
  return `p${+c.preferences}.a${+c.analytics}.m${+c.marketing}`;
}

export function decodeConsent(value: unknown): Consent {
  const m = typeof value === 'string' ? /^p([01])\.a([01])\.m([01])$/.exec(value) : null;
  return m ? { preferences: m[1] === '1', analytics: m[2] === '1', marketing: m[3] === '1' } : DEFAULT_CONSENT;
}

export function consentFromDocument(cookie: string): Consent {
  const raw = cookie.split(/;\s*/).find((c) => c.startsWith(`${CONSENT_COOKIE}=`));
  return decodeConsent(raw?.slice(CONSENT_COOKIE.length + 1));
}
