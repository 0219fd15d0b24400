// Sign-up that answers the same whether or not the address has an account
// (docs/decisions/018-sign-up-by-code.md). A sign-up is only an intent until
// the code mailed to the address comes back from the same browser: the intent
// is a row keyed by the hash of a random token the browser keeps in an httpOnly
// cookie (backend/http/cookies.ts), and the
// account is created when the code matches. For an address that already has
// an account the row is a decoy that no code opens, and the mail tells the
// owner instead; the answer, the cookie and the work done are the same.
import { timingSafeEqual } from 'node:crypto';

import { codeDigest } from '../code-secret';
import type { Queryable } from '../db';
import { DomainError } from '../domain-error';
import { newCode, newToken, sha256 } from '../secrets';
import { CODE_LIFETIME_MS, MAX_ATTEMPTS, RESEND_AFTER_MS } from './codes';

export const SIGNUP_MS = CODE_LIFETIME_MS.verify;

export interface Signup {
  tokenHash: string;
  email: string;
  name: string;
  passwordHash: string;
  /** The address had an account already: no code opens this row. */
  existing: boolean;
  /** Agreed to marketing mail (asked apart from sign-up, off unless ticked). */
  marketingConsent: boolean;
}

interface SignupRow {
  token_hash: string;
  email: string;
  name: string;
  password_hash: string;
  existing: number;
  marketing_consent: number;
  code_hash: string;
  attempts: number;
  expires_at: number;
  sent_at: number;
}

const digest = (secret: Buffer, tokenHash: string, code: string) => codeDigest(secret, 0, `signup:${tokenHash}`, code);

/** Records an intent to sign up; answers the token for its cookie and the code to mail (unused for a decoy). */
export async function startSignup(
  db: Queryable,
  secret: Buffer,
  intent: { email: string; name: string; passwordHash: string; existing: boolean; marketingConsent: boolean },
  now = Date.now(),
): Promise<{ token: string; code: string }> {
  const token = newToken();
  const tokenHash = sha256(token);
  // A decoy stores the digest of a code nobody is sent.
  const code = newCode();
  await db.run('DELETE FROM signups WHERE expires_at < ?', now);
  await db.run(
    'INSERT INTO signups (token_hash, email, name, password_hash, existing, marketing_consent, code_hash, attempts, expires_at, sent_at) VALUES (?, ?, ?, ?, ?, ?, ?, 0, ?, ?)',
    tokenHash,
    intent.email,
    intent.name,
    intent.passwordHash,
    intent.existing ? 1 : 0,
    intent.marketingConsent ? 1 : 0,
    digest(secret, tokenHash, code),
    now + SIGNUP_MS,
    now,
  );
  return { token, code };
}

/** The sign-up a browser's token opens, if it is still open. */
export async function pendingSignup(db: Queryable, token: string | null, now = Date.now()): Promise<(Signup & { sentAt: number }) | null> {
  if (!token) return null;
  const row = await db.get<SignupRow>('SELECT * FROM signups WHERE token_hash = ? AND expires_at > ?', sha256(token), now);
  if (!row) return null;
  return {
    tokenHash: row.token_hash,
    email: row.email,
    name: row.name,
    passwordHash: row.password_hash,
    existing: row.existing === 1,
    marketingConsent: row.marketing_consent === 1,
    sentAt: row.sent_at,
  };
}

/** A fresh code for an open sign-up (at most once a minute); null when it is too soon. */
export async function renewSignupCode(db: Queryable, secret: Buffer, signup: Signup & { sentAt: number }, now = Date.now()): Promise<string | null> {
  if (now - signup.sentAt < RESEND_AFTER_MS) return null;
  const code = newCode();
  const renewed = await db.run(
    'UPDATE signups SET code_hash = ?, attempts = 0, sent_at = ?, expires_at = ? WHERE token_hash = ? AND sent_at = ?',
    digest(secret, signup.tokenHash, code),
    now,
    now + SIGNUP_MS,
    signup.tokenHash,
    signup.sentAt,
  );
  return renewed.changes > 0 ? code : null;
}

/**
 * Checks the code against the sign-up; throws the same 400s as an account's
 * code (a decoy answers like a real sign-up with a wrong code). Once it
 * matches, the row is gone and the caller creates the account.
 */
export async function consumeSignupCode(db: Queryable, secret: Buffer, signup: Signup, code: string): Promise<void> {
  const row = await db.get<SignupRow>('SELECT * FROM signups WHERE token_hash = ?', signup.tokenHash);
  // Gone since the route read it: another sign-up of the address became the account (closeSignups), or this code was just used.
  if (!row) throw new DomainError('signup_not_found');
  if (row.attempts >= MAX_ATTEMPTS) throw new DomainError('code_exhausted');
  const expected = Buffer.from(row.code_hash, 'hex');
  const actual = Buffer.from(digest(secret, row.token_hash, code), 'hex');
  const matches = actual.length === expected.length && timingSafeEqual(actual, expected) && row.existing === 0;
  if (!matches) {
    const counted = await db.get<{ attempts: number }>(
      'UPDATE signups SET attempts = attempts + 1 WHERE token_hash = ? AND attempts < ? RETURNING attempts',
      row.token_hash,
      MAX_ATTEMPTS,
    );
    if (!counted) throw new DomainError('code_exhausted');
    throw counted.attempts >= MAX_ATTEMPTS ? new DomainError('code_exhausted') : new DomainError('code_wrong', { count: MAX_ATTEMPTS - counted.attempts });
  }
  // Used once, even when two requests bring the right code at the same time.
  const used = await db.run('DELETE FROM signups WHERE token_hash = ?', row.token_hash);
  if (used.changes === 0) throw new DomainError('signup_not_found');
}

/** Every open sign-up of the address ends once one of them becomes an account. */
export async function closeSignups(db: Queryable, email: string): Promise<void> {
  await db.run('DELETE FROM signups WHERE email = ?', email);
}
