import type { TFunction } from 'i18next';
import type { Failure } from '../../shared/errors';

/** What the user reads for a failed call, in the current language (the server's own message as it is). */
export function failureText(t: TFunction, failure: Failure): string {
  switch (failure.kind) {
    case 'message':
      return failure.message;
    case 'fallback':
      return t(failure.key);
    default:
      return t(`errors.${failure.kind}`);
  }
}
