// Members of staff for the backend's tests: added as the operator, set up
// through the API with a real TOTP secret, and signed in with codes of the
// time the test has fixed (vi.setSystemTime), so no test waits for a clock.
import { generate } from 'otplib';
import request from 'supertest';
import { expect, vi } from 'vitest';

import { operatorOn } from '../../backend/cli/operator';
import { runStaffCommand } from '../../backend/cli/staff-command';
import { backendConfig } from '../../backend/config';
import { latestMailTo } from '../../backend/mail/outbox';
import type { OperatorContext } from '../../backend/store/context';
import type { StaffRole } from '../../shared/staff-roles';
import { silent, type TestBackend } from './helpers';

export const STAFF_PASSWORD = 'kokum-sherbet-crate-42';

export interface SignedInStaff {
  email: string;
  secret: string;
  agent: request.Agent;
  recoveryCodes: string[];
}

/** The TOTP code of the fixed clock, `steps` of 30 s away. */
export const codeAt = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

/** Moves the fixed clock on. */
export const later = (ms: number) => vi.setSystemTime(Date.now() + ms);

/** The operator's context on the test's backend: its database, its outbox, its server secret. */
export function operatorOf(b: TestBackend): OperatorContext {
  return operatorOn(backendConfig({ dataDir: b.dataDir }), b.db, silent);
}

/** The set-up token mailed to a new member. */
export function setupTokenFor(b: TestBackend, email: string): string {
  const mail = latestMailTo(b.dataDir, email) ?? '';
  const token = /\/admin\/setup\?token=([A-Za-z0-9_%-]+)/.exec(mail)?.[1];
  if (!token) throw new Error(`no set-up link mailed to ${email}`);
  return decodeURIComponent(token);
}

/** Adds a member through the API as `by` (or as the operator), sets them up and leaves them signed in on their agent. */
export async function staffMember(b: TestBackend, email: string, role: StaffRole, by?: request.Agent): Promise<SignedInStaff> {
  if (by) await by.post('/api/admin/staff').send({ email, role }).expect(201);
  else await runStaffCommand(operatorOf(b), ['add', email, role], () => undefined, { operator: 'test' });
  const token = setupTokenFor(b, email);
  const agent = request.agent(b.app);
  const setup = await agent
    .post('/api/staff/setup')
    .send({ token, name: email.split('@')[0], password: STAFF_PASSWORD })
    .expect(200);
  const secret = setup.body.secret as string;
  const confirmed = await agent
    .post('/api/staff/setup/confirm')
    .send({ token, code: await codeAt(secret) })
    .expect(200);
  expect(confirmed.body.staff.role).toBe(role);
  return { email, secret, agent, recoveryCodes: confirmed.body.recoveryCodes as string[] };
}
