// What a corporate form sends (docs/decisions/030-enquiries.md): its kind, the
// reference the sender is given, how long each field may be, the honeypot a
// person never fills, and the résumé a Join Our Team form carries, recognised
// by its first bytes as well as its name.
import { type BrandFormKind, RESUME_EXTENSIONS, RESUME_MAX_BYTES } from './forms';

export const ENQUIRY_KINDS: readonly BrandFormKind[] = ['feedback', 'contact', 'customer-care', 'join'];

export const isEnquiryKind = (value: unknown): value is BrandFormKind => typeof value === 'string' && (ENQUIRY_KINDS as readonly string[]).includes(value);

/** ENQ- and ten characters of Crockford's base32 (no I, L, O or U to misread). */
export const ENQUIRY_REFERENCE = /^ENQ-[0-9A-HJKMNP-TV-Z]{10}$/;

/** The longest value each field keeps; a longer one is refused, never cut. */
export const ENQUIRY_FIELD_MAX = { name: 200, email: 320, phone: 40, orderId: 40, message: 5000 } as const;
export type EnquiryField = keyof typeof ENQUIRY_FIELD_MAX;

/** A field hidden from people (off-screen, out of the tab order, hidden from screen readers); a bot that fills it is thanked and ignored. */
export const HONEYPOT_FIELD = 'website';

/** Enquiries (and the résumés they carry) are deleted this long after they arrive (`npm run purge-retained`). */
export const ENQUIRY_KEEP_DAYS = 365;

/** The pages whose form uploads a file: their posts may be as large as a résumé. */
export const UPLOAD_PAGES: readonly string[] = ['careers', 'job-openings'];

/** A posted form that carries a résumé: the file, its base64 and its envelope. */
export const UPLOAD_BODY_LIMIT = Math.ceil(RESUME_MAX_BYTES * 1.4) + 64 * 1024;

export type ResumeFormat = 'pdf' | 'doc' | 'docx';

export const RESUME_MEDIA_TYPES: Record<ResumeFormat, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

const startsWith = (bytes: Uint8Array, magic: readonly number[]) => magic.every((b, i) => bytes[i] === b);

/**
 * The format of a résumé whose name and first bytes agree: a PDF starts
 * "%PDF-", a DOC is an OLE compound file, a DOCX a ZIP. Anything else
 * (a renamed program, an empty or oversized file) is null.
 */
export function resumeFormat(name: string, bytes: Uint8Array): ResumeFormat | null {
  if (bytes.length === 0 || bytes.length > RESUME_MAX_BYTES) return null;
  const lower = name.toLowerCase();
  const extension = RESUME_EXTENSIONS.find((ext) => lower.endsWith(ext));
  if (extension === '.pdf') return startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d]) ? 'pdf' : null;
  if (extension === '.doc') return startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]) ? 'doc' : null;
  if (extension === '.docx') return startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) ? 'docx' : null;
  return null;
}

/** A file name safe to put in a mail header or on disk: its last path part, plain characters, at most 100 of them. */
export function plainFileName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  const plain = base
    .replace(/[^\p{L}\p{M}\p{N}._ -]/gu, '_')
    .replace(/^\.+/, '')
    .slice(-100);
  return plain || 'resume';
}
