// The corporate forms' rules as one schema per form (zod): the page checks
// them as the visitor submits, the route's action checks them again (the only
// check without JavaScript). Problems are i18n keys under forms.*. Loaded on
// demand, so corporate pages without a form do not carry zod.
import * as z from 'zod/mini';

import { isEmail } from './email';
import { type BrandFormKind, type FieldProblems, resumeProblem } from './forms';

// One schema per corporate form; each issue's message is the i18n key shown beside the field.
const required = z.string({ error: 'forms.required' }).check(z.trim(), z.minLength(1, 'forms.required'));
const email = required.check(z.refine((v) => v === '' || isEmail(v), 'forms.invalidEmail'));
const anything = z.object({});

export const BRAND_FORM_SCHEMAS: Record<BrandFormKind, z.ZodMiniType> = {
  feedback: z.object({ name: required, email, message: required }),
  join: z.object({ name: required, email }),
  contact: anything,
  'customer-care': anything,
};

/** The problems of a corporate form's values, as i18n keys by field; empty when it can be sent. */
export function brandFormProblems(kind: BrandFormKind, values: Record<string, string>, resume?: { name: string; size?: number } | null): FieldProblems {
  const problems: FieldProblems = {};
  const parsed = BRAND_FORM_SCHEMAS[kind].safeParse(values);
  for (const issue of parsed.success ? [] : parsed.error.issues) problems[String(issue.path[0])] ??= issue.message;
  if (kind === 'join') {
    const problem = resumeProblem(resume);
    if (problem) problems.resume = `forms.join.resume_${problem}`;
  }
  return problems;
}
