// Staff sign-in (docs/decisions/031-staff-and-audit.md): a password, then a
// second factor (a TOTP code or a recovery code) within STAFF_SECOND_STEP_MS.
// Limits of their own: wrong passwords per client address and per member,
// wrong second factors per member (past it, the second step is closed for
// the window, whatever address asks). The first step answers the same for an
// unknown address, a disabled member and a wrong password.
import { createHmac, timingSafeEqual } from 'node:crypto';

import { STAFF_SECOND_STEP_MS } from '../../../shared/staff-roles';
import type { StoreContext } from '../context';
import { DomainError } from '../domain-error';
import { verifyPassword } from '../secrets';
import { recordAudit } from './audit';
import { findStaff, findStaffByEmail, takeSecondFactor } from './members';
import { memberOf, type StaffMember } from './rows';
import { createStaffSession, endStaffSession } from './sessions';

// A real scrypt hash of a random password, compared against when no member may sign in with the address.
const DUMMY_HASH = 'scrypt$16384$8$1$c29tZS1zYWx0LXZhbHVl$' + Buffer.alloc(64, 2).toString('base64');

const mac = (key: Buffer, staffId: number, expiresAt: number) => createHmac('sha256', key).update(`staff-second-step:${staffId}:${expiresAt}`).digest('base64url');

/** Step one: the password. Answers the token of the second step (its own short-lived cookie). */
export async function staffPassword(ctx: StoreContext, input: { email: string; password: string; clientAddress: string | undefined }, now = Date.now()): Promise<string> {
  const email = input.email.trim().toLowerCase();
  const byAddress = `ip:${input.clientAddress}`;
  const byMember = `email:${email}`;
  await ctx.limits.staffPasswords.refuseIfSpent(byAddress, byMember);
  const row = await findStaffByEmail(ctx.db, email);
  const usable = row && row.disabled_at === null && row.totp_confirmed === 1 && row.password_hash ? row : undefined;
  const ok = await verifyPassword(input.password, usable?.password_hash ?? DUMMY_HASH);
  if (!usable || !ok) {
    await ctx.limits.staffPasswords.fail(byAddress, byMember);
    throw new DomainError('invalid_credentials');
  }
  await ctx.limits.staffPasswords.forget(byMember);
  const expiresAt = now + STAFF_SECOND_STEP_MS;
  return `${String(usable.id)}.${String(expiresAt)}.${mac(await ctx.secret(), usable.id, expiresAt)}`;
}

/** Step two: the code. Answers the staff session's token and who signed in. */
export async function staffSecondStep(ctx: StoreContext, pending: string | null, code: string, now = Date.now()): Promise<{ sessionToken: string; member: StaffMember }> {
  const [id, expires, given] = (pending ?? '').split('.');
  const staffId = Number(id);
  const expiresAt = Number(expires);
  const expected = Number.isInteger(staffId) && Number.isInteger(expiresAt) ? mac(await ctx.secret(), staffId, expiresAt) : '';
  const genuine = !!given && given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));
  if (!genuine || expiresAt <= now) throw new DomainError('not_authenticated');
  const byMember = `staff:${String(staffId)}`;
  await ctx.limits.staffSecondFactors.refuseIfSpent(byMember);
  const row = await findStaff(ctx.db, staffId);
  if (!row || row.disabled_at !== null) throw new DomainError('not_authenticated');
  if (!(await takeSecondFactor(ctx, row, code, now))) {
    await ctx.limits.staffSecondFactors.fail(byMember);
    throw new DomainError('totp_wrong');
  }
  await ctx.limits.staffSecondFactors.forget(byMember);
  await recordAudit(ctx.db, memberOf(row), { action: 'staff.sign-in', recordType: 'staff', recordId: row.email }, now);
  return { sessionToken: await createStaffSession(ctx.db, row.id, now), member: memberOf(row) };
}

export async function staffSignOut(ctx: Pick<StoreContext, 'db'>, token: string | null): Promise<void> {
  await endStaffSession(ctx.db, token);
}
