// Small rules of the corporate forms (spec section 5).
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
export const RESUME_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const;

export function isEmail(value: string): boolean {
  return /^[^\s@]{1,64}@[^\s@]{1,255}\.[a-z]{2,63}$/i.test(value.trim());
}

export type ResumeProblem = 'required' | 'type' | 'size' | null;

/** A résumé must be a PDF, DOC or DOCX file of at most 5 MB. */
export function resumeProblem(file: { name: string; size: number } | null | undefined): ResumeProblem {
  if (!file) return 'required';
  const name = file.name.toLowerCase();
  if (!RESUME_EXTENSIONS.some((ext) => name.endsWith(ext))) return 'type';
  if (file.size > RESUME_MAX_BYTES || file.size === 0) return 'size';
  return null;
}
