// The 6-box code entry as pure steps: what the boxes hold and
// which box has the focus after typing or pasting.
export const CODE_LENGTH = 6;

export const emptyCode = (): string[] => Array.from({ length: CODE_LENGTH }, () => '');

/** Typing into box i: keeps the last digit typed; a digit moves the focus on. Several digits (autofill) spread forward. */
export function applyOtpInput(current: readonly string[], index: number, text: string): { digits: string[]; focus: number } {
  const digits = [...current];
  const clean = text.replace(/\D/g, '');
  if (clean.length === 0) {
    digits[index] = '';
    return { digits, focus: index };
  }
  // Two characters: a digit typed into a box that had one. More: an autofill.
  if (clean.length > 2) {
    return applyOtpPaste(current, index, clean) ?? { digits, focus: index };
  }
  digits[index] = clean.charAt(clean.length - 1);
  return { digits, focus: Math.min(index + 1, CODE_LENGTH - 1) };
}

/** A pasted code fills the boxes from i on (a full code always from the first box); null when it holds no digit. */
export function applyOtpPaste(current: readonly string[], index: number, text: string): { digits: string[]; focus: number } | null {
  const clean = text.replace(/\D/g, '').slice(0, CODE_LENGTH);
  if (!clean) return null;
  const start = clean.length === CODE_LENGTH ? 0 : index;
  const digits = [...current];
  for (let k = 0; k < clean.length && start + k < CODE_LENGTH; k++) digits[start + k] = clean.charAt(k);
  return { digits, focus: Math.min(start + clean.length, CODE_LENGTH - 1) };
}

export function codeOf(digits: readonly string[]): string | null {
  const code = digits.join('');
  return /^\d{6}$/.test(code) ? code : null;
}
