// The backend as a process of its own, configured from the environment:
// `npm run backend` (from source) and `node dist/server/index.js backend`
// (the built image's backend role). It listens at once; /readyz answers 503
// until the database can be reached and is migrated.
import path from 'node:path';

import { pino } from 'pino';

import { readCompanyFacts } from '../shared/company';
import { REDACT_PATHS } from '../shared/log-redaction';
import { startBackend } from './index';
import { orderRateLimitFromEnv } from './rate-limit';

export async function runBackendProcess(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const logger = pino({ level: env.LOG_LEVEL ?? 'info', base: { service: 'too-more-backend' }, redact: REDACT_PATHS });
  const databaseUrl = env.DATABASE_URL?.trim() || null;
  const problems: string[] = [];
  // The seller on the invoices: the same COMPANY_* variables the BFF reads.
  const company = readCompanyFacts(env, problems);
  if (problems.length) throw new Error(`Bad configuration:\n${problems.join('\n')}`);
  const backend = await startBackend({
    dataDir: path.resolve(env.DATA_DIR ?? 'data'),
    databaseUrl,
    host: env.BACKEND_HOST ?? '127.0.0.1',
    port: Number(env.BACKEND_PORT ?? 4000),
    publicUrl: env.PUBLIC_URL,
    smtpUrl: env.SMTP_URL,
    trustProxy: env.TRUST_PROXY?.trim() || undefined,
    orderRateLimit: orderRateLimitFromEnv(env.ORDER_RATE_LIMIT),
    codeSecret: env.CODE_SECRET?.trim() || undefined,
    company,
    logger,
    waitForDatabase: false,
  });
  logger.info({ url: backend.url, store: databaseUrl ? 'postgres' : 'sqlite' }, 'Too More backend is listening');

  const stop = async (signal: string) => {
    logger.info({ signal }, 'stopping');
    await backend.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
}
