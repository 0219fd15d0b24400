// The embedded API host as an Express app (spec section 7 plus orders).
import cookieParser from 'cookie-parser';
import express, { type Express } from 'express';
import { pino, type Logger } from 'pino';
import { authRoutes } from './auth';
import { openDatabase, type Db } from './db';
import { errorHandler, notFound } from './http-errors';
import { createMailer, type SendMail } from './mail';
import { notificationRoutes } from './notifications';
import { orderRoutes } from './orders';
import { RateLimiter, type RateLimitOptions } from './rate-limit';

export interface BackendOptions {
  dataDir: string;
  publicUrl?: string;
  smtpUrl?: string;
  logger?: Logger;
  /** Register and login attempts per IP and per email (default 20 per 15 min). */
  authRateLimit?: RateLimitOptions;
  /** Code requests and checks per IP and per email (default 10 per 15 min). */
  codeRateLimit?: RateLimitOptions;
  sendMail?: SendMail;
}

export interface BackendApp {
  app: Express;
  db: Db;
  close(): void;
}

export function createBackendApp(options: BackendOptions): BackendApp {
  const logger = options.logger ?? pino({ level: 'info', base: { service: 'too-more-backend' } });
  const db = openDatabase(options.dataDir);
  const sendMail = options.sendMail ?? createMailer({ smtpUrl: options.smtpUrl, dataDir: options.dataDir, logger });
  const fifteenMinutes = 15 * 60 * 1000;

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  app.use(express.json({ limit: '32kb', strict: true }));
  app.use(cookieParser());
  app.use(
    authRoutes({
      db,
      sendMail,
      secureCookies: options.publicUrl?.startsWith('https:') ?? false,
      authLimiter: new RateLimiter(options.authRateLimit ?? { limit: 20, windowMs: fifteenMinutes }),
      codeLimiter: new RateLimiter(options.codeRateLimit ?? { limit: 10, windowMs: fifteenMinutes }),
      logger,
    }),
  );
  app.use(notificationRoutes(db));
  app.use(orderRoutes(db));
  app.use(notFound);
  app.use(errorHandler(logger));
  return { app, db, close: () => db.close() };
}
