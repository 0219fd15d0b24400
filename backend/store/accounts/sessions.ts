// Sessions: an opaque random token (the shopper's cookie carries it: see
// backend/http/cookies.ts); the database keeps only its hash and an expiry,
// so logout and a password reset revoke it.
import { SESSION_DAYS } from '../../../shared/lifetimes';
import type { Queryable } from '../db';
import { DomainError } from '../domain-error';
import { newToken, sha256 } from '../secrets';

export const SESSION_MS = SESSION_DAYS * 24 * 3600 * 1000;

export interface User {
  id: number;
  name: string;
  email: string;
  is_verified: number;
}

/** Opens a session for the account; answers the token its cookie carries. */
export async function createSession(db: Queryable, userId: number, now = Date.now()): Promise<string> {
  const token = newToken();
  await db.run('DELETE FROM sessions WHERE expires_at < ?', now);
  await db.run('INSERT INTO sessions (token_hash, user_id, expires_at, created_at) VALUES (?, ?, ?, ?)', sha256(token), userId, now + SESSION_MS, now);
  return token;
}

export async function endSession(db: Queryable, token: string | null): Promise<void> {
  if (!token) return;
  await db.run('DELETE FROM sessions WHERE token_hash = ?', sha256(token));
  await raiseSessionEpoch(db);
}

export async function revokeAllSessions(db: Queryable, userId: number): Promise<void> {
  await db.run('DELETE FROM sessions WHERE user_id = ?', userId);
  await raiseSessionEpoch(db);
}

/** The account a session token opens now, or null. */
export async function sessionUser(db: Queryable, token: string | null): Promise<User | null> {
  if (!token) return null;
  const row = await db.get<User>(
    'SELECT u.id, u.name, u.email, u.is_verified FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token_hash = ? AND s.expires_at > ?',
    sha256(token),
    Date.now(),
  );
  return row ?? null;
}

/** The account a session token opens, or not_authenticated. */
export async function requireSessionUser(db: Queryable, token: string | null): Promise<User> {
  const user = await sessionUser(db, token);
  if (!user) throw new DomainError('not_authenticated');
  return user;
}

/**
 * Raises the sessions' epoch: every BFF process that keeps sessions for a
 * moment (server/session-cache.ts) reads it every second and drops what it
 * keeps when it moves. Called in the transaction of whatever ended a session
 * or changed what a signed-in page shows of its shopper.
 */
export async function raiseSessionEpoch(db: Queryable): Promise<void> {
  await db.run('UPDATE session_epoch SET value = value + 1 WHERE id = 1');
}

export async function sessionEpoch(db: Queryable): Promise<number> {
  return Number((await db.get<{ value: number | string }>('SELECT value FROM session_epoch WHERE id = 1'))?.value ?? 0);
}
