import type { TFunction } from 'i18next';

import type { Failure } from '../../shared/errors';

/**
 * What the user reads for a failed call, in the current language: a known
 * error code's translation (apiErrors.<code>), the server's own message only
 * for a code we do not know (a foreign API host), else the catalogue entry.
 */
export function failureText(t: TFunction, failure: Failure): string {
  switch (failure.kind) {
    case 'code': {
      const params = { ...failure.params };
      if (typeof params.field === 'string') params.field = t(`apiErrors.fields.${params.field}`, { defaultValue: params.field });
      const known = t(`apiErrors.${failure.code}`, { ...params, defaultValue: '' });
      return known || failure.message || t('errors.unexpected');
    }
    case 'message':
      return failure.message;
    case 'fallback':
      return t(failure.key);
    default:
      return t(`errors.${failure.kind}`);
  }
}
