// The operator's side of the staff (`npm run staff`, ./staff.ts):
// `add <email> <owner|fulfilment|support>` adds a member (the first owner,
// typically) and mails the set-up link; `list` shows who is staff;
// `disable <email>` ends a member's access at once; `audit [page]` prints
// the audit trail, newest first. Each change is audited as the operator.
import { userInfo } from 'node:os';

import { isStaffRole, STAFF_SETUP_MS } from '../../shared/staff-roles';
import type { OperatorContext } from '../store/context';
import { readAudit } from '../store/staff/audit';
import { addStaff, disableStaff, findStaffByEmail, listStaff } from '../store/staff/members';
import type { Actor } from '../store/staff/rows';

const USAGE = 'Usage: npm run staff -- add <email> <owner|fulfilment|support> | list | disable <email> | audit [page]';

/** Who runs a command at the server's shell, as the audit trail names them. */
export function operatorActor(): Actor {
  let login = 'unknown';
  try {
    login = userInfo().username;
  } catch {
    // no user name for this process: "unknown" it is
  }
  return { operator: login };
}

export async function runStaffCommand(op: OperatorContext, args: string[], out: (line: string) => void, actor: Actor = operatorActor(), now = Date.now()): Promise<void> {
  const [command, first, second] = args;
  if (command === 'add' && first && isStaffRole(second)) {
    const { member, setupToken } = await addStaff(op, actor, first, second, now);
    await op.post.staffInvited({ email: member.email, role: member.role }, setupToken, now + STAFF_SETUP_MS);
    out(`${member.email} is ${member.role}; the set-up link is mailed and opens for ${String(STAFF_SETUP_MS / 3_600_000)} hours.`);
    return;
  }
  if (command === 'list' && first === undefined) {
    const staff = await listStaff(op.db);
    for (const m of staff) out([m.email.padEnd(32), m.role.padEnd(10), m.disabled ? 'disabled' : m.ready ? 'ready' : 'set-up link sent', m.name].join('  '));
    out(staff.length ? `${String(staff.length)} member(s).` : 'No staff yet: npm run staff -- add <email> owner');
    return;
  }
  if (command === 'disable' && first) {
    const row = await findStaffByEmail(op.db, first);
    if (!row) throw new Error(`No member of staff ${first}`);
    await disableStaff(op, actor, row.id, now);
    out(`${row.email} is disabled; their sessions have ended.`);
    return;
  }
  if (command === 'audit') {
    const page = first === undefined ? 1 : Number(first);
    if (!Number.isInteger(page) || page < 1) throw new Error(USAGE);
    for (const e of await readAudit(op.db, { page, perPage: 50 })) {
      out(
        [new Date(e.at).toISOString().slice(0, 19) + 'Z', e.actor, e.action, `${e.record_type} ${e.record_id}`, e.before_json ?? '', e.after_json ? `→ ${e.after_json}` : '']
          .filter(Boolean)
          .join('  '),
      );
    }
    return;
  }
  throw new Error(USAGE);
}
