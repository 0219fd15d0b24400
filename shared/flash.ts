// A message for the page after a form post. Without JavaScript the server
// answers a post with a redirect, and this short-lived cookie carries the
// message to the page that follows; with JavaScript the same message is a
// toast. Only these ids are ever read back, so the cookie cannot inject text.
// `inline` messages are shown by their own form (the coupon, cookie settings),
// not as a toast or a notice.
import { MAX_LINE_QUANTITY } from './cart';
import { FLASH_COOKIE } from './cookie-names';

export { FLASH_COOKIE };

export const FLASH_MESSAGES = {
  loggedIn: { key: 'auth.loggedIn', kind: 'success' },
  signedUp: { key: 'auth.created', kind: 'success' },
  loggedOut: { key: 'account.loggedOut', kind: 'success' },
  codeSent: { key: 'verify.sent', kind: 'success' },
  signupCodeSent: { key: 'verify.signupSent', kind: 'success' },
  verified: { key: 'verify.done', kind: 'success' },
  resetCodeSent: { key: 'reset.codeSent', kind: 'success' },
  passwordReset: { key: 'reset.done', kind: 'success' },
  couponApplied: { key: 'cart.coupon.applied', kind: 'success', inline: true },
  markedRead: { key: 'notifications.markedRead', kind: 'success' },
  markedAll: { key: 'notifications.markedAll', kind: 'success' },
  removed: { key: 'notifications.removed', kind: 'success' },
  orderCancelled: { key: 'cancellation.done', kind: 'success' },
  cookiesSaved: { key: 'forms.cookies.saved', kind: 'success', inline: true },
  accountDeleted: { key: 'privacyCentre.deleted', kind: 'success' },
  consentSaved: { key: 'privacyCentre.consentSaved', kind: 'success' },
  overLineLimit: { key: 'cart.overLineLimit', kind: 'error', values: { max: MAX_LINE_QUANTITY } },
} as const satisfies Record<string, { key: string; kind: 'success' | 'error' | 'info'; inline?: true; values?: Record<string, number> }>;

/** The message of a flash, with the values it names (t(...flashText(id))). */
export function flashText(id: FlashId): [string, Record<string, number>] {
  const message = FLASH_MESSAGES[id];
  return [message.key, 'values' in message ? message.values : {}];
}

export type FlashId = keyof typeof FLASH_MESSAGES;

export function isFlashId(value: unknown): value is FlashId {
  return typeof value === 'string' && Object.hasOwn(FLASH_MESSAGES, value);
}
