// A member of staff added at the shell (as `npm run staff -- add` does) for
// the tests that run the shop in front of a backend: the operator's context
// opens the backend's own store, and the set-up link is read from its outbox.
import { pino } from 'pino';

import { operatorOn } from '../../backend/cli/operator';
import { runStaffCommand } from '../../backend/cli/staff-command';
import { backendConfig } from '../../backend/config';
import { latestMailTo } from '../../backend/mail/outbox';
import { migrate } from '../../backend/store/migrate';
import { openStore } from '../../backend/store/open';
import type { StaffRole } from '../../shared/staff-roles';

/** Adds a member as the operator; answers the token of the set-up link mailed to them. */
export async function addStaffAtShell(dataDir: string, email: string, role: StaffRole): Promise<string> {
  const config = backendConfig({ dataDir });
  const db = openStore(config);
  try {
    await migrate(db);
    await runStaffCommand(operatorOn(config, db, pino({ level: 'silent' })), ['add', email, role], () => undefined, { operator: 'test' });
  } finally {
    await db.close();
  }
  const token = /\/admin\/setup\?token=([A-Za-z0-9_%-]+)/.exec(latestMailTo(dataDir, email) ?? '')?.[1];
  if (!token) throw new Error(`no set-up link mailed to ${email}`);
  return decodeURIComponent(token);
}
