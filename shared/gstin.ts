// GSTIN: the 15-character GST identification number. Two state-code digits,
// the holder's PAN (10), the entity number (1-9, then A-Z), 'Z', and a check
// character computed over the first 14 (base 36, weights 1 and 2 alternating,
// each product's two base-36 digits added; the check brings the sum to a
// multiple of 36). docs/decisions/027-gst-invoice-rules.md
import { gstStateByCode } from './gst-states';

const BASE36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const SHAPE = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The check character of a GSTIN's first 14 characters. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = BASE36.indexOf(first14.charAt(i)) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return BASE36.charAt((36 - (sum % 36)) % 36);
}

export type GstinProblem = 'shape' | 'state' | 'check';

/** What is wrong with a GSTIN as typed (spaces and case forgiven), or null when it is valid. */
export function gstinProblem(value: string): GstinProblem | null {
  const gstin = normaliseGstin(value);
  if (!SHAPE.test(gstin)) return 'shape';
  if (!gstStateByCode(gstin.slice(0, 2))) return 'state';
  return gstinCheckCharacter(gstin) === gstin.charAt(14) ? null : 'check';
}

export function isGstin(value: string): boolean {
  return gstinProblem(value) === null;
}

/** A GSTIN as it is stored and printed: capitals, no spaces. */
export function normaliseGstin(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** The two-digit GST state code a GSTIN starts with (24 for Gujarat). */
export function gstStateCode(gstin: string): string {
  return gstin.slice(0, 2);
}

/** What stops the server about the seller's own GSTIN (COMPANY_GSTIN): a mistyped one would print on every invoice. */
export function sellerGstinProblem(gstin: string): string | null {
  const problem = gstinProblem(gstin);
  if (problem === 'check') return `COMPANY_GSTIN ${gstin} fails its check character (it would end in ${gstinCheckCharacter(gstin)}): one of its characters is mistyped`;
  if (problem === 'state') return `COMPANY_GSTIN ${gstin} starts with ${gstin.slice(0, 2)}, which is no GST state code`;
  if (problem || gstin !== normaliseGstin(gstin)) return 'COMPANY_GSTIN must be the 15-character GSTIN in capitals, such as 24AAAAA0000A1Z8';
  return null;
}
