// What the store (and a request the backend cannot take) answers when a rule
// says no: a stable code of shared/api-errors.ts, with its parameters and, for
// a form, the problem of each field. The HTTP layer gives each code its status
// in one place (backend/http/errors.ts); the command-line tools print its text.
import { type ApiErrorCode, type ApiErrorParams, apiErrorText } from '../../shared/api-errors';

export class DomainError extends Error {
  constructor(
    readonly code: ApiErrorCode,
    readonly params?: ApiErrorParams,
    /** Per-field problems: field → English text (`errors`) and field → code (`fieldCodes`). */
    readonly fields?: { errors: Record<string, string>; fieldCodes: Record<string, string> },
  ) {
    super(apiErrorText(code, params));
  }
}
