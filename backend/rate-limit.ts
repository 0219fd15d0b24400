// Fixed-window counters in memory, per key (IP or email). Enough for one
// process; an operator with several processes puts a real API host in front.
import { HttpError } from './http-errors';

export interface RateLimitOptions {
  /** Attempts allowed per window. */
  limit: number;
  windowMs: number;
}

export class RateLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly options: RateLimitOptions) {}

  /** Counts an attempt for every key; throws 429 when any is over its limit. */
  hit(...keys: string[]): void {
    const now = Date.now();
    let blocked = false;
    for (const key of keys) {
      let entry = this.hits.get(key);
      if (!entry || entry.resetAt <= now) {
        entry = { count: 0, resetAt: now + this.options.windowMs };
        this.hits.set(key, entry);
      }
      entry.count++;
      if (entry.count > this.options.limit) blocked = true;
    }
    if (this.hits.size > 10_000) this.sweep(now);
    if (blocked) throw new HttpError(429, 'rate_limited');
  }

  private sweep(now: number): void {
    for (const [key, entry] of this.hits) if (entry.resetAt <= now) this.hits.delete(key);
  }
}
