// Production entry: read the environment once, start the embedded backend when
// no API host is configured, listen, and shut down gracefully.
import type { Server } from 'node:http';
import { startBackend } from '../backend/index';
import { createApp } from './app';
import { readConfig } from './config';
import { createLogger } from './logger';

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const config = readConfig();
  const logger = createLogger(config.logLevel);
  let backend: Awaited<ReturnType<typeof startBackend>> | null = null;
  if (!config.apiUrl) {
    backend = await startBackend({ dataDir: config.dataDir, publicUrl: config.publicUrl, smtpUrl: config.smtpUrl ?? undefined, logger: logger.child({ service: 'backend' }) });
    logger.info({ url: backend.url }, 'embedded backend started (no API_URL set)');
  }
  const app = await createApp({ ...config, apiUrl: config.apiUrl ?? backend!.url }, { logger });
  const server: Server = app.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    logger.info({ url: `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}` }, 'Too More is listening');
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: no new connections, finishing requests');
    const force = setTimeout(() => {
      logger.warn('requests still open after 10 s; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    server.close(async () => {
      await backend?.close();
      logger.info('stopped');
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
