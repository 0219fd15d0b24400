// An Indian PIN code: six digits, the first of them 1–9 (the postal region).
// The root loader (client/router/root.tsx) checks the pin cookie against the
// same pattern inline: a module shared with the lazy pages would be a chunk of
// its own on the home page, whose JavaScript budget has no room for one.

/** The PIN as given (spaces and a hyphen between its digits dropped), or undefined when it is not one. */
export function pinCode(raw: unknown): string | undefined {
  const pin = typeof raw === 'string' ? raw.replace(/[\s-]/g, '') : '';
  return /^[1-9]\d{5}$/.test(pin) ? pin : undefined;
}
