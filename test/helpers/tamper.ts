// A forged copy of a secret value for tests: its last character changed to
// another, so the copy never equals the original (a key that already ended
// in the replacement character once made a "tampered" key the real one).

export function tampered(value: string): string {
  if (!value) throw new Error('nothing to tamper with');
  return `${value.slice(0, -1)}${value.endsWith('A') ? 'B' : 'A'}`;
}

/** A six-digit code that is not `code` (the next one). */
export function otherCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}
