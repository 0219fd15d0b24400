// Every cookie the shop sets, by name, in one place: the BFF, the browser and
// the embedded backend read and write them through these.
export const SESSION_COOKIE = 'token';
/** A sign-up waiting for its mailed code (backend/store/accounts/signups.ts). */
export const SIGNUP_COOKIE = 'signup';
export const CART_COOKIE = 'cart';
export const COUPON_COOKIE = 'coupon';
export const FLASH_COOKIE = 'flash';
export const CONSENT_COOKIE = 'cookie_consent';
/** The chosen language (i18next's detector reads it by this name). */
export const LANGUAGE_COOKIE = 'i18next';
/** The form token of a page rendered for its request (shared/csrf.ts). */
export const CSRF_COOKIE = 'csrf';
/** The PIN code the shopper delivers to (shared/pin-code.ts): the header, the product page and checkout read it. */
export const PIN_COOKIE = 'pin';
/** A member of staff's back-office session (backend/store/staff/sessions.ts): never a shopper's. */
export const STAFF_SESSION_COOKIE = 'staff_token';
/** Between a member of staff's password and their second factor (backend/store/staff/sign-in.ts). */
export const STAFF_PENDING_COOKIE = 'staff_pending';
