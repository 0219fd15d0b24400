// The backend as a process of its own, configured from the environment
// (./config.ts): `npm run backend` (from source) and `node dist/server/index.js
// backend` (the built image's backend role). It listens at once; /readyz
// answers 503 until the database can be reached and is migrated.
import { pino } from 'pino';

import { REDACT_PATHS } from '../shared/log-redaction';
import { readBackendConfig } from './config';
import { startBackend } from './index';

export async function runBackendProcess(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const config = readBackendConfig(env);
  const logger = pino({ level: config.logLevel, base: { service: 'too-more-backend' }, redact: REDACT_PATHS });
  const backend = await startBackend({ ...config, logger, waitForDatabase: false });
  logger.info({ url: backend.url, store: config.databaseUrl ? 'postgres' : 'sqlite' }, 'Too More backend is listening');

  const stop = async (signal: string) => {
    logger.info({ signal }, 'stopping');
    await backend.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
}
