// The audit trail (docs/decisions/031-staff-and-audit.md): who did what to
// which record, its state before and after, and when. Written in the same
// transaction as the change it records; the database refuses to update or
// delete a row of it (migration triggers), so nobody edits it through the app.
import type { AuditRow } from '../../../shared/admin-api';
import type { Queryable } from '../db';
import type { Actor } from './rows';

export interface AuditEntry {
  action: string;
  recordType: string;
  recordId: string;
  before?: unknown;
  after?: unknown;
}

const actorName = (actor: Actor) => ('operator' in actor ? `operator:${actor.operator}` : actor.email);
const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

export async function recordAudit(db: Queryable, actor: Actor, entry: AuditEntry, now = Date.now()): Promise<void> {
  await db.run(
    'INSERT INTO audit_log (staff_id, actor, action, record_type, record_id, before_json, after_json, at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    'operator' in actor ? null : actor.id,
    actorName(actor),
    entry.action,
    entry.recordType,
    entry.recordId,
    json(entry.before),
    json(entry.after),
    now,
  );
}

/** Newest first, a page at a time; optionally one record's entries. */
export function readAudit(db: Queryable, options: { page: number; perPage: number; recordType?: string; recordId?: string }): Promise<AuditRow[]> {
  const offset = (options.page - 1) * options.perPage;
  if (options.recordType && options.recordId) {
    return db.all<AuditRow>(
      'SELECT * FROM audit_log WHERE record_type = ? AND record_id = ? ORDER BY id DESC LIMIT ? OFFSET ?',
      options.recordType,
      options.recordId,
      options.perPage,
      offset,
    );
  }
  return db.all<AuditRow>('SELECT * FROM audit_log ORDER BY id DESC LIMIT ? OFFSET ?', options.perPage, offset);
}
