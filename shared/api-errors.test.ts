import { describe, expect, it } from 'vitest';

import { API_ERRORS, apiErrorText, isApiErrorCode } from './api-errors';

describe('API error codes', () => {
  it('fills placeholders, naming fields by their English label', () => {
    expect(apiErrorText('field_required', { field: 'newPassword' })).toBe('New password is required');
    expect(apiErrorText('password_too_short', { field: 'password', min: 8 })).toBe('Password must be at least 8 characters');
    expect(apiErrorText('code_wrong', { count: 2 })).toBe('Invalid code. 2 attempt(s) left.');
  });

  it('knows its own codes and nothing inherited', () => {
    expect(isApiErrorCode('invalid_credentials')).toBe(true);
    expect(isApiErrorCode('toString')).toBe(false);
    expect(isApiErrorCode('__proto__')).toBe(false);
    expect(isApiErrorCode(undefined)).toBe(false);
  });

  it('uses lower-case snake_case codes only', () => {
    for (const code of Object.keys(API_ERRORS)) expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
  });
});
