// The letters about an account: the code that finishes a sign-up, the note to
// an address's owner when someone signs up with it again (no code: nothing to
// open), the code that verifies an older account, the password reset code, and
// the goodbye once an account is deleted. Lifetimes come from the module that
// enforces them, so the letter and the rule cannot disagree.
import type { TFunction } from 'i18next';

import { RESET_CODE_MINUTES, SIGN_UP_CODE_HOURS } from '../../shared/lifetimes';
import type { Addressee } from '../store/postman';
import { letter } from './letter';
import type { Message } from './mailer';

export function signupCodeMail(t: TFunction, to: Addressee, code: string): Message {
  return letter(t, to.email, t('mail.signup.subject'), to.name, [t('mail.signup.code', { code }), t('mail.signup.validity', { hours: SIGN_UP_CODE_HOURS })]);
}

export function accountExistsMail(t: TFunction, owner: Addressee): Message {
  return letter(t, owner.email, t('mail.accountExists.subject'), owner.name, [
    t('mail.accountExists.body'),
    t('mail.accountExists.ifYou', { forgot: t('auth.forgot') }),
    t('mail.accountExists.ifNotYou'),
  ]);
}

export function verifyCodeMail(t: TFunction, to: Addressee, code: string): Message {
  return letter(t, to.email, t('mail.verify.subject'), to.name, [t('mail.verify.code', { code }), t('mail.verify.validity', { hours: SIGN_UP_CODE_HOURS })]);
}

export function resetCodeMail(t: TFunction, to: Addressee, code: string): Message {
  return letter(t, to.email, t('mail.reset.subject'), to.name, [t('mail.reset.code', { code }), t('mail.reset.validity', { minutes: RESET_CODE_MINUTES })]);
}

export function accountDeletedMail(t: TFunction, to: Addressee): Message {
  return letter(t, to.email, t('privacyCentre.mail.deletedSubject'), to.name, [t('privacyCentre.mail.deleted')]);
}
