// Members of staff (docs/decisions/031-staff-and-audit.md): an owner (or the
// first owner, from the shell: `npm run staff -- add <email> owner`) adds a
// member with a role; the member is mailed a set-up link that opens for
// STAFF_SETUP_MS, chooses a name and password there, scans the QR code into
// an authenticator app and confirms with a first code, and is given
// RECOVERY_CODE_COUNT one-time recovery codes, shown once.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

import { isEmail } from '../../../shared/email';
import { RECOVERY_CODE_COUNT, STAFF_SETUP_MS, type StaffRole } from '../../../shared/staff-roles';
import type { OperatorContext } from '../context';
import type { Queryable } from '../db';
import { DomainError } from '../domain-error';
import { hashPassword, newToken, sha256 } from '../secrets';
import { recordAudit } from './audit';
import { type Actor, memberOf, type StaffMember, type StaffRow } from './rows';
import { createStaffSession, endSessionsOf } from './sessions';
import { enrolment, matchedStep, newTotpSecret, openSecret, sealSecret } from './totp';

const RECOVERY_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export function findStaffByEmail(db: Queryable, email: string): Promise<StaffRow | undefined> {
  return db.get<StaffRow>('SELECT * FROM staff WHERE email = ?', email.trim().toLowerCase());
}

export function findStaff(db: Queryable, id: number): Promise<StaffRow | undefined> {
  return db.get<StaffRow>('SELECT * FROM staff WHERE id = ?', id);
}

export async function listStaff(db: Queryable): Promise<(StaffMember & { ready: boolean; disabled: boolean })[]> {
  const rows = await db.all<StaffRow>('SELECT * FROM staff ORDER BY id');
  return rows.map((row) => ({ ...memberOf(row), ready: row.totp_confirmed === 1, disabled: row.disabled_at !== null }));
}

/** Adds a member (or renews an unfinished one's link); answers the set-up token its link carries. */
export async function addStaff(
  ctx: Pick<OperatorContext, 'db'>,
  actor: Actor,
  email: string,
  role: StaffRole,
  now = Date.now(),
): Promise<{ member: StaffMember; setupToken: string }> {
  const address = email.trim().toLowerCase();
  if (!isEmail(address)) throw new DomainError('invalid_email');
  const token = newToken();
  return ctx.db.transaction(async (tx) => {
    const existing = await tx.get<StaffRow>('SELECT * FROM staff WHERE email = ?', address);
    if (existing && existing.totp_confirmed === 1) throw new DomainError('staff_exists');
    if (existing) {
      await tx.run(
        'UPDATE staff SET role = ?, setup_token_hash = ?, setup_expires_at = ?, disabled_at = NULL WHERE id = ?',
        role,
        sha256(token),
        now + STAFF_SETUP_MS,
        existing.id,
      );
    } else {
      await tx.run(
        'INSERT INTO staff (email, role, setup_token_hash, setup_expires_at, created_at) VALUES (?, ?, ?, ?, ?)',
        address,
        role,
        sha256(token),
        now + STAFF_SETUP_MS,
        now,
      );
    }
    const row = await tx.get<StaffRow>('SELECT * FROM staff WHERE email = ?', address);
    if (!row) throw new Error(`staff ${address} was not written`);
    await recordAudit(tx, actor, { action: 'staff.add', recordType: 'staff', recordId: address, before: existing ? { role: existing.role } : null, after: { role } }, now);
    return { member: memberOf(row), setupToken: token };
  });
}

async function bySetupToken(db: Queryable, token: string, now: number): Promise<StaffRow> {
  const row = token ? await db.get<StaffRow>('SELECT * FROM staff WHERE setup_token_hash = ? AND setup_expires_at > ? AND disabled_at IS NULL', sha256(token), now) : undefined;
  if (!row) throw new DomainError('setup_link_invalid');
  return row;
}

/** Step one of set-up: name and password kept, a TOTP secret made (the same one on a repeat); answers what the app scans. */
export async function beginSetup(
  ctx: Pick<OperatorContext, 'db' | 'secret'>,
  token: string,
  input: { name: string; password: string },
  now = Date.now(),
): Promise<{ email: string; secret: string; uri: string; qrSvg: string }> {
  const row = await bySetupToken(ctx.db, token, now);
  const key = await ctx.secret();
  const secret = row.totp_sealed ? openSecret(key, row.totp_sealed) : newTotpSecret();
  await ctx.db.run(
    'UPDATE staff SET name = ?, password_hash = ?, totp_sealed = ? WHERE id = ?',
    input.name.trim(),
    await hashPassword(input.password),
    sealSecret(key, secret),
    row.id,
  );
  return { email: row.email, secret, ...(await enrolment(row.email, secret)) };
}

function recoveryHash(key: Buffer, staffId: number, code: string): string {
  return createHmac('sha256', key)
    .update(`staff-recovery:${staffId}:${code.replace(/[\s-]/g, '').toUpperCase()}`)
    .digest('hex');
}

function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < 10; i++) code += RECOVERY_ALPHABET.charAt(randomInt(RECOVERY_ALPHABET.length));
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** Step two: the first code from the app confirms it; the link closes, the recovery codes are made (shown this once) and a session opens. */
export async function confirmSetup(
  ctx: Pick<OperatorContext, 'db' | 'secret'>,
  token: string,
  code: string,
  now = Date.now(),
): Promise<{ sessionToken: string; recoveryCodes: string[]; member: StaffMember }> {
  const row = await bySetupToken(ctx.db, token, now);
  if (!row.totp_sealed || !row.password_hash) throw new DomainError('setup_link_invalid');
  const key = await ctx.secret();
  const step = await matchedStep(openSecret(key, row.totp_sealed), code.trim(), null, now);
  if (step === null) throw new DomainError('totp_wrong');
  const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const hashes = JSON.stringify(recoveryCodes.map((c) => recoveryHash(key, row.id, c)));
  const { changes } = await ctx.db.run(
    'UPDATE staff SET totp_confirmed = 1, totp_last_step = ?, recovery_json = ?, setup_token_hash = NULL, setup_expires_at = NULL WHERE id = ? AND setup_token_hash = ?',
    step,
    hashes,
    row.id,
    sha256(token),
  );
  if (changes === 0) throw new DomainError('setup_link_invalid');
  await recordAudit(ctx.db, memberOf(row), { action: 'staff.setup', recordType: 'staff', recordId: row.email }, now);
  return { sessionToken: await createStaffSession(ctx.db, row.id, now), recoveryCodes, member: memberOf(row) };
}

/** Takes a second factor once: a TOTP code at a step after the last one used, or an unused recovery code (which is then spent). */
export async function takeSecondFactor(ctx: Pick<OperatorContext, 'db' | 'secret'>, row: StaffRow, code: string, now = Date.now()): Promise<boolean> {
  const key = await ctx.secret();
  const typed = code.trim();
  if (/^\d{6}$/.test(typed)) {
    if (!row.totp_sealed) return false;
    const step = await matchedStep(openSecret(key, row.totp_sealed), typed, row.totp_last_step, now);
    if (step === null) return false;
    // Conditional: two sign-ins with one code, in two processes, cannot both take it.
    const { changes } = await ctx.db.run('UPDATE staff SET totp_last_step = ? WHERE id = ? AND (totp_last_step IS NULL OR totp_last_step < ?)', step, row.id, step);
    return changes === 1;
  }
  const hash = recoveryHash(key, row.id, typed);
  const hashes = JSON.parse(row.recovery_json) as string[];
  const index = hashes.findIndex((h) => h.length === hash.length && timingSafeEqual(Buffer.from(h), Buffer.from(hash)));
  if (index < 0) return false;
  const left = JSON.stringify(hashes.filter((_, i) => i !== index));
  const { changes } = await ctx.db.run('UPDATE staff SET recovery_json = ? WHERE id = ? AND recovery_json = ?', left, row.id, row.recovery_json);
  if (changes === 1)
    await recordAudit(ctx.db, memberOf(row), { action: 'staff.recovery-code-used', recordType: 'staff', recordId: row.email, after: { left: hashes.length - 1 } }, now);
  return changes === 1;
}

/** Disables a member: their sessions end at once; an owner cannot disable themselves (the shop would be left without one). */
export async function disableStaff(ctx: Pick<OperatorContext, 'db'>, actor: Actor, id: number, now = Date.now()): Promise<void> {
  if (!('operator' in actor) && actor.id === id) throw new DomainError('not_permitted');
  await ctx.db.transaction(async (tx) => {
    const row = await tx.get<StaffRow>('SELECT * FROM staff WHERE id = ?', id);
    if (!row) throw new DomainError('not_found');
    if (row.disabled_at !== null) return;
    await tx.run('UPDATE staff SET disabled_at = ? WHERE id = ?', now, id);
    await endSessionsOf(tx, id);
    await recordAudit(tx, actor, { action: 'staff.disable', recordType: 'staff', recordId: row.email, before: { disabled: false }, after: { disabled: true } }, now);
  });
}
