// The form token that decides a post neither of the browser's own headers
// decides (no Sec-Fetch-Site, and an Origin that is missing or "null"): the
// value of an httpOnly cookie, repeated in a hidden field of every form on a
// page rendered for its request. Pages kept by the render cache carry none.
// See docs/security.md (login CSRF).
export { CSRF_COOKIE } from './cookie-names';
export const CSRF_FIELD = '_csrf';
