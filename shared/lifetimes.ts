// How long the shop keeps a sign-in and a one-time code: the backend enforces
// these, and the privacy policy and the notice at collection name them
// ({{lifetime.*}} in the corporate copy), so the two cannot disagree.
export const SESSION_DAYS = 7;
export const SIGN_UP_CODE_HOURS = 24;
export const RESET_CODE_MINUTES = 15;
