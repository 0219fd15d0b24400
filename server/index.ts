// Production entry: read the environment once, then
//
// - WEB_CONCURRENCY=1: one process, as before: the embedded backend (when no
//   API_URL is set) and the BFF in it;
// - WEB_CONCURRENCY>1 (default: one per available core): a node:cluster
//   primary that starts the embedded backend once (when no API_URL is set) and
//   forks that many BFF workers sharing the port, pointed at it through
//   API_URL. The workers keep no state of their own; a worker that dies is
//   replaced; SIGTERM/SIGINT stop every worker gracefully, then the backend.
//
// `node dist/server/index.js backend` runs the backend alone instead (the
// scaled layout's API host; backend/serve.ts).
import cluster, { type Worker } from 'node:cluster';
import type { Server } from 'node:http';

import type { Logger } from 'pino';

import { embeddedBackendConfig } from '../backend/config';
import { type RunningBackend, startBackend } from '../backend/index';
import { runBackendProcess } from '../backend/serve';
import { createApp } from './app';
import { type Config, readConfig, readScaleConfig, type ScaleConfig } from './config';
import { markStopping } from './health';
import { createLogger } from './logger';
import { startSharedRateLimitStore } from './rate-limits';

const SHUTDOWN_GRACE_MS = 10_000;
/** A worker that dies sooner than this after starting is replaced after a pause. */
const CRASH_LOOP_MS = 5_000;
/**
 * V8 sizes its heap for the machine (gigabytes here) and grows it lazily, so
 * an idle-looking worker sat at ~390 MB after 30 000 requests while its live
 * heap was ~40 MB. A small young generation and a bounded old one keep a
 * worker under 200 MB at the same throughput; one V8 platform thread instead
 * of one per core stops the slow growth of memory outside the heap that the
 * collector's helper threads left (docs/decisions/016-page-weight.md, figures
 * in docs/benchmarks.md). NODE_OPTIONS naming any of these flags wins.
 */
const WORKER_HEAP_FLAGS = ['--max-semi-space-size=4', '--max-old-space-size=96', '--v8-pool-size=1'];

function workerExecArgv(): string[] {
  const given = `${process.env.NODE_OPTIONS ?? ''} ${process.execArgv.join(' ')}`;
  return [...process.execArgv, ...WORKER_HEAP_FLAGS.filter((flag) => !given.includes(flag.split('=')[0] ?? flag))];
}

async function main() {
  // The image's other role: `node dist/server/index.js backend` is the backend alone.
  if (process.argv[2] === 'backend') return runBackendProcess();
  const config = readConfig();
  const scale = readScaleConfig();
  const logger = createLogger(config.logLevel);
  if (cluster.isPrimary && scale.webConcurrency > 1) return runPrimary(config, scale, logger);
  return runServer(config, scale, cluster.worker ? logger.child({ worker: cluster.worker.id }) : logger);
}

async function embeddedBackend(logger: Logger): Promise<RunningBackend> {
  const config = embeddedBackendConfig();
  const backend = await startBackend({ ...config, logger: logger.child({ service: 'backend' }) });
  logger.info({ url: backend.url, store: config.databaseUrl ? 'postgres' : 'sqlite' }, 'embedded backend started (no API_URL set)');
  return backend;
}

/** Where the BFF finds the API: API_URL, or else the embedded backend, started here. */
async function apiFor(config: Config, logger: Logger): Promise<{ apiUrl: string; backend: RunningBackend | null }> {
  if (config.apiUrl) return { apiUrl: config.apiUrl, backend: null };
  const backend = await embeddedBackend(logger);
  return { apiUrl: backend.url, backend };
}

function publicAddress(config: Config, port: number): string {
  return `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`;
}

/** One BFF process: the whole server (single mode) or a cluster worker. */
async function runServer(config: Config, scale: ScaleConfig, logger: Logger) {
  const { apiUrl, backend } = await apiFor(config, logger);
  const app = await createApp({ ...config, apiUrl }, { logger, processes: cluster.isWorker ? scale.webConcurrency : 1 });
  const server: Server = app.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    if (cluster.isWorker) logger.debug({ pid: process.pid, port }, 'worker listening');
    else logger.info({ url: publicAddress(config, port) }, 'Too More is listening');
  });

  let stopping = false;
  // While stopping, each answer closes its connection: a keep-alive client that
  // keeps asking would otherwise hold the server open until the grace period ends.
  server.prependListener('request', (_req, res) => {
    if (stopping) res.setHeader('Connection', 'close');
  });
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    markStopping();
    // SIGTERM (a deploy, a load balancer) drains first: /readyz says 503 and every
    // answer closes its connection, so clients move on before the port closes.
    // SIGINT (Ctrl+C) stops at once.
    const drainMs = signal === 'SIGTERM' ? scale.shutdownDrainMs : 0;
    logger.info({ signal, pid: process.pid, drainMs }, 'shutting down: draining, then no new connections, finishing requests');
    const force = setTimeout(() => {
      logger.warn('requests still open after the grace period; exiting');
      process.exit(1);
    }, drainMs + SHUTDOWN_GRACE_MS);
    force.unref();
    setTimeout(() => {
      server.close(() => {
        (backend ? backend.close() : Promise.resolve()).then(
          () => {
            logger.info({ pid: process.pid }, 'stopped');
            process.exit(0);
          },
          (error: unknown) => {
            logger.error({ err: error }, 'the embedded backend did not close');
            process.exit(1);
          },
        );
      });
      server.closeIdleConnections();
    }, drainMs);
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

/** The cluster primary: the backend once, N workers, replacement and shutdown. */
async function runPrimary(config: Config, scale: ScaleConfig, logger: Logger) {
  const { apiUrl, backend } = await apiFor(config, logger);
  const workerEnv = {
    API_URL: apiUrl,
    // Stated, since a worker given API_URL would otherwise turn ordering off.
    ORDERING: config.ordering ? 'enabled' : 'disabled',
    PUBLIC_URL: config.publicUrl,
    // glibc gives each thread that allocates its own malloc arena; a worker's
    // compression and I/O threads kept ~20 MB of freed memory resident that
    // way (docs/decisions/016-page-weight.md). The operator's value wins.
    MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
  };
  // The workers' write and account rate limits count here (server/rate-limits.ts).
  startSharedRateLimitStore();
  cluster.setupPrimary({ execArgv: workerExecArgv() });
  const startedAt = new Map<number, number>();
  let stopping = false;
  let announced = false;

  const fork = () => {
    const worker = cluster.fork(workerEnv);
    startedAt.set(worker.id, Date.now());
    return worker;
  };

  const listening = new Set<number>();
  cluster.on('listening', (worker, address) => {
    listening.add(worker.id);
    if (!announced && listening.size >= scale.webConcurrency) {
      announced = true;
      logger.info({ url: publicAddress(config, address.port), workers: scale.webConcurrency, pid: process.pid }, 'Too More is listening');
    }
  });

  cluster.on('exit', (worker: Worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    listening.delete(worker.id);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) void finish(0);
      return;
    }
    const delay = lived < CRASH_LOOP_MS ? 1000 : 0;
    logger.warn({ pid: worker.process.pid, code, signal, restartInMs: delay }, 'worker died; starting a new one');
    setTimeout(() => {
      if (!stopping) fork();
    }, delay);
  });

  let finished = false;
  // Never rejects: a backend that fails to close is logged and the exit code says so.
  const finish = async (code: number) => {
    if (finished) return;
    finished = true;
    let exitCode = code;
    try {
      await backend?.close();
    } catch (error) {
      logger.error({ err: error }, 'the embedded backend did not close cleanly');
      exitCode = 1;
    }
    logger.info({ pid: process.pid }, 'stopped');
    process.exit(exitCode);
  };

  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: stopping every worker gracefully');
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
    if (workers.length === 0) return void finish(0);
    // Each worker drains on SIGTERM and stops at once on SIGINT, as a single process does.
    for (const worker of workers) worker.process.kill(signal === 'SIGINT' ? 'SIGINT' : 'SIGTERM');
    const drainMs = signal === 'SIGINT' ? 0 : scale.shutdownDrainMs;
    const force = setTimeout(
      () => {
        logger.warn('workers still running after the grace period; killing them');
        for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
        void finish(1);
      },
      drainMs + SHUTDOWN_GRACE_MS + 1000,
    );
    force.unref();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  for (let i = 0; i < scale.webConcurrency; i++) fork();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
