// /api/grievances: file a complaint, look a ticket up by number and email, or
// list the signed-in shopper's own.
import express, { type Router } from 'express';

import { grievanceForm, grievanceLookupForm } from '../../shared/grievance-form';
import { requireSessionUser, sessionUser } from '../store/accounts/sessions';
import { toGrievanceView } from '../store/grievances/grievance-view';
import { fileGrievance, grievancesOf, lookUpGrievance } from '../store/grievances/grievances';
import { body, parseBody } from './body';
import type { HttpContext } from './context';
import { sessionTokenOf } from './cookies';

export function grievanceRoutes(ctx: HttpContext): Router {
  const router = express.Router();

  router.post('/api/grievances', async (req, res) => {
    const input = parseBody(grievanceForm, req.body);
    const user = await sessionUser(ctx.db, sessionTokenOf(req));
    const row = await fileGrievance(ctx, input, { userId: user?.id ?? null, language: body(req.body).language, clientAddress: req.ip });
    res.status(201).json({ success: true, ticket: row.id, grievance: toGrievanceView(row) });
  });

  // A POST, so the email is never in a URL.
  router.post('/api/grievances/status', async (req, res) => {
    const { ticket, email } = parseBody(grievanceLookupForm, req.body);
    res.json({ success: true, grievance: toGrievanceView(await lookUpGrievance(ctx, ticket, email, req.ip)) });
  });

  router.get('/api/grievances', async (req, res) => {
    const user = await requireSessionUser(ctx.db, sessionTokenOf(req));
    res.json({ success: true, grievances: (await grievancesOf(ctx.db, user.id)).map(toGrievanceView) });
  });

  return router;
}
