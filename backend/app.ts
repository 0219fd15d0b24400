// The embedded API host as an Express app (accounts, notifications and orders; docs/backend.md), on
// SQLite in DATA_DIR or on PostgreSQL when a database URL is given.
import path from 'node:path';

import cookieParser from 'cookie-parser';
import express, { type Express } from 'express';
import { type Logger, pino } from 'pino';

import type { CompanyFacts } from '../shared/company';
import { authRoutes } from './auth';
import { loadCodeSecret } from './code-secret';
import { dataRightsRoutes } from './data-rights';
import { type Db, openStore } from './db';
import { grievanceRoutes } from './grievances';
import { errorHandler, notFound, sendError } from './http-errors';
import { createMailer, type SendMail } from './mail';
import { createMailTranslator } from './mail-translator';
import { LATEST_VERSION, migrate, schemaVersion } from './migrations';
import { notificationRoutes } from './notifications';
import { orderRoutes } from './orders';
import { RateLimiter, type RateLimitOptions, RateLimitStore } from './rate-limit';

export interface BackendOptions {
  dataDir: string;
  /** `postgres://…`: keep everything in PostgreSQL (DATABASE_URL); unset: SQLite in dataDir. */
  databaseUrl?: string | null;
  publicUrl?: string;
  smtpUrl?: string;
  logger?: Logger;
  /** Register and login attempts per IP and per email (default 20 per 15 min). */
  authRateLimit?: RateLimitOptions;
  /** Code requests and checks per IP and per email (default 10 per 15 min). */
  codeRateLimit?: RateLimitOptions;
  /** The key one-time codes are stored under (CODE_SECRET); unset, one kept in the database. */
  codeSecret?: string;
  /** The dictionaries mail is written from (default ./locales). */
  localesDir?: string;
  /** Orders placed per client address (default 30 a minute; ORDER_RATE_LIMIT). */
  orderRateLimit?: RateLimitOptions;
  sendMail?: SendMail;
  /**
   * Default true: the app is made only once the database is migrated, and a
   * failure throws. false: when the first attempt fails, the app is made all
   * the same and keeps retrying in the background (/readyz answers 503 and
   * API calls 503 until the migrations have run).
   */
  waitForDatabase?: boolean;
  /** Milliseconds between migration attempts when not waiting (default 2000). */
  retryMs?: number;
  /**
   * Which hops' X-Forwarded-For to believe for the client address that the
   * per-IP limits count (Express 'trust proxy'; TRUST_PROXY). Default
   * 'loopback': the BFF on the same machine. Behind a load balancer and BFFs
   * on a private network: 'loopback, uniquelocal'.
   */
  trustProxy?: string;
  /** The seller named on GST invoices (COMPANY_*; default: the sample facts, shared/company.ts). */
  company?: CompanyFacts;
}

export interface BackendApp {
  app: Express;
  db: Db;
  /** Whether the migrations have run in this process. */
  migrated(): boolean;
  close(): Promise<void>;
}

export async function createBackendApp(options: BackendOptions): Promise<BackendApp> {
  const logger = options.logger ?? pino({ level: 'info', base: { service: 'too-more-backend' } });
  const db = openStore(options);
  const sendMail = options.sendMail ?? createMailer({ smtpUrl: options.smtpUrl, dataDir: options.dataDir, logger });
  const fifteenMinutes = 15 * 60 * 1000;
  // Changed by tryMigrating and close(), read in the retry loop and the handlers.
  const state = { migrated: false, closed: false };

  const tryMigrating = async (attempt: number) => {
    try {
      await migrate(db);
      state.migrated = true;
      if (attempt > 1) logger.info({ store: db.description, version: LATEST_VERSION }, 'database migrated');
    } catch (error) {
      if (options.waitForDatabase !== false) {
        await db.close().catch(() => undefined);
        throw error;
      }
      logger.warn({ store: db.description, attempt, err: (error as Error).message }, 'database not ready; retrying');
    }
  };
  await tryMigrating(1);
  if (!state.migrated) {
    // Keep trying in the background; /readyz answers 503 meanwhile.
    void (async () => {
      // A function, not a condition the compiler narrows: close() may run during the wait.
      const retrying = () => !state.closed && !state.migrated;
      for (let attempt = 2; retrying(); attempt++) {
        await new Promise((r) => setTimeout(r, options.retryMs ?? 2000).unref());
        if (!state.closed) await tryMigrating(attempt);
      }
    })();
  }

  const rateLimits = new RateLimitStore(db);
  const codeSecret = once(() => loadCodeSecret(db, options.codeSecret));
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', trustProxySetting(options.trustProxy));
  app.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  // Liveness: the process answers.
  app.get('/healthz', (_req, res) => void res.json({ status: 'ok', uptime: Math.round(process.uptime()) }));
  // Readiness: the database answers and carries this code's schema.
  app.get('/readyz', async (_req, res) => {
    if (!state.migrated) return void res.status(503).json({ status: 'unavailable', reason: 'migrations have not run', store: db.dialect });
    try {
      const version = await schemaVersion(db);
      if (version < LATEST_VERSION) return void res.status(503).json({ status: 'unavailable', reason: 'migrations have not run', store: db.dialect });
      res.json({ status: 'ready', store: db.dialect, schema: version });
    } catch {
      res.status(503).json({ status: 'unavailable', reason: 'database unreachable', store: db.dialect });
    }
  });
  app.use((_req, res, next) => (state.migrated ? next() : sendError(res, 503, 'server_error')));
  app.use(express.json({ limit: '32kb', strict: true }));
  app.use(cookieParser());
  app.use(
    authRoutes({
      db,
      sendMail,
      secureCookies: options.publicUrl?.startsWith('https:') ?? false,
      authLimiter: new RateLimiter(rateLimits, 'auth', options.authRateLimit ?? { limit: 20, windowMs: fifteenMinutes }),
      codeLimiter: new RateLimiter(rateLimits, 'code', options.codeRateLimit ?? { limit: 10, windowMs: fifteenMinutes }),
      loginFailuresByAddress: new RateLimiter(rateLimits, 'login-failures', options.authRateLimit ?? { limit: 20, windowMs: fifteenMinutes }),
      loginFailuresByAddressAndAccount: new RateLimiter(rateLimits, 'login-failures-account', { limit: Math.min(5, options.authRateLimit?.limit ?? 5), windowMs: fifteenMinutes }),
      codeSecret,
      logger,
    }),
  );
  app.use(notificationRoutes(db));
  const translateMail = createMailTranslator(options.localesDir ?? path.join(process.cwd(), 'locales'));
  const publicUrl = (options.publicUrl ?? 'http://localhost:3000').replace(/\/+$/, '');
  app.use(
    orderRoutes({
      db,
      orderLimiter: new RateLimiter(rateLimits, 'orders', options.orderRateLimit ?? { limit: 30, windowMs: 60_000 }),
      secret: codeSecret,
      sendMail,
      translateMail,
      publicUrl,
      company: options.company,
      logger,
    }),
  );
  app.use(
    grievanceRoutes({
      db,
      sendMail,
      translateMail,
      publicUrl,
      logger,
      fileLimiter: new RateLimiter(rateLimits, 'grievances', options.authRateLimit ?? { limit: 20, windowMs: fifteenMinutes }),
      lookupLimiter: new RateLimiter(rateLimits, 'grievance-lookups', options.codeRateLimit ?? { limit: 30, windowMs: fifteenMinutes }),
    }),
  );
  app.use(
    dataRightsRoutes({
      db,
      sendMail,
      translateMail,
      secureCookies: options.publicUrl?.startsWith('https:') ?? false,
      passwordLimiter: new RateLimiter(rateLimits, 'delete-password', { limit: 5, windowMs: fifteenMinutes }),
      logger,
    }),
  );
  app.use(notFound);
  app.use(errorHandler(logger));
  return {
    app,
    db,
    migrated: () => state.migrated,
    close: async () => {
      state.closed = true;
      await db.close();
    },
  };
}

/** A promise made on first use and shared after (a failure is retried next time). */
function once<T>(make: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () =>
    (pending ??= make().catch((error: unknown) => {
      pending = null;
      throw error;
    }));
}

/** A TRUST_PROXY value as Express takes it: a hop count, or names and CIDRs. */
function trustProxySetting(value: string | undefined): number | string[] {
  if (!value) return ['loopback'];
  if (/^\d+$/.test(value)) return Number(value);
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}
