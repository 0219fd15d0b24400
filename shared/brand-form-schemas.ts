// The corporate forms' rules as one schema per form (zod): the page checks
// them as the visitor submits, the route's action checks them again (the only
// check without JavaScript). Problems are i18n keys under forms.*. Loaded on
// demand, so corporate pages without a form do not carry zod.
import * as z from 'zod/mini';

import { isEmail } from './email';
import { ENQUIRY_FIELD_MAX, type EnquiryField } from './enquiries';
import { type BrandFormKind, type FieldProblems, resumeProblem } from './forms';

// One schema per corporate form; each issue's message is the i18n key shown beside the field.
const text = (name: EnquiryField) => z.string().check(z.trim(), z.maxLength(ENQUIRY_FIELD_MAX[name], 'forms.tooLong'));
const required = (name: EnquiryField) =>
  z.string({ error: 'forms.required' }).check(z.trim(), z.minLength(1, 'forms.required'), z.maxLength(ENQUIRY_FIELD_MAX[name], 'forms.tooLong'));
const validEmail = z.refine<string>((v) => v === '' || isEmail(v), 'forms.invalidEmail');
const optional = (name: EnquiryField) => z.optional(text(name));

// Contact Us and Customer Care mark nothing required; what they cannot be sent without (a message, and a way to answer) is checked below.
const contactFields = { name: optional('name'), email: z.optional(text('email').check(validEmail)), phone: optional('phone'), message: required('message') };

export const BRAND_FORM_SCHEMAS: Record<BrandFormKind, z.ZodMiniType> = {
  feedback: z.object({ name: required('name'), email: required('email').check(validEmail), message: required('message') }),
  join: z.object({ name: required('name'), email: required('email').check(validEmail) }),
  contact: z.object(contactFields),
  'customer-care': z.object({ ...contactFields, orderId: optional('orderId') }),
};

/** The problems of a corporate form's values, as i18n keys by field; empty when it can be sent. */
export function brandFormProblems(kind: BrandFormKind, values: Record<string, string>, resume?: { name: string; size?: number } | null): FieldProblems {
  const problems: FieldProblems = {};
  const parsed = BRAND_FORM_SCHEMAS[kind].safeParse(values);
  for (const issue of parsed.success ? [] : parsed.error.issues) problems[String(issue.path[0])] ??= issue.message;
  if ((kind === 'contact' || kind === 'customer-care') && !values.email?.trim() && !values.phone?.trim()) problems.email ??= 'forms.replyNeeded';
  if (kind === 'join') {
    const problem = resumeProblem(resume);
    if (problem) problems.resume = `forms.join.resume_${problem}`;
  }
  return problems;
}
