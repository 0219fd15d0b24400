// The shopper's data rights (docs/decisions/023-grievances-and-data-rights.md):
// /api/account/export, /api/account/consent and /api/account/delete.
import express, { type Request, type Router } from 'express';

import { deleteOwnAccount, exportAccount, readConsent, setConsent } from '../store/accounts/data-rights';
import { requireSessionUser } from '../store/accounts/sessions';
import { body } from './body';
import type { HttpContext } from './context';
import { clearSessionCookie, sessionTokenOf } from './cookies';
import { readerLanguage } from './reader-language';

export function accountRoutes(ctx: HttpContext): Router {
  const router = express.Router();
  const signedIn = (req: Request) => requireSessionUser(ctx.db, sessionTokenOf(req));

  router.get('/api/account/export', async (req, res) => {
    const data = await exportAccount(ctx.db, (await signedIn(req)).id, (await ctx.translate(readerLanguage(req))).t);
    res.set('Content-Disposition', `attachment; filename="too-more-data-${data.exportedAt.slice(0, 10)}.json"`);
    res.type('application/json').send(JSON.stringify(data, null, 2));
  });

  router.get('/api/account/consent', async (req, res) => {
    res.json({ success: true, ...(await readConsent(ctx.db, (await signedIn(req)).id)) });
  });

  router.put('/api/account/consent', async (req, res) => {
    const marketingConsent = await setConsent(ctx.db, (await signedIn(req)).id, body(req.body).marketingConsent);
    res.json({ success: true, marketingConsent });
  });

  router.post('/api/account/delete', async (req, res) => {
    const { password, language } = body(req.body);
    await deleteOwnAccount(ctx, await signedIn(req), { password, language, sessionToken: sessionTokenOf(req), clientAddress: req.ip });
    clearSessionCookie(res, ctx.secureCookies);
    res.json({ success: true, message: 'Your account has been deleted' });
  });

  return router;
}
