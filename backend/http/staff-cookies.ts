// The staff's cookies: httpOnly, SameSite=Strict (a back office is never
// reached from another site's link with its session), Secure over https.
import type { Request, Response } from 'express';

import { STAFF_PENDING_COOKIE, STAFF_SESSION_COOKIE } from '../../shared/cookie-names';
import { STAFF_SECOND_STEP_MS, STAFF_SESSION_MAX_MS } from '../../shared/staff-roles';

const attributes = (secure: boolean) => ({ httpOnly: true, sameSite: 'strict' as const, secure, path: '/' });

function cookieOf(req: Request, name: string): string | null {
  const value = (req.cookies as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' && value.length > 0 && value.length < 300 ? value : null;
}

export const staffTokenOf = (req: Request) => cookieOf(req, STAFF_SESSION_COOKIE);
export const staffPendingOf = (req: Request) => cookieOf(req, STAFF_PENDING_COOKIE);

export function setStaffSession(res: Response, token: string, secure: boolean): void {
  res.cookie(STAFF_SESSION_COOKIE, token, { ...attributes(secure), maxAge: STAFF_SESSION_MAX_MS });
  res.clearCookie(STAFF_PENDING_COOKIE, attributes(secure));
}

export function setStaffPending(res: Response, token: string, secure: boolean): void {
  res.cookie(STAFF_PENDING_COOKIE, token, { ...attributes(secure), maxAge: STAFF_SECOND_STEP_MS });
}

export function clearStaffCookies(res: Response, secure: boolean): void {
  res.clearCookie(STAFF_SESSION_COOKIE, attributes(secure));
  res.clearCookie(STAFF_PENDING_COOKIE, attributes(secure));
}
