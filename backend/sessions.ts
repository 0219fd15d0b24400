// Sessions: an opaque random token in an httpOnly cookie; the database keeps
// only its hash and an expiry, so logout and a password reset revoke it.
import type { Request, Response } from 'express';

import { SESSION_COOKIE } from '../shared/cookie-names';
import { SESSION_DAYS } from '../shared/lifetimes';
import type { Queryable } from './db';
import { HttpError } from './http-errors';
import { newToken, sha256 } from './secrets';

export { SESSION_COOKIE };
const SESSION_MS = SESSION_DAYS * 24 * 3600 * 1000;

export interface User {
  id: number;
  name: string;
  email: string;
  is_verified: number;
}

export async function createSession(db: Queryable, res: Response, userId: number, secure: boolean): Promise<void> {
  const token = newToken();
  const now = Date.now();
  await db.run('DELETE FROM sessions WHERE expires_at < ?', now);
  await db.run('INSERT INTO sessions (token_hash, user_id, expires_at, created_at) VALUES (?, ?, ?, ?)', sha256(token), userId, now + SESSION_MS, now);
  res.cookie(SESSION_COOKIE, token, { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: SESSION_MS });
}

export async function endSession(db: Queryable, req: Request, res: Response, secure: boolean): Promise<void> {
  const token = tokenOf(req);
  if (token) await db.run('DELETE FROM sessions WHERE token_hash = ?', sha256(token));
  res.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
}

export async function revokeAllSessions(db: Queryable, userId: number): Promise<void> {
  await db.run('DELETE FROM sessions WHERE user_id = ?', userId);
}

export async function currentUser(db: Queryable, req: Request): Promise<User | null> {
  const token = tokenOf(req);
  if (!token) return null;
  const row = await db.get<User>(
    'SELECT u.id, u.name, u.email, u.is_verified FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token_hash = ? AND s.expires_at > ?',
    sha256(token),
    Date.now(),
  );
  return row ?? null;
}

export async function requireUser(db: Queryable, req: Request): Promise<User> {
  const user = await currentUser(db, req);
  if (!user) throw new HttpError(401, 'not_authenticated');
  return user;
}

function tokenOf(req: Request): string | null {
  const value = (req.cookies as Record<string, unknown> | undefined)?.[SESSION_COOKIE];
  return typeof value === 'string' && value.length > 0 && value.length < 200 ? value : null;
}
