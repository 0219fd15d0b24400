import { describe, expect, it } from 'vitest';

import { applyOtpInput, applyOtpPaste, codeOf, emptyCode } from './otp';

describe('code entry', () => {
  it('moves on after a digit and stays on the last box', () => {
    expect(applyOtpInput(emptyCode(), 0, '4')).toEqual({ digits: ['4', '', '', '', '', ''], focus: 1 });
    expect(applyOtpInput(['1', '2', '3', '4', '5', ''], 5, '6').focus).toBe(5);
  });

  it('keeps the last digit typed into a full box and ignores letters', () => {
    expect(applyOtpInput(['1', '', '', '', '', ''], 0, '17').digits[0]).toBe('7');
    expect(applyOtpInput(emptyCode(), 2, 'a')).toEqual({ digits: emptyCode(), focus: 2 });
  });

  it('clears a box', () => {
    expect(applyOtpInput(['1', '2', '', '', '', ''], 1, '').digits).toEqual(['1', '', '', '', '', '']);
  });

  it('fills every box from a pasted code, wherever it is pasted', () => {
    expect(applyOtpPaste(emptyCode(), 3, '123456')).toEqual({ digits: ['1', '2', '3', '4', '5', '6'], focus: 5 });
    expect(applyOtpPaste(emptyCode(), 0, ' 12-34 56 ')?.digits).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(applyOtpPaste(emptyCode(), 2, '98')).toEqual({ digits: ['', '', '9', '8', '', ''], focus: 4 });
    expect(applyOtpPaste(emptyCode(), 0, 'code')).toBeNull();
  });

  it('spreads an autofilled code typed into one box', () => {
    expect(applyOtpInput(emptyCode(), 0, '654321').digits).toEqual(['6', '5', '4', '3', '2', '1']);
  });

  it('gives the code only when all six are digits', () => {
    expect(codeOf(['1', '2', '3', '4', '5', '6'])).toBe('123456');
    expect(codeOf(['1', '2', '3', '4', '5', ''])).toBeNull();
  });
});
