// Work a request starts and does not wait for: it runs once the answer is on
// its way, so the answer takes as long whatever the work is (the reset code
// that only a known address gets). A failure is logged; closing the backend
// waits for what is still running.
import type { Logger } from 'pino';

export interface Later {
  /** Runs `task` after the current request's answer; `about` names it in a failure's log line. */
  run(task: () => Promise<void>, about: Record<string, unknown>): void;
  /** Resolves once every task started so far has finished. */
  settled(): Promise<void>;
}

export function createLater(logger: Logger): Later {
  const running = new Set<Promise<void>>();
  return {
    run(task, about) {
      const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch((error: unknown) => logger.error({ err: error, ...about }, 'background work failed'))
        .finally(() => running.delete(done));
      running.add(done);
    },
    async settled() {
      while (running.size) await Promise.all(running);
    },
  };
}

/** Runs each task at once, awaited by the caller (an operator command has no answer to send first). */
export const RIGHT_AWAY: Later = {
  run: (task) => void task(),
  settled: () => Promise.resolve(),
};
