import { describe, expect, it } from 'vitest';

import { codeForm, formProblems, loginForm, resetPasswordForm, signupForm } from './account-forms';

describe('account form schemas', () => {
  it('names the first problem of each field as the API error the backend would answer', () => {
    expect(formProblems(signupForm, { name: ' ', email: 'asha@', password: 'short' })).toEqual({
      name: { code: 'field_required', params: { field: 'name' } },
      email: { code: 'invalid_email', params: {} },
      password: { code: 'password_too_short', params: { field: 'password', min: 8 } },
    });
    expect(formProblems(signupForm, {})).toEqual({
      name: { code: 'field_required', params: { field: 'name' } },
      email: { code: 'field_required', params: { field: 'email' } },
      password: { code: 'field_required', params: { field: 'password' } },
    });
  });

  it('keeps an empty email to "required" rather than "invalid"', () => {
    expect(formProblems(loginForm, { email: '', password: 'x' })).toEqual({ email: { code: 'field_required', params: { field: 'email' } } });
  });

  it('signs in with any non-empty password but asks a new one to be long enough and not too long', () => {
    expect(formProblems(loginForm, { email: 'asha@example.in', password: 'x' })).toEqual({});
    expect(formProblems(resetPasswordForm, { email: 'asha@example.in', otp: '123456', newPassword: 'p'.repeat(201) })).toEqual({
      newPassword: { code: 'field_too_long', params: { field: 'newPassword' } },
    });
  });

  it('normalises what it accepts: trimmed, lower-case email; a code typed as a number', () => {
    expect(signupForm.parse({ name: ' Asha ', email: ' Asha@Example.IN ', password: 'long enough' })).toEqual({ name: 'Asha', email: 'asha@example.in', password: 'long enough' });
    expect(codeForm.parse({ otp: 123456 })).toEqual({ otp: '123456' });
  });

  it('accepts only six digits as a code', () => {
    for (const otp of ['12345', '1234567', 'abcdef', '', undefined, null]) expect(formProblems(codeForm, { otp })).toEqual({ otp: { code: 'otp_format', params: {} } });
  });

  it('refuses an over-long name', () => {
    expect(formProblems(signupForm, { name: 'n'.repeat(101), email: 'asha@example.in', password: 'long enough' })).toEqual({
      name: { code: 'field_too_long', params: { field: 'name' } },
    });
  });
});
