// The key one-time codes are stored under (HMAC-SHA256): with only the
// database, six digits can no longer be found by trying all 10^6 of them.
// CODE_SECRET sets it; unset, the first process makes a random one and keeps
// it in the database, so every process that shares the database agrees.
import { createHmac, randomBytes } from 'node:crypto';

import { oneRow, type Queryable } from './db';

const NAME = 'code-hmac';

export async function loadCodeSecret(db: Queryable, given?: string): Promise<Buffer> {
  if (given) return Buffer.from(given, 'utf8');
  await db.run('INSERT INTO secrets (name, value) VALUES (?, ?) ON CONFLICT (name) DO NOTHING', NAME, randomBytes(32).toString('base64'));
  const row = await oneRow<{ value: string }>(db, 'SELECT value FROM secrets WHERE name = ?', NAME);
  return Buffer.from(row.value, 'base64');
}

/** The stored form of a code: bound to its account and purpose, keyed by the secret. */
export function codeDigest(secret: Buffer, userId: number, purpose: string, code: string): string {
  return createHmac('sha256', secret).update(`${purpose}:${userId}:${code}`).digest('hex');
}
