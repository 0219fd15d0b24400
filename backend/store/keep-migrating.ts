// Bringing the database to this code's schema at start: either wait for it
// (a failure throws), or answer at once and keep trying in the background
// while the database cannot be reached (a backend process of its own, whose
// /readyz says 503 meanwhile).
import type { Logger } from 'pino';

import type { Db } from './db';
import { LATEST_VERSION, migrate } from './migrate';

export interface Migration {
  /** Whether the migrations have run in this process. */
  done: () => boolean;
  /** Stops retrying (the process is closing). */
  stop: () => void;
}

export async function keepMigrating(db: Db, { wait, retryMs, logger }: { wait: boolean; retryMs: number; logger: Logger }): Promise<Migration> {
  // Changed by attempt() and stop(), read in the retry loop and by the handlers.
  const state = { migrated: false, stopped: false };
  const attempt = async (count: number) => {
    try {
      await migrate(db);
      state.migrated = true;
      if (count > 1) logger.info({ store: db.description, version: LATEST_VERSION }, 'database migrated');
    } catch (error) {
      if (wait) {
        await db.close().catch(() => undefined);
        throw error;
      }
      logger.warn({ store: db.description, attempt: count, err: (error as Error).message }, 'database not ready; retrying');
    }
  };
  await attempt(1);
  if (!state.migrated) {
    void (async () => {
      // A function, not a condition the compiler narrows: stop() may run during the wait.
      const retrying = () => !state.stopped && !state.migrated;
      for (let count = 2; retrying(); count++) {
        await new Promise((r) => setTimeout(r, retryMs).unref());
        if (!state.stopped) await attempt(count);
      }
    })();
  }
  return { done: () => state.migrated, stop: () => void (state.stopped = true) };
}
