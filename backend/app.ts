// The embedded API host as an Express app (accounts, notifications, orders,
// grievances; docs/backend.md), on SQLite in the data folder or on PostgreSQL
// when a database URL is given. This is where the rooms meet: the store is
// opened and migrated, the mail port and the limits are made, and the http
// routes are given them (what may import what: docs/decisions/025-backend-rooms.md).
import cookieParser from 'cookie-parser';
import express, { type Express } from 'express';
import { type Logger, pino } from 'pino';

import { type BackendConfig, backendConfig } from './config';
import { razorpayGateway } from './gateway/razorpay';
import { accountRoutes } from './http/account-routes';
import { adminRoutes } from './http/admin-routes';
import { authRoutes } from './http/auth-routes';
import type { HttpContext } from './http/context';
import { enquiryRoutes } from './http/enquiry-routes';
import { errorHandler, notFound } from './http/errors';
import { grievanceRoutes } from './http/grievance-routes';
import { healthRoutes } from './http/health-routes';
import { notificationRoutes } from './http/notification-routes';
import { orderRoutes } from './http/order-routes';
import { paymentRoutes, webhookRoutes } from './http/payment-routes';
import { staffRoutes } from './http/staff-routes';
import { stockRoutes } from './http/stock-routes';
import { createMailer, type SendMail } from './mail/mailer';
import { createPostOffice } from './mail/post-office';
import { createMailTranslator } from './mail/translator';
import { WRONG_CODES_A_DAY } from './store/accounts/guess-limits';
import { loadCodeSecret } from './store/code-secret';
import type { Limits } from './store/context';
import type { Db } from './store/db';
import { keepMigrating } from './store/keep-migrating';
import { createLater } from './store/later';
import { openStore } from './store/open';
import { expireOverdue } from './store/payments/expiry';
import { RateLimiter, type RateLimitOptions, RateLimitStore } from './store/rate-limits';

export interface BackendOptions extends Partial<BackendConfig> {
  dataDir: string;
  logger?: Logger;
  sendMail?: SendMail;
  /** Register and login attempts per IP and per email (default 20 per 15 min). */
  authRateLimit?: RateLimitOptions;
  /** Code requests and checks per IP and per email (default 10 per 15 min). */
  codeRateLimit?: RateLimitOptions;
  /** Order confirmations and complaint acknowledgements to one address (default 10 an hour). */
  mailRateLimit?: RateLimitOptions;
  /** Wrong staff passwords and second factors (5 per 15 minutes). */
  staffRateLimit?: RateLimitOptions;
  /**
   * Default true: the app is made only once the database is migrated, and a
   * failure throws. false: when the first attempt fails, the app is made all
   * the same and keeps retrying in the background (/readyz answers 503 and
   * API calls 503 until the migrations have run).
   */
  waitForDatabase?: boolean;
  /** Milliseconds between migration attempts when not waiting (default 2000). */
  retryMs?: number;
  /** How a slowed sign-in waits (default: a timer); tests record instead. */
  pause?: (ms: number) => Promise<void>;
  /** Milliseconds between sweeps for orders whose payment time is up (default a minute; 0: none, tests sweep themselves). */
  expirySweepMs?: number;
}

export interface BackendApp {
  app: Express;
  db: Db;
  /** Whether the migrations have run in this process. */
  migrated(): boolean;
  /** Resolves once the work requests left to run after their answers is done (tests, shutdown). */
  settled(): Promise<void>;
  close(): Promise<void>;
}

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/** The limits the store counts in the database, from the configuration's budgets. */
function limitsOver(db: Db, options: BackendOptions, config: BackendConfig): Limits {
  const store = new RateLimitStore(db);
  const auth = options.authRateLimit ?? { limit: 20, windowMs: FIFTEEN_MINUTES };
  const code = options.codeRateLimit ?? { limit: 10, windowMs: FIFTEEN_MINUTES };
  return {
    auth: new RateLimiter(store, 'auth', auth),
    code: new RateLimiter(store, 'code', code),
    loginFailuresByAddress: new RateLimiter(store, 'login-failures', auth),
    loginFailuresByAddressAndAccount: new RateLimiter(store, 'login-failures-account', { limit: Math.min(5, options.authRateLimit?.limit ?? 5), windowMs: FIFTEEN_MINUTES }),
    orders: new RateLimiter(store, 'orders', config.orderRateLimit),
    grievanceFiling: new RateLimiter(store, 'grievances', auth),
    grievanceLookup: new RateLimiter(store, 'grievance-lookups', options.codeRateLimit ?? { limit: 30, windowMs: FIFTEEN_MINUTES }),
    deletePassword: new RateLimiter(store, 'delete-password', { limit: 5, windowMs: FIFTEEN_MINUTES }),
    wrongCodesADay: new RateLimiter(store, 'wrong-codes-day', { limit: WRONG_CODES_A_DAY, windowMs: 24 * 60 * 60 * 1000 }),
    // Counted, never refused: the count decides how long a sign-in to the account waits.
    wrongPasswordsPerAccount: new RateLimiter(store, 'wrong-passwords-account', { limit: Number.MAX_SAFE_INTEGER, windowMs: FIFTEEN_MINUTES }),
    mailsPerRecipient: new RateLimiter(store, 'mails-to', options.mailRateLimit ?? { limit: 10, windowMs: 60 * 60 * 1000 }),
    stockAlerts: new RateLimiter(store, 'stock-alerts', auth),
    enquiries: new RateLimiter(store, 'enquiries', auth),
    staffPasswords: new RateLimiter(store, 'staff-passwords', options.staffRateLimit ?? { limit: 5, windowMs: FIFTEEN_MINUTES }),
    staffSecondFactors: new RateLimiter(store, 'staff-second-factors', options.staffRateLimit ?? { limit: 5, windowMs: FIFTEEN_MINUTES }),
  };
}

export async function createBackendApp(options: BackendOptions): Promise<BackendApp> {
  const config = backendConfig(options);
  const logger = options.logger ?? pino({ level: config.logLevel, base: { service: 'too-more-backend' } });
  const db = openStore(config);
  const migration = await keepMigrating(db, { wait: options.waitForDatabase !== false, retryMs: options.retryMs ?? 2000, logger });

  const later = createLater(logger);
  const sendMail = options.sendMail ?? createMailer({ smtpUrl: config.smtpUrl ?? undefined, dataDir: config.dataDir, logger });
  const translate = createMailTranslator(config.localesDir);
  const gateway = config.razorpay ? razorpayGateway(config.razorpay) : null;
  const ctx: HttpContext = {
    db,
    gateway,
    paymentWindowMs: config.paymentWindowMs,
    post: createPostOffice({ sendMail, translate, publicUrl: config.publicUrl, ordersEmail: config.ordersEmail, enquiryEmails: config.enquiryEmails, logger }),
    translate,
    secret: once(() => loadCodeSecret(db, config.codeSecret ?? undefined)),
    limits: limitsOver(db, options, config),
    later,
    pause: options.pause ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
    secureCookies: config.publicUrl.startsWith('https:'),
    company: config.company,
    invoicing: config.invoicing,
  };

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  app.use(healthRoutes(db, migration.done));
  app.use(webhookRoutes(ctx));
  app.use(enquiryRoutes(ctx));
  app.use(express.json({ limit: '32kb', strict: true }));
  app.use(cookieParser());
  for (const routes of [authRoutes, notificationRoutes, orderRoutes, paymentRoutes, grievanceRoutes, accountRoutes, stockRoutes, staffRoutes, adminRoutes]) app.use(routes(ctx));
  app.use(notFound);
  app.use(errorHandler(logger));
  const sweep = expirySweep(ctx, options.expirySweepMs ?? 60_000, migration.done, logger);
  return {
    app,
    db,
    migrated: migration.done,
    settled: () => later.settled(),
    close: async () => {
      sweep.stop();
      migration.stop();
      await later.settled();
      await db.close();
    },
  };
}

/** Every so often, the orders whose payment time is up are settled or expired (store/payments/expiry.ts); one sweep at a time. */
function expirySweep(ctx: HttpContext, everyMs: number, migrated: () => boolean, logger: Logger): { stop(): void } {
  if (!ctx.gateway || everyMs <= 0) return { stop: () => undefined };
  let running = false;
  const timer = setInterval(() => {
    if (running || !migrated()) return;
    running = true;
    expireOverdue(ctx)
      .then((outcomes) => {
        const expired = outcomes.filter((o) => o.outcome !== 'kept');
        if (expired.length) logger.info({ orders: expired }, 'payment time up');
      })
      .catch((err: unknown) => logger.warn({ err }, 'payment expiry sweep failed'))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
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
