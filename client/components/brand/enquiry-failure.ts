// What a corporate form says when its message could not be sent: the few API
// errors a sender can act on, named one by one so that a corporate page's
// dictionary carries only these (not the whole catalogue, failure-text.ts).
import type { TFunction } from 'i18next';

import type { Failure } from '../../../shared/errors';

export function enquiryFailureText(t: TFunction, failure: Failure): string {
  if (failure.kind === 'code') {
    if (failure.code === 'rate_limited') return t('apiErrors.rate_limited');
    if (failure.code === 'resume_invalid') return t('apiErrors.resume_invalid');
    if (failure.code === 'reply_needed') return t('apiErrors.reply_needed');
    if (failure.code === 'invalid_email') return t('apiErrors.invalid_email');
    return failure.message || t('errors.unexpected');
  }
  if (failure.kind === 'message') return failure.message;
  if (failure.kind === 'timeout') return t('errors.timeout');
  if (failure.kind === 'offline') return t('errors.offline');
  if (failure.kind === 'server') return t('errors.server');
  if (failure.kind === 'noResponse') return t('errors.noResponse');
  return t('errors.unexpected');
}
