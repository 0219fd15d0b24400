// Six one-character boxes: typing moves to the next box, Backspace in an empty
// box goes back, and a pasted code fills all six.
import { type ClipboardEvent, type KeyboardEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { applyOtpInput, applyOtpPaste, CODE_LENGTH } from '../../../shared/otp';

export function OtpInput({ value, onChange, label }: { value: string[]; onChange: (next: string[]) => void; label: string }) {
  const { t } = useTranslation();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focus = (i: number) => boxes.current[Math.max(0, Math.min(CODE_LENGTH - 1, i))]?.focus();

  const onInput = (i: number, text: string) => {
    const { digits, focus: next } = applyOtpInput(value, i, text);
    onChange(digits);
    if (next !== i) focus(next);
  };
  const onKeyDown = (i: number, e: KeyboardEvent<HTMLInputElement>) => {
    // A digit replaces the box even when it equals what is there (no change event then).
    if (/^\d$/.test(e.key) && !e.ctrlKey && !e.metaKey && !e.altKey) {
      e.preventDefault();
      onInput(i, e.key);
      return;
    }
    if (e.key === 'Backspace' && !value[i] && i > 0) {
      e.preventDefault();
      const digits = [...value];
      digits[i - 1] = '';
      onChange(digits);
      focus(i - 1);
    } else if (e.key === 'ArrowLeft') focus(i - 1);
    else if (e.key === 'ArrowRight') focus(i + 1);
  };
  const onPaste = (i: number, e: ClipboardEvent<HTMLInputElement>) => {
    const pasted = applyOtpPaste(value, i, e.clipboardData.getData('text'));
    if (!pasted) return;
    e.preventDefault();
    onChange(pasted.digits);
    focus(pasted.focus);
  };

  return (
    <fieldset className="otp">
      <legend>{label}</legend>
      <div className="otp__boxes" dir="ltr">
        {Array.from({ length: CODE_LENGTH }, (_, i) => (
          <input
            key={i}
            ref={(el) => {
              boxes.current[i] = el;
            }}
            className="otp__box"
            name="otp"
            inputMode="numeric"
            autoComplete={i === 0 ? 'one-time-code' : 'off'}
            maxLength={CODE_LENGTH}
            required
            aria-label={t('verify.digit', { index: i + 1 })}
            value={value[i] ?? ''}
            onChange={(e) => onInput(i, e.target.value)}
            onKeyDown={(e) => onKeyDown(i, e)}
            onPaste={(e) => onPaste(i, e)}
            onFocus={(e) => e.target.select()}
          />
        ))}
      </div>
    </fieldset>
  );
}
