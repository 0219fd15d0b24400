// Small input checks shared by the routes: strings of the right shape or a 400.
import type { ApiErrorField } from '../shared/api-errors';
import { HttpError } from './http-errors';

export const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,255}\.[a-z]{2,63}$/i;
export const MIN_PASSWORD = 8;
export const MAX_PASSWORD = 200;

export function body(value: unknown): Record<string, unknown> {
  if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  return {};
}

export function text(value: unknown, field: ApiErrorField, max = 200): string {
  if (typeof value !== 'string' || value.trim() === '') throw new HttpError(400, 'field_required', { field });
  const trimmed = value.trim();
  if (trimmed.length > max) throw new HttpError(400, 'field_too_long', { field });
  return trimmed;
}

export function email(value: unknown): string {
  const normalised = text(value, 'email', 320).toLowerCase();
  if (!EMAIL.test(normalised)) throw new HttpError(400, 'invalid_email');
  return normalised;
}

export function password(value: unknown, field: ApiErrorField = 'password'): string {
  if (typeof value !== 'string' || value === '') throw new HttpError(400, 'field_required', { field });
  if (value.length < MIN_PASSWORD) throw new HttpError(400, 'password_too_short', { field, min: MIN_PASSWORD });
  if (value.length > MAX_PASSWORD) throw new HttpError(400, 'field_too_long', { field });
  return value;
}

export function otp(value: unknown): string {
  const code = typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
  if (!/^\d{6}$/.test(code)) throw new HttpError(400, 'otp_format');
  return code;
}
