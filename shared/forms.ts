// The rules of the corporate forms: Feedback (name, email and message
// required), Join Our Team (name, email and a résumé required), Contact Us and
// Customer Care (nothing required). The page checks them as the visitor
// submits; the route's action checks the same again (the only check without
// JavaScript). Problems are i18n keys under forms.*.
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
export const RESUME_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const;

export function isEmail(value: string): boolean {
  return /^[^\s@]{1,64}@[^\s@]{1,255}\.[a-z]{2,63}$/i.test(value.trim());
}

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

const required = (value: string | undefined) => !value || value.trim() === '';

/** The problems of a corporate form's values, as i18n keys by field; empty when it can be sent. */
export function brandFormProblems(kind: BrandFormKind, values: Record<string, string>, resume?: { name: string; size?: number } | null): FieldProblems {
  if (kind === 'contact' || kind === 'customer-care') return {};
  const problems: FieldProblems = {};
  if (required(values.name)) problems.name = 'forms.required';
  const email = values.email ?? '';
  if (required(email)) problems.email = 'forms.required';
  else if (!isEmail(email)) problems.email = 'forms.invalidEmail';
  if (kind === 'feedback' && required(values.message)) problems.message = 'forms.required';
  if (kind === 'join') {
    const problem = resumeProblem(resume);
    if (problem) problems.resume = `forms.join.resume_${problem}`;
  }
  return problems;
}

/** The fields each corporate form posts. */
export const BRAND_FORM_FIELDS: Record<BrandFormKind, readonly string[]> = {
  feedback: ['name', 'email', 'message'],
  contact: ['name', 'email', 'phone', 'message'],
  'customer-care': ['name', 'email', 'phone', 'orderId', 'message'],
  join: ['name', 'email', 'resume'],
};
