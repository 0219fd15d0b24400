import type { Router } from 'express';
import express from 'express';

let stopping = false;

/** From SIGTERM on, /readyz answers 503 so a load balancer stops sending new requests while this process drains. */
export function markStopping(): void {
  stopping = true;
}

export function healthRoutes(apiUrl: string | null): Router {
  const router = express.Router();
  // Liveness: this process answers (pid: which process of several did).
  router.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok', uptime: Math.round(process.uptime()), pid: process.pid });
  });
  // Readiness, for a load balancer: the API host answers its /readyz. Our
  // backend says 503 while its database is unreachable or not migrated; a
  // foreign API host without /readyz answers something else below 500, which
  // still shows it is up.
  router.get('/readyz', async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    if (stopping) return void res.status(503).json({ status: 'unavailable', reason: 'stopping' });
    if (!apiUrl) return void res.status(503).json({ status: 'unavailable', reason: 'no API host' });
    let answer: Response;
    try {
      answer = await fetch(new URL('/readyz', apiUrl), { signal: AbortSignal.timeout(2000) });
    } catch {
      return void res.status(503).json({ status: 'unavailable', reason: 'API host does not answer' });
    }
    if (answer.status >= 500) {
      const body = (await answer.json().catch(() => null)) as { reason?: unknown } | null;
      const reason = typeof body?.reason === 'string' ? body.reason : `API host answers ${answer.status}`;
      return void res.status(503).json({ status: 'unavailable', reason });
    }
    await answer.body?.cancel();
    res.json({ status: 'ready' });
  });
  return router;
}
