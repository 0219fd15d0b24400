// Enquiries from the corporate forms (docs/decisions/030-enquiries.md):
// checked by the same rules as the page, stored, mailed to the team its kind
// names (with the résumé attached) and acknowledged to the sender in the
// language they wrote in. The sender's own text is never quoted back to the
// address they typed. Closed by staff; deleted after ENQUIRY_KEEP_DAYS.
import { brandFormProblems } from '../../../shared/brand-form-schemas';
import { ENQUIRY_KEEP_DAYS, plainFileName, RESUME_MEDIA_TYPES, resumeFormat } from '../../../shared/enquiries';
import type { BrandFormKind } from '../../../shared/forms';
import { DEFAULT_LANGUAGE, toSupportedLanguage } from '../../../shared/languages';
import type { StoreContext } from '../context';
import type { Queryable } from '../db';
import { DomainError } from '../domain-error';
import { newReference } from '../reference';
import type { EnquiryRow } from './rows';

export interface EnquiryInput {
  kind: BrandFormKind;
  name: string;
  email: string;
  phone: string;
  orderId: string;
  message: string;
  /** Join Our Team: the file's name and its bytes. */
  resume: { name: string; bytes: Buffer } | null;
}

const DAY = 24 * 60 * 60 * 1000;

/** The first problem of an enquiry as an API error (the page shows every problem by field before it posts). */
function refusal(input: EnquiryInput): DomainError | null {
  const values = { name: input.name, email: input.email, phone: input.phone, orderId: input.orderId, message: input.message };
  const problems = brandFormProblems(input.kind, values, input.resume ? { name: input.resume.name, size: input.resume.bytes.length } : null);
  const [field, key] = Object.entries(problems)[0] ?? [];
  if (!field || !key) return null;
  if (field === 'resume') return new DomainError('resume_invalid');
  if (key === 'forms.invalidEmail') return new DomainError('invalid_email');
  if (key === 'forms.replyNeeded') return new DomainError('reply_needed');
  const named = field === 'name' || field === 'email' || field === 'message' ? field : 'message';
  return new DomainError(key === 'forms.tooLong' ? 'field_too_long' : 'field_required', { field: named });
}

/** Takes an enquiry: stored, then mailed to its team and acknowledged to the sender. */
export async function sendEnquiry(ctx: StoreContext, input: EnquiryInput, sender: { language: unknown; clientAddress: string | undefined }, now = Date.now()): Promise<EnquiryRow> {
  await ctx.limits.enquiries.hit(`ip:${sender.clientAddress}`);
  const refused = refusal(input);
  if (refused) throw refused;
  const format = input.kind === 'join' && input.resume ? resumeFormat(input.resume.name, input.resume.bytes) : null;
  if (input.kind === 'join' && !format) throw new DomainError('resume_invalid');
  const row: EnquiryRow = {
    id: newReference('ENQ'),
    kind: input.kind,
    name: input.name.trim(),
    email: input.email.trim(),
    phone: input.phone.trim(),
    order_id: input.orderId.trim(),
    message: input.message.trim(),
    language: toSupportedLanguage(sender.language) ?? DEFAULT_LANGUAGE,
    resume_name: format && input.resume ? plainFileName(input.resume.name) : null,
    resume_type: format ? RESUME_MEDIA_TYPES[format] : null,
    resume_base64: format && input.resume ? input.resume.bytes.toString('base64') : null,
    status: 'new',
    created_at: now,
    closed_at: null,
  };
  await ctx.db.run(
    `INSERT INTO enquiries (id, kind, name, email, phone, order_id, message, language, resume_name, resume_type, resume_base64, status, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    row.id,
    row.kind,
    row.name,
    row.email,
    row.phone,
    row.order_id,
    row.message,
    row.language,
    row.resume_name,
    row.resume_type,
    row.resume_base64,
    row.status,
    row.created_at,
  );
  await ctx.post.enquiryToTeam(row);
  // As for orders and tickets: so many acknowledgements to one typed address, then enquiries arrive unacknowledged.
  if (row.email && (await ctx.limits.mailsPerRecipient.allows(`email:${row.email}`))) await ctx.post.enquiryReceived(row);
  return row;
}

export function findEnquiry(db: Queryable, id: string): Promise<EnquiryRow | undefined> {
  return db.get<EnquiryRow>('SELECT * FROM enquiries WHERE id = ?', id);
}

/** Enquiries with a status, oldest first (without the résumé's bytes). */
export function enquiriesWith(db: Queryable, status: EnquiryRow['status']): Promise<EnquiryRow[]> {
  return db.all<EnquiryRow>(
    `SELECT id, kind, name, email, phone, order_id, message, language, resume_name, resume_type, NULL AS resume_base64, status, created_at, closed_at
     FROM enquiries WHERE status = ? ORDER BY created_at, id`,
    status,
  );
}

/** Closes a new enquiry: true when this call closed it, false when it was closed already; an unknown one is not_found. */
export async function closeEnquiry(db: Queryable, id: string, now = Date.now()): Promise<boolean> {
  const { changes } = await db.run("UPDATE enquiries SET status = 'closed', closed_at = ? WHERE id = ? AND status = 'new'", now, id);
  if (changes === 0 && !(await findEnquiry(db, id))) throw new DomainError('not_found');
  return changes === 1;
}

/** Deletes the enquiries (and their résumés) older than ENQUIRY_KEEP_DAYS; answers their references. */
export async function purgeOldEnquiries(db: Queryable, now = Date.now()): Promise<string[]> {
  const before = now - ENQUIRY_KEEP_DAYS * DAY;
  const old = await db.all<{ id: string }>('SELECT id FROM enquiries WHERE created_at < ? ORDER BY created_at', before);
  await db.run('DELETE FROM enquiries WHERE created_at < ?', before);
  return old.map((r) => r.id);
}
