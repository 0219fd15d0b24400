// Staff sessions: their own cookie and table, never a shopper's. A session
// ends after STAFF_IDLE_MS without a request and STAFF_SESSION_MAX_MS after
// sign-in, whatever happens; disabling a member ends theirs at once.
import { STAFF_IDLE_MS, STAFF_SESSION_MAX_MS } from '../../../shared/staff-roles';
import type { Queryable } from '../db';
import { newToken, sha256 } from '../secrets';
import { memberOf, type StaffMember, type StaffRow } from './rows';

/** A request refreshes the idle clock at most this often (one write a minute, not one a request). */
const TOUCH_EVERY_MS = 60_000;

export async function createStaffSession(db: Queryable, staffId: number, now = Date.now()): Promise<string> {
  const token = newToken();
  await db.run('DELETE FROM staff_sessions WHERE last_seen_at < ? OR created_at < ?', now - STAFF_IDLE_MS, now - STAFF_SESSION_MAX_MS);
  await db.run('INSERT INTO staff_sessions (token_hash, staff_id, created_at, last_seen_at) VALUES (?, ?, ?, ?)', sha256(token), staffId, now, now);
  return token;
}

/** The member a staff session token opens now, or null (unknown, idle too long, too old, or the member disabled). */
export async function staffSessionMember(db: Queryable, token: string | null, now = Date.now()): Promise<StaffMember | null> {
  if (!token) return null;
  const row = await db.get<StaffRow & { last_seen_at: number }>(
    `SELECT st.*, se.last_seen_at FROM staff_sessions se JOIN staff st ON st.id = se.staff_id
     WHERE se.token_hash = ? AND se.last_seen_at > ? AND se.created_at > ? AND st.disabled_at IS NULL`,
    sha256(token),
    now - STAFF_IDLE_MS,
    now - STAFF_SESSION_MAX_MS,
  );
  if (!row) return null;
  if (now - row.last_seen_at > TOUCH_EVERY_MS) await db.run('UPDATE staff_sessions SET last_seen_at = ? WHERE token_hash = ?', now, sha256(token));
  return memberOf(row);
}

export async function endStaffSession(db: Queryable, token: string | null): Promise<void> {
  if (token) await db.run('DELETE FROM staff_sessions WHERE token_hash = ?', sha256(token));
}

export async function endSessionsOf(db: Queryable, staffId: number): Promise<void> {
  await db.run('DELETE FROM staff_sessions WHERE staff_id = ?', staffId);
}
