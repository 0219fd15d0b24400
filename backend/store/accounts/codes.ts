// One-time codes for email verification (24 h) and password reset (15 min):
// 6 digits from crypto.randomInt, stored as an HMAC under a server secret
// (./code-secret.ts), compared in constant time, 5 wrong tries at most,
// a new one at most once a minute.
import { timingSafeEqual } from 'node:crypto';

import { RESET_CODE_MINUTES, SIGN_UP_CODE_HOURS } from '../../../shared/lifetimes';
import { codeDigest } from '../code-secret';
import type { Db, Queryable } from '../db';
import { DomainError } from '../domain-error';
import { newCode } from '../secrets';

export type Purpose = 'verify' | 'reset';

export const CODE_LIFETIME_MS: Record<Purpose, number> = { verify: SIGN_UP_CODE_HOURS * 3600 * 1000, reset: RESET_CODE_MINUTES * 60 * 1000 };
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
export async function canIssue(db: Queryable, userId: number, purpose: Purpose, now = Date.now()): Promise<boolean> {
  const last = await db.get<{ t: number | null }>('SELECT MAX(created_at) AS t FROM codes WHERE user_id = ? AND purpose = ?', userId, purpose);
  return last?.t == null || now - last.t >= RESEND_AFTER_MS;
}

/** Replaces any open code of this purpose with a new one and returns it. */
export async function issueCode(db: Db, secret: Buffer, userId: number, purpose: Purpose, now = Date.now()): Promise<string> {
  const code = newCode();
  await db.transaction(async (tx) => {
    await tx.run('UPDATE codes SET used = 1 WHERE user_id = ? AND purpose = ? AND used = 0', userId, purpose);
    await tx.run(
      'INSERT INTO codes (user_id, purpose, code_hash, expires_at, created_at) VALUES (?, ?, ?, ?, ?)',
      userId,
      purpose,
      codeDigest(secret, userId, purpose, code),
      now + CODE_LIFETIME_MS[purpose],
      now,
    );
  });
  return code;
}

/**
 * Consumes the code or refuses saying why it cannot be used. Each step is
 * one conditional UPDATE, so wrong tries count and a code is used once even
 * when several processes check codes for the same account at the same time.
 */
export async function consumeCode(db: Queryable, secret: Buffer, userId: number, purpose: Purpose, code: string, now = Date.now()): Promise<void> {
  const row = await db.get<CodeRow>(
    'SELECT id, code_hash, expires_at, attempts, created_at FROM codes WHERE user_id = ? AND purpose = ? AND used = 0 ORDER BY id DESC LIMIT 1',
    userId,
    purpose,
  );
  if (!row) throw new DomainError('code_invalid');
  if (row.expires_at <= now) {
    await db.run('UPDATE codes SET used = 1 WHERE id = ?', row.id);
    throw new DomainError('code_expired');
  }
  const expected = Buffer.from(row.code_hash, 'hex');
  const actual = Buffer.from(codeDigest(secret, userId, purpose, code), 'hex');
  const matches = actual.length === expected.length && timingSafeEqual(actual, expected);
  if (!matches) {
    const counted = await db.get<{ attempts: number }>(
      'UPDATE codes SET attempts = attempts + 1, used = CASE WHEN attempts + 1 >= ? THEN 1 ELSE 0 END WHERE id = ? AND used = 0 RETURNING attempts',
      MAX_ATTEMPTS,
      row.id,
    );
    // Gone meanwhile: another process used it up or replaced it.
    if (!counted) throw new DomainError('code_invalid');
    const { attempts } = counted;
    throw attempts >= MAX_ATTEMPTS ? new DomainError('code_exhausted') : new DomainError('code_wrong', { count: MAX_ATTEMPTS - attempts });
  }
  const used = await db.run('UPDATE codes SET used = 1 WHERE id = ? AND used = 0', row.id);
  if (used.changes === 0) throw new DomainError('code_invalid');
}
