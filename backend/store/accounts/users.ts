// Accounts: the users table.
import { type Db, isUniqueViolation, type Queryable } from '../db';
import { closeSignups, type Signup } from './signups';

export interface UserRow {
  id: number;
  name: string;
  email: string;
  password_hash: string;
  is_verified: number;
}

export function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  return db.get<UserRow>('SELECT * FROM users WHERE email = ?', email);
}

/**
 * The account a sign-up becomes once its code came back, verified, with every
 * other open sign-up of the address closed, in one transaction — or null when
 * someone with the same mailbox finished another sign-up first (they own the
 * address).
 */
export async function createAccount(db: Db, signup: Pick<Signup, 'email' | 'name' | 'passwordHash' | 'marketingConsent'>, now = new Date()): Promise<{ id: number } | null> {
  return db
    .transaction(async (tx) => {
      if (await tx.get('SELECT id FROM users WHERE email = ?', signup.email)) return null;
      const at = now.toISOString();
      const row = await tx.get<{ id: number }>(
        'INSERT INTO users (name, email, password_hash, is_verified, created_at, marketing_consent, marketing_consent_at) VALUES (?, ?, ?, 1, ?, ?, ?) RETURNING id',
        signup.name,
        signup.email,
        signup.passwordHash,
        at,
        signup.marketingConsent ? 1 : 0,
        signup.marketingConsent ? at : null,
      );
      await closeSignups(tx, signup.email);
      return row ?? null;
    })
    .catch((error: unknown) => {
      // The same address inserted by another process at the same moment.
      if (isUniqueViolation(error)) return null;
      throw error;
    });
}
