// /api/staff/*: a member of staff sets up their sign-in and signs in and out
// (docs/decisions/031-staff-and-audit.md). Their own cookies, limits and
// sessions; a shopper's session opens none of it.
import express, { type Request, type Router } from 'express';

import { STAFF_SETUP_MS } from '../../shared/staff-roles';
import { DomainError } from '../store/domain-error';
import { beginSetup, confirmSetup } from '../store/staff/members';
import { staffSessionMember } from '../store/staff/sessions';
import { staffPassword, staffSecondStep, staffSignOut } from '../store/staff/sign-in';
import { body } from './body';
import type { HttpContext } from './context';
import { clearStaffCookies, setStaffPending, setStaffSession, staffPendingOf, staffTokenOf } from './staff-cookies';

/** A staff password: at least 12 characters (a back office holds every shopper's data). */
export const STAFF_PASSWORD_MIN = 12;

const text = (value: unknown, max = 500) => (typeof value === 'string' ? value.slice(0, max) : '');

export function staffRoutes(ctx: HttpContext): Router {
  const router = express.Router();

  router.post('/api/staff/login', async (req, res) => {
    const { email, password } = body(req.body);
    const pending = await staffPassword(ctx, { email: text(email, 320), password: text(password, 200), clientAddress: req.ip });
    setStaffPending(res, pending, ctx.secureCookies);
    res.json({ success: true, next: 'code' });
  });

  router.post('/api/staff/login/code', async (req, res) => {
    const { sessionToken, member } = await staffSecondStep(ctx, staffPendingOf(req), text(body(req.body).code, 40));
    setStaffSession(res, sessionToken, ctx.secureCookies);
    res.json({ success: true, staff: member });
  });

  router.post('/api/staff/logout', async (req, res) => {
    await staffSignOut(ctx, staffTokenOf(req));
    clearStaffCookies(res, ctx.secureCookies);
    res.json({ success: true });
  });

  // Who is signed in to the back office: null when nobody is (a question, not a refusal).
  router.get('/api/staff/me', async (req, res) => {
    res.json({ success: true, staff: await staffSessionMember(ctx.db, staffTokenOf(req)) });
  });

  const setupToken = (req: Request) => text(body(req.body).token, 100);

  router.post('/api/staff/setup', async (req, res) => {
    const { name, password } = body(req.body);
    if (!text(name, 100).trim()) throw new DomainError('field_required', { field: 'name' });
    if (text(password, 200).length < STAFF_PASSWORD_MIN) throw new DomainError('password_too_short', { field: 'password', min: STAFF_PASSWORD_MIN });
    const enrol = await beginSetup(ctx, setupToken(req), { name: text(name, 100), password: text(password, 200) });
    res.json({ success: true, ...enrol, setupHours: STAFF_SETUP_MS / 3_600_000 });
  });

  router.post('/api/staff/setup/confirm', async (req, res) => {
    const { sessionToken, recoveryCodes, member } = await confirmSetup(ctx, setupToken(req), text(body(req.body).code, 10));
    setStaffSession(res, sessionToken, ctx.secureCookies);
    res.json({ success: true, staff: member, recoveryCodes });
  });

  return router;
}
