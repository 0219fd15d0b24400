// /healthz (liveness: the process answers) and /readyz (readiness: the
// database answers and carries this code's schema); until the migrations have
// run, every API call answers 503.
import express, { type Router } from 'express';

import type { Db } from '../store/db';
import { LATEST_VERSION, schemaVersion } from '../store/migrate';
import { sendError } from './errors';

export function healthRoutes(db: Db, migrated: () => boolean): Router {
  const router = express.Router();
  const unavailable = (reason: string) => ({ status: 'unavailable', reason, store: db.dialect });
  router.get('/healthz', (_req, res) => void res.json({ status: 'ok', uptime: Math.round(process.uptime()) }));
  router.get('/readyz', async (_req, res) => {
    if (!migrated()) return void res.status(503).json(unavailable('migrations have not run'));
    try {
      const version = await schemaVersion(db);
      if (version < LATEST_VERSION) return void res.status(503).json(unavailable('migrations have not run'));
      res.json({ status: 'ready', store: db.dialect, schema: version });
    } catch {
      res.status(503).json(unavailable('database unreachable'));
    }
  });
  router.use((_req, res, next) => (migrated() ? next() : sendError(res, 'server_error', undefined, 503)));
  return router;
}
