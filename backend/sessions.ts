// Sessions: an opaque random token in an httpOnly cookie; the database keeps
// only its hash and an expiry, so logout and a password reset revoke it.
import type { Request, Response } from 'express';
import type { Db } from './db';
import { HttpError } from './http-errors';
import { newToken, sha256 } from './secrets';

export const SESSION_COOKIE = 'token';
export const SESSION_DAYS = 7;
const SESSION_MS = SESSION_DAYS * 24 * 3600 * 1000;

export interface User {
  id: number;
  name: string;
  email: string;
  is_verified: number;
}

export function createSession(db: Db, res: Response, userId: number, secure: boolean): void {
  const token = newToken();
  const now = Date.now();
  db.prepare('DELETE FROM sessions WHERE expires_at < ?').run(now);
  db.prepare('INSERT INTO sessions (token_hash, user_id, expires_at, created_at) VALUES (?, ?, ?, ?)').run(sha256(token), userId, now + SESSION_MS, now);
  res.cookie(SESSION_COOKIE, token, { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: SESSION_MS });
}

export function endSession(db: Db, req: Request, res: Response, secure: boolean): void {
  const token = tokenOf(req);
  if (token) db.prepare('DELETE FROM sessions WHERE token_hash = ?').run(sha256(token));
  res.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
}

export function revokeAllSessions(db: Db, userId: number): void {
  db.prepare('DELETE FROM sessions WHERE user_id = ?').run(userId);
}

export function currentUser(db: Db, req: Request): User | null {
  const token = tokenOf(req);
  if (!token) return null;
  const row = db
    .prepare('SELECT u.id, u.name, u.email, u.is_verified FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token_hash = ? AND s.expires_at > ?')
    .get(sha256(token), Date.now()) as User | undefined;
  return row ?? null;
}

export function requireUser(db: Db, req: Request): User {
  const user = currentUser(db, req);
  if (!user) throw new HttpError(401, 'not_authenticated');
  return user;
}

function tokenOf(req: Request): string | null {
  const value = (req.cookies as Record<string, unknown> | undefined)?.[SESSION_COOKIE];
  return typeof value === 'string' && value.length > 0 && value.length < 200 ? value : null;
}
