// Fixed-window counters in the database (table rate_limits), so a limit counts
// across every process that shares it. RateLimitStore is shaped like
// express-rate-limit's Store (increment → {totalHits, resetTime}, decrement,
// resetKey, get), so an adapter for that library can sit on it later.
import { type Db, oneRow } from './db';
import { DomainError } from './domain-error';

export interface RateLimitOptions {
  /** Attempts allowed per window. */
  limit: number;
  windowMs: number;
}

export interface RateLimitInfo {
  totalHits: number;
  resetTime: Date;
}

const SWEEP_EVERY_MS = 60_000;

export class RateLimitStore {
  private lastSweep = 0;

  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one hit for `key` in its current window (a new window when the last one ended). */
  async increment(key: string, windowMs: number): Promise<RateLimitInfo> {
    const now = this.now();
    await this.sweep(now);
    // One statement: two processes counting the same key at once both count.
    const row = await oneRow<{ hits: number; reset_at: number }>(
      this.db,
      `INSERT INTO rate_limits (key, hits, reset_at) VALUES (?, 1, ?)
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN rate_limits.reset_at <= ? THEN 1 ELSE rate_limits.hits + 1 END,
         reset_at = CASE WHEN rate_limits.reset_at <= ? THEN ? ELSE rate_limits.reset_at END
       RETURNING hits, reset_at`,
      key,
      now + windowMs,
      now,
      now,
      now + windowMs,
    );
    return { totalHits: row.hits, resetTime: new Date(row.reset_at) };
  }

  /** The key's count in its current window, or undefined when it has none. */
  async get(key: string): Promise<RateLimitInfo | undefined> {
    const row = await this.db.get<{ hits: number; reset_at: number }>('SELECT hits, reset_at FROM rate_limits WHERE key = ? AND reset_at > ?', key, this.now());
    return row ? { totalHits: row.hits, resetTime: new Date(row.reset_at) } : undefined;
  }

  /** Takes one hit back (a request that should not have counted). */
  async decrement(key: string): Promise<void> {
    await this.db.run('UPDATE rate_limits SET hits = hits - 1 WHERE key = ? AND hits > 0 AND reset_at > ?', key, this.now());
  }

  /** Forgets the key (for example after a successful sign-in). */
  async resetKey(key: string): Promise<void> {
    await this.db.run('DELETE FROM rate_limits WHERE key = ?', key);
  }

  /** Deletes ended windows, at most once a minute per process. */
  private async sweep(now: number): Promise<void> {
    if (now - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = now;
    await this.db.run('DELETE FROM rate_limits WHERE reset_at <= ?', now);
  }
}

/** What a workflow asks of a limit. */
export interface Limiter {
  hit(...keys: string[]): Promise<void>;
  /** Counts an attempt for every key; answers whether all are still within the limit (nothing is refused). */
  allows(...keys: string[]): Promise<boolean>;
  /** The key's count in its current window. */
  count(key: string): Promise<number>;
  refuseIfSpent(...keys: string[]): Promise<void>;
  fail(...keys: string[]): Promise<void>;
  forget(...keys: string[]): Promise<void>;
}

/** No limit at all: an operator's own command (the demo) counts nothing. */
export const NO_LIMIT: Limiter = {
  hit: () => Promise.resolve(),
  allows: () => Promise.resolve(true),
  count: () => Promise.resolve(0),
  refuseIfSpent: () => Promise.resolve(),
  fail: () => Promise.resolve(),
  forget: () => Promise.resolve(),
};

/** A named limit over the shared store: `hit` counts and refuses (rate_limited) when over. */
export class RateLimiter implements Limiter {
  constructor(
    private readonly store: RateLimitStore,
    /** Prefix that keeps this limit's keys apart from other limits' (e.g. `auth`). */
    private readonly name: string,
    private readonly options: RateLimitOptions,
  ) {}

  /**
   * For limits that count failures only: refuses when any key has already
   * used up its window, without counting this attempt.
   */
  async refuseIfSpent(...keys: string[]): Promise<void> {
    for (const key of keys) {
      const info = await this.store.get(`${this.name}:${key}`);
      if (info && info.totalHits >= this.options.limit) throw new DomainError('rate_limited');
    }
  }

  /** Counts a failure for every key. */
  async fail(...keys: string[]): Promise<void> {
    for (const key of keys) await this.store.increment(`${this.name}:${key}`, this.options.windowMs);
  }

  async count(key: string): Promise<number> {
    return (await this.store.get(`${this.name}:${key}`))?.totalHits ?? 0;
  }

  /** Forgets the keys' failures (a success). */
  async forget(...keys: string[]): Promise<void> {
    for (const key of keys) await this.store.resetKey(`${this.name}:${key}`);
  }

  /** Counts an attempt for every key; refuses when any is over its limit. */
  async hit(...keys: string[]): Promise<void> {
    if (!(await this.allows(...keys))) throw new DomainError('rate_limited');
  }

  async allows(...keys: string[]): Promise<boolean> {
    let within = true;
    for (const key of keys) {
      const { totalHits } = await this.store.increment(`${this.name}:${key}`, this.options.windowMs);
      if (totalHits > this.options.limit) within = false;
    }
    return within;
  }
}
