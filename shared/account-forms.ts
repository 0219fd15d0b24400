// The account forms' rules, one zod schema per form: the page checks them as
// the shopper submits, the route's action checks them again (the only check
// without JavaScript), and the backend parses its request body with the same
// schema. Each issue's message is the API error code the backend answers
// with, so a problem reads the same beside the field as from the server.
import * as z from 'zod/mini';

import type { ApiErrorCode, ApiErrorParams } from './api-errors';
import { EMAIL_MAX_LENGTH, isEmail } from './email';

export const MIN_PASSWORD = 8;
export const MAX_PASSWORD = 200;
export const MAX_NAME = 100;

/** A field that must be sent (a missing one reads as empty: required). */
export const present = z.string({ error: 'field_required' });
const name = present.check(z.trim(), z.minLength(1, 'field_required'), z.maxLength(MAX_NAME, 'field_too_long'));
/** An email address as every form reads it: trimmed, required, the one rule, lower-cased. */
export const email = present.check(
  z.trim(),
  z.minLength(1, 'field_required'),
  z.maxLength(EMAIL_MAX_LENGTH, 'field_too_long'),
  z.refine((v) => v === '' || isEmail(v), 'invalid_email'),
  z.toLowerCase(),
);
/** A password being chosen: long enough, not absurdly long. */
const newPassword = present.check(z.minLength(1, 'field_required'), z.minLength(MIN_PASSWORD, 'password_too_short'), z.maxLength(MAX_PASSWORD, 'field_too_long'));
/** A password being typed to sign in: only its presence is a rule (a wrong one is a wrong one). */
const currentPassword = present.check(z.minLength(1, 'field_required'));
const code = z.pipe(z.pipe(z.union([z.string(), z.number()], { error: 'otp_format' }), z.transform(String)), z.string().check(z.trim(), z.regex(/^\d{6}$/, 'otp_format')));

export const loginForm = z.object({ email, password: currentPassword });
/** Marketing mail is asked apart from the account and is off unless ticked (docs/decisions/023-grievances-and-data-rights.md). */
export const signupForm = z.object({ name, email, password: newPassword, marketingConsent: z.optional(z.boolean({ error: 'bad_request' })) });
export const resetRequestForm = z.object({ email });
export const resetPasswordForm = z.object({ email, otp: code, newPassword });
export const codeForm = z.object({ otp: code });

export interface FormProblem {
  code: ApiErrorCode;
  params: ApiErrorParams;
}

const PARAMS: Partial<Record<ApiErrorCode, (field: string) => ApiErrorParams>> = {
  field_required: (field) => ({ field }),
  field_too_long: (field) => ({ field }),
  password_too_short: (field) => ({ field, min: MIN_PASSWORD }),
};

/** The first problem of each field, in the schema's order; empty when the values pass. */
export function formProblems(schema: z.ZodMiniType, values: unknown): Record<string, FormProblem> {
  const parsed = schema.safeParse(values);
  const problems: Record<string, FormProblem> = {};
  if (parsed.success) return problems;
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field in problems) continue;
    const code = issue.message as ApiErrorCode;
    problems[field] = { code, params: PARAMS[code]?.(field) ?? {} };
  }
  return problems;
}
