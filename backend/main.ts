// `npm run backend`: the embedded backend alone, for the scaled layout (BFF
// processes with API_URL pointing here). It listens at once; /readyz answers
// 503 until the database can be reached and is migrated.
import path from 'node:path';
import { pino } from 'pino';
import { startBackend } from './index';

const logger = pino({ level: process.env.LOG_LEVEL ?? 'info', base: { service: 'too-more-backend' } });
const backend = await startBackend({
  dataDir: path.resolve(process.env.DATA_DIR ?? 'data'),
  databaseUrl: process.env.DATABASE_URL?.trim() || null,
  host: process.env.BACKEND_HOST ?? '127.0.0.1',
  port: Number(process.env.BACKEND_PORT ?? 4000),
  publicUrl: process.env.PUBLIC_URL,
  smtpUrl: process.env.SMTP_URL,
  logger,
  waitForDatabase: false,
});
logger.info({ url: backend.url, store: process.env.DATABASE_URL ? 'postgres' : 'sqlite' }, 'Too More backend is listening');

const stop = async (signal: string) => {
  logger.info({ signal }, 'stopping');
  await backend.close();
  process.exit(0);
};
process.once('SIGTERM', () => void stop('SIGTERM'));
process.once('SIGINT', () => void stop('SIGINT'));
