// Each BFF process keeps the sessions it has looked up for a few seconds, so a
// signed-in shopper's pages do not each ask the API host who they are
// (docs/decisions/033-personal-pages-from-a-shell.md). What may end a session
// or change what a page shows of its shopper — a logout, a password reset, a
// deletion, a verification — raises the backend's sessions' epoch in the same
// transaction; every process reads the epoch every second and drops all it
// keeps when it moves. The process that takes a shopper's post drops that
// session at once. An API host without the epoch (the original API) gets no
// keeping at all: every page asks, as before. The header's unread count is
// kept the same way: a notification made by staff (an order shipped) shows in
// a server-made badge within those seconds, and the page's live badge asks
// for itself once it runs.
import { createHash } from 'node:crypto';

import type { RequestHandler } from 'express';

import type { SessionState } from '../shared/boot';
import { SESSION_COOKIE } from '../shared/cookie-names';
import { isSupportedLanguage } from '../shared/languages';
import { getRoute } from '../shared/routes';
import { cookiesOf } from './cookie-jar';

export interface SessionCache {
  get(token: string): SessionState | undefined;
  set(token: string, state: SessionState): void;
  /** The shopper's unread notifications as last read (the header's badge; the page's own list is always read anew). */
  unread(token: string): number | undefined;
  setUnread(token: string, count: number): void;
  /** Forgets one session now (its shopper is posting: whatever changes, the next page asks again). */
  drop(token: string): void;
  clear(): void;
  stop(): void;
}

export interface SessionCacheOptions {
  /** How long a session is kept, whatever the epoch says. */
  maxAgeMs?: number;
  /** How often the epoch is read. */
  pollMs?: number;
  maxEntries?: number;
}

const keyOf = (token: string) => createHash('sha256').update(token).digest('base64url');

export function sessionCache(apiUrl: string | null, { maxAgeMs = 10_000, pollMs = 1_000, maxEntries = 20_000 }: SessionCacheOptions = {}): SessionCache {
  const kept = new Map<string, { state: SessionState; at: number; epoch: number }>();
  const unread = new Map<string, { count: number; at: number; epoch: number }>();
  const fresh = <T extends { at: number; epoch: number }>(entry: T | undefined): T | undefined =>
    entry && epoch !== null && entry.epoch === epoch && Date.now() - entry.at <= maxAgeMs ? entry : undefined;
  const bounded = (map: Map<string, unknown>) => {
    if (map.size >= maxEntries) map.delete(map.keys().next().value as string);
  };
  /** The epoch last read; null while unknown (not read yet, or the host has none): nothing is kept then. */
  let epoch: number | null = null;
  let timer: NodeJS.Timeout | null = null;

  const read = async () => {
    if (!apiUrl) return;
    try {
      const res = await fetch(new URL('/api/auth/session-epoch', apiUrl), { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(pollMs) });
      const body = res.ok ? ((await res.json()) as { epoch?: unknown }) : {};
      const next = typeof body.epoch === 'number' ? body.epoch : null;
      if (next !== epoch) clear();
      epoch = next;
    } catch {
      // Unknown until the next read: keep nothing meanwhile.
      clear();
      epoch = null;
    }
  };
  function clear() {
    kept.clear();
    unread.clear();
  }
  const start = () => {
    if (timer || !apiUrl) return;
    void read();
    timer = setInterval(() => void read(), pollMs);
    timer.unref();
  };

  return {
    get(token) {
      start();
      return fresh(kept.get(keyOf(token)))?.state;
    },
    set(token, state) {
      if (epoch === null) return;
      bounded(kept);
      kept.set(keyOf(token), { state, at: Date.now(), epoch });
    },
    unread: (token) => fresh(unread.get(keyOf(token)))?.count,
    setUnread(token, count) {
      if (epoch === null) return;
      bounded(unread);
      unread.set(keyOf(token), { count, at: Date.now(), epoch });
    },
    drop(token) {
      kept.delete(keyOf(token));
      unread.delete(keyOf(token));
    },
    clear,
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}

/** The pages whose posts may end sessions other than the poster's own (a reset or a deletion ends them all), and the API's account calls. */
const ENDING_PAGES = new Set(
  ['logout', 'login', 'reset-password', 'email-verify', 'account-privacy'].flatMap((id) => {
    const r = getRoute(id);
    return [r.path, ...(r.aliases ?? [])].map((p) => p.toLowerCase());
  }),
);
const ENDING_API = /^\/api\/(?:auth|user|account)\//i;

function mayEndSessions(path: string): boolean {
  if (ENDING_API.test(path)) return true;
  const page = path.toLowerCase().replace(/\/+$/, '') || '/';
  const [, first = '', rest = ''] = /^\/([^/]*)(.*)$/.exec(page) ?? [];
  // With or without a language prefix (/hi/logout).
  return ENDING_PAGES.has(page) || (isSupportedLanguage(first) && ENDING_PAGES.has(rest || '/'));
}

/** Any request but a read: forget its shopper's session here before it runs, or all of them when it may end others. */
export { mayEndSessions };

export function dropSessionOnWrite(sessions: SessionCache): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      const token = cookiesOf(res).get(SESSION_COOKIE);
      if (mayEndSessions(req.path)) sessions.clear();
      else if (token) sessions.drop(token);
    }
    next();
  };
}
