import type { Router } from 'express';
import express from 'express';

export function healthRoutes(apiUrl: string | null): Router {
  const router = express.Router();
  router.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok', uptime: Math.round(process.uptime()) });
  });
  // Ready only when the API host answers (any HTTP answer counts: it is up).
  router.get('/readyz', async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    if (!apiUrl) return void res.status(503).json({ status: 'unavailable', reason: 'no API host' });
    try {
      await fetch(new URL('/api/auth/is-auth', apiUrl), { signal: AbortSignal.timeout(2000) });
      res.json({ status: 'ready' });
    } catch {
      res.status(503).json({ status: 'unavailable', reason: 'API host does not answer' });
    }
  });
  return router;
}
