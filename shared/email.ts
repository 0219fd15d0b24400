// The one rule for an email address, used by every form, the backend and the
// operator's settings: a local part, an @, a domain with a dot and a
// letters-only ending; no spaces or angle brackets anywhere (they would let a
// typed address break out of a mail header or a page).
export const EMAIL_MAX_LENGTH = 320;

const EMAIL = /^[^\s@<>]{1,64}@[^\s@<>]{1,255}\.[a-z]{2,63}$/i;

export function isEmail(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.length <= EMAIL_MAX_LENGTH && EMAIL.test(trimmed);
}
