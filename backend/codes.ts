// One-time codes for email verification (24 h) and password reset (15 min):
// 6 digits from crypto.randomInt, stored hashed, 5 wrong tries at most, a new
// one at most once a minute.
import { timingSafeEqual } from 'node:crypto';
import type { Db } from './db';
import { HttpError } from './http-errors';
import { newCode, sha256 } from './secrets';

export type Purpose = 'verify' | 'reset';

export const CODE_LIFETIME_MS: Record<Purpose, number> = { verify: 24 * 3600 * 1000, reset: 15 * 60 * 1000 };
export const MAX_ATTEMPTS = 5;
export const RESEND_AFTER_MS = 60 * 1000;

interface CodeRow {
  id: number;
  code_hash: string;
  expires_at: number;
  attempts: number;
  created_at: number;
}

/** Whether a new code may be sent now (the last one is at least a minute old). */
export function canIssue(db: Db, userId: number, purpose: Purpose, now = Date.now()): boolean {
  const last = db.prepare('SELECT MAX(created_at) AS t FROM codes WHERE user_id = ? AND purpose = ?').get(userId, purpose) as { t: number | null };
  return last.t === null || now - last.t >= RESEND_AFTER_MS;
}

/** Replaces any open code of this purpose with a new one and returns it. */
export function issueCode(db: Db, userId: number, purpose: Purpose, now = Date.now()): string {
  const code = newCode();
  db.prepare('UPDATE codes SET used = 1 WHERE user_id = ? AND purpose = ? AND used = 0').run(userId, purpose);
  db.prepare('INSERT INTO codes (user_id, purpose, code_hash, expires_at, created_at) VALUES (?, ?, ?, ?, ?)').run(
    userId,
    purpose,
    sha256(code),
    now + CODE_LIFETIME_MS[purpose],
    now,
  );
  return code;
}

/** Consumes the code or throws a 400 saying why it cannot be used. */
export function consumeCode(db: Db, userId: number, purpose: Purpose, code: string, now = Date.now()): void {
  const row = db
    .prepare('SELECT id, code_hash, expires_at, attempts, created_at FROM codes WHERE user_id = ? AND purpose = ? AND used = 0 ORDER BY id DESC LIMIT 1')
    .get(userId, purpose) as CodeRow | undefined;
  if (!row) throw new HttpError(400, 'code_invalid');
  if (row.expires_at <= now) {
    db.prepare('UPDATE codes SET used = 1 WHERE id = ?').run(row.id);
    throw new HttpError(400, 'code_expired');
  }
  const matches = timingSafeEqual(Buffer.from(sha256(code), 'hex'), Buffer.from(row.code_hash, 'hex'));
  if (!matches) {
    const attempts = row.attempts + 1;
    db.prepare('UPDATE codes SET attempts = ?, used = ? WHERE id = ?').run(attempts, attempts >= MAX_ATTEMPTS ? 1 : 0, row.id);
    throw attempts >= MAX_ATTEMPTS ? new HttpError(400, 'code_exhausted') : new HttpError(400, 'code_wrong', { count: MAX_ATTEMPTS - attempts });
  }
  db.prepare('UPDATE codes SET used = 1 WHERE id = ?').run(row.id);
}
