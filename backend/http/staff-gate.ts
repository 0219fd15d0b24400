// Who may use a staff call: a signed-in member whose role the role table
// allows the action (shared/staff-roles.ts). No staff session: 401, or 403
// staff_only when the caller brings a shopper's session instead; a role the
// action is not for: 403 not_permitted. Checked here, on every call, not by
// what a page shows.
import type { Request } from 'express';

import { can, type StaffAction } from '../../shared/staff-roles';
import { DomainError } from '../store/domain-error';
import type { StaffMember } from '../store/staff/rows';
import { staffSessionMember } from '../store/staff/sessions';
import type { HttpContext } from './context';
import { sessionTokenOf } from './cookies';
import { staffTokenOf } from './staff-cookies';

export async function signedInStaff(ctx: HttpContext, req: Request): Promise<StaffMember> {
  const member = await staffSessionMember(ctx.db, staffTokenOf(req));
  if (member) return member;
  throw new DomainError(sessionTokenOf(req) ? 'staff_only' : 'not_authenticated');
}

export async function staffAllowed(ctx: HttpContext, req: Request, action: StaffAction): Promise<StaffMember> {
  const member = await signedInStaff(ctx, req);
  if (!can(member.role, action)) throw new DomainError('not_permitted');
  return member;
}
