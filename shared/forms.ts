// The corporate forms: Feedback (name, email and message required), Join Our
// Team (name, email and a résumé required), Contact Us and Customer Care
// (nothing required). This module holds what every page with a form needs
// (the fields each posts, the résumé rule); the schemas that check the values
// are in brand-form-schemas.ts, loaded only where a form is checked.
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
export const RESUME_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const;

export type ResumeProblem = 'required' | 'type' | 'size' | null;

/**
 * A résumé must be a PDF, DOC or DOCX file of at most 5 MB. A posted form
 * carries only the file's name (nothing is uploaded), so the size is checked
 * where the file itself is known: in the browser.
 */
export function resumeProblem(file: { name: string; size?: number } | null | undefined): ResumeProblem {
  if (!file || !file.name) return 'required';
  const name = file.name.toLowerCase();
  if (!RESUME_EXTENSIONS.some((ext) => name.endsWith(ext))) return 'type';
  if (file.size !== undefined && (file.size > RESUME_MAX_BYTES || file.size === 0)) return 'size';
  return null;
}

export type BrandFormKind = 'feedback' | 'contact' | 'customer-care' | 'join';
export type FieldProblems = Partial<Record<string, string>>;

/** The fields each corporate form posts. */
export const BRAND_FORM_FIELDS: Record<BrandFormKind, readonly string[]> = {
  feedback: ['name', 'email', 'message'],
  contact: ['name', 'email', 'phone', 'message'],
  'customer-care': ['name', 'email', 'phone', 'orderId', 'message'],
  join: ['name', 'email', 'resume'],
};
