// The backend's two cookies: the session token and an open sign-up's token,
// httpOnly and SameSite=Lax, Secure when the shop is served over https.
import type { Request, Response } from 'express';

import { SESSION_COOKIE, SIGNUP_COOKIE } from '../../shared/cookie-names';
import { SESSION_MS } from '../store/accounts/sessions';
import { SIGNUP_MS } from '../store/accounts/signups';

const attributes = (secure: boolean) => ({ httpOnly: true, sameSite: 'lax' as const, secure, path: '/' });

function tokenOf(req: Request, name: string): string | null {
  const value = (req.cookies as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' && value.length > 0 && value.length < 200 ? value : null;
}

export const sessionTokenOf = (req: Request): string | null => tokenOf(req, SESSION_COOKIE);
export const signupTokenOf = (req: Request): string | null => tokenOf(req, SIGNUP_COOKIE);

export function setSessionCookie(res: Response, token: string, secure: boolean): void {
  res.cookie(SESSION_COOKIE, token, { ...attributes(secure), maxAge: SESSION_MS });
}

export function clearSessionCookie(res: Response, secure: boolean): void {
  res.clearCookie(SESSION_COOKIE, attributes(secure));
}

export function setSignupCookie(res: Response, token: string, secure: boolean): void {
  res.cookie(SIGNUP_COOKIE, token, { ...attributes(secure), maxAge: SIGNUP_MS });
}

export function clearSignupCookie(res: Response, secure: boolean): void {
  res.clearCookie(SIGNUP_COOKIE, attributes(secure));
}

/** Who is asking, as the store's workflows take it. */
export function askerOf(req: Request) {
  return { signupToken: signupTokenOf(req), sessionToken: sessionTokenOf(req), clientAddress: req.ip };
}
