// The enquiry call (docs/decisions/030-enquiries.md): a corporate form's
// message to the company, with a résumé for Join Our Team.
import type { BrandFormKind } from '../../shared/forms';
import type { ApiBody, Call } from './request';

export interface EnquiryInput {
  kind: BrandFormKind;
  name: string;
  email: string;
  phone: string;
  orderId: string;
  message: string;
  /** The honeypot's value: empty from a person. */
  website: string;
  /** The page's language: the acknowledgement mail's. */
  language: string;
  resume?: { name: string; data: string };
}

/** A résumé of 5 MB takes a while on a slow phone link. */
const UPLOAD_TIMEOUT_MS = 60_000;

export function enquiryCalls(call: Call) {
  return {
    sendEnquiry: (input: EnquiryInput) =>
      call<ApiBody & { reference: string }>('/api/enquiries', { method: 'POST', body: input, ...(input.resume ? { timeoutMs: UPLOAD_TIMEOUT_MS } : {}) }),
  };
}

/** Bytes as base64, in slices (a 5 MB file at once would overflow the argument list); the same in the browser and on the server. */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
