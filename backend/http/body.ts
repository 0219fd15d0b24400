// Request bodies: an object or nothing, and read through the account forms'
// schemas (shared/account-forms.ts): the values they define, or the first
// problem's code.
import type * as z from 'zod/mini';

import { formProblems } from '../../shared/account-forms';
import { DomainError } from '../store/domain-error';

export function body(value: unknown): Record<string, unknown> {
  if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  return {};
}

/** The body as the schema reads it, or the first problem (in the form's field order). */
export function parseBody<S extends z.ZodMiniType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(body(value));
  if (parsed.success) return parsed.data;
  const [first] = Object.values(formProblems(schema, body(value)));
  throw new DomainError(first?.code ?? 'bad_request', first?.params);
}
