// Requests per client address and minute, in three tiers (express-rate-limit):
// everything (general), anything that is not a GET or HEAD (write), and the
// posts that touch an account — sign-in, sign-up, codes, password reset
// (account). The address is the one TRUST_PROXY lets Express believe
// (server/config.ts), never a client's own X-Forwarded-For. The backend keeps
// its own, finer limits in its database (failed passwords, codes, orders);
// these are the BFF's flood guard in front of everything (docs/security.md).
//
// With several worker processes (node:cluster) the write and account tiers
// count in the primary through ClusterMemoryStore, so the budget is the
// address's whatever worker answers; the general tier, on every request, is
// counted in each worker with its share of the budget, since the primary
// round trip would cost more than the page.
import cluster from 'node:cluster';

import { ClusterMemoryStorePrimary, ClusterMemoryStoreWorker } from '@express-rate-limit/cluster-memory-store';
import type { Request, RequestHandler, Response } from 'express';
import { rateLimit, type RateLimitRequestHandler, type Store } from 'express-rate-limit';

import { splitLanguagePrefix } from '../shared/language-path';
import { cookiesOf } from './cookie-jar';
import type { ServerI18n } from './i18n';
import { requestLanguage } from './language';

export interface RateLimitTiers {
  general: number;
  write: number;
  account: number;
}

/** Requests a minute per address; RATE_LIMIT_MULTIPLIER scales them all. */
export const DEFAULT_RATE_LIMITS: RateLimitTiers = { general: 1000, write: 100, account: 10 };

const WINDOW_MS = 60_000;
const ACCOUNT_PAGES = new Set(['/login', '/email-verify', '/reset-password']);
const isRead = (req: Request) => req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS';

/**
 * The path as the router and the API host match it: decoded and in lower case
 * (both match case-insensitively), with runs of slashes made one; a path that
 * does not decode is taken as it is, lower-cased.
 */
export function matchedPath(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // Not a path the router would match; the strictest reading is kept below.
  }
  return decoded.toLowerCase().replace(/\/{2,}/g, '/');
}

/** A post to a sign-in, sign-up, code or password page, or to the account API, however its path is spelt. */
export function isAccountPost(req: Pick<Request, 'method' | 'path'>): boolean {
  if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return false;
  const path = matchedPath(req.path);
  if (path.startsWith('/api/auth/')) return true;
  return ACCOUNT_PAGES.has(splitLanguagePrefix(path).rest.replace(/\/+$/, '') || '/');
}

/**
 * The payment gateway's webhook: a handful of the gateway's addresses post
 * every shopper's payment events, so the per-address write budget would turn
 * a sale's events away. It is signed, and the backend checks the signature.
 */
export const isGatewayWebhook = (req: Pick<Request, 'method' | 'path'>) => req.method === 'POST' && matchedPath(req.path) === '/api/payments/razorpay/webhook';

export function rateLimits(tiers: RateLimitTiers, serverI18n: ServerI18n, processes = 1): RequestHandler {
  const shared = (prefix: string): Store | undefined => (cluster.isWorker ? new ClusterMemoryStoreWorker({ prefix }) : undefined);
  const tier = (limit: number, store?: Store) =>
    rateLimit({
      windowMs: WINDOW_MS,
      limit: Math.max(1, Math.ceil(limit)),
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      // A client's own X-Forwarded-For is ignored on purpose unless TRUST_PROXY vouches for it.
      validate: { xForwardedForHeader: false },
      ...(store ? { store } : {}),
      handler: (req, res) => {
        const { lng } = requestLanguage(req, res, cookiesOf(res));
        const message = serverI18n.instance.t('apiErrors.rate_limited', { lng });
        if (req.path.startsWith('/api/')) return void res.status(429).json({ success: false, code: 'rate_limited', message });
        res
          .status(429)
          .type('html')
          .send(`<!doctype html><html lang="${lng}"><meta charset="utf-8"><title>429</title><p>${escapeHtml(message)}</p></html>`);
      },
    });
  const general = tier(tiers.general / processes);
  const write = tier(tiers.write, shared('write:'));
  const account = tier(tiers.account, shared('account:'));
  return (req, res, next) => {
    void (async () => {
      if (!(await passes(general, req, res))) return;
      if (!isRead(req) && !isGatewayWebhook(req) && !(await passes(write, req, res))) return;
      if (isAccountPost(req) && !(await passes(account, req, res))) return;
      next();
    })().catch(next);
  };
}

/** Runs one limiter: true when it let the request through, false when it answered 429 itself. */
async function passes(limiter: RateLimitRequestHandler, req: Request, res: Response): Promise<boolean> {
  let through = false;
  let failure: unknown;
  // express-rate-limit's handler is async: it has called next or answered by the time it settles.
  await limiter(req, res, (error?: unknown) => {
    through = true;
    failure = error;
  });
  if (failure !== undefined) throw failure instanceof Error ? failure : new Error('rate limit store failed', { cause: failure });
  return through;
}

/** The primary's side of the shared counters (server/index.ts, with workers). */
export function startSharedRateLimitStore(): void {
  new ClusterMemoryStorePrimary().init();
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
