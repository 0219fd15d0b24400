// The sessions a BFF process keeps (server/session-cache.ts): kept while the
// backend's epoch stands, all dropped when it moves or cannot be read, and
// never kept in front of a host without the epoch (the original API).
import http from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { mayEndSessions, sessionCache } from '../../server/session-cache';
import type { SessionState } from '../../shared/boot';

let epoch: number | null = 1;
let server: http.Server;
let url = '';
beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.url === '/api/auth/session-epoch' && epoch !== null) return void res.setHeader('content-type', 'application/json').end(JSON.stringify({ success: true, epoch }));
    res.statusCode = 404;
    res.end('{"success":false}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const ASHA: SessionState = { status: 'authenticated', user: { name: 'Asha', email: 'asha@example.in', isAccountVerified: true } };

/** Waits (up to 5 s, whatever the load) until the cache has read the epoch as it now stands. */
async function until(check: () => boolean) {
  const since = Date.now();
  while (!check() && Date.now() - since < 5_000) await new Promise((r) => setTimeout(r, 20));
  return check();
}

describe('the session cache', () => {
  it('keeps a session while the epoch stands and drops every one when it moves', async () => {
    epoch = 1;
    const cache = sessionCache(url, { pollMs: 50 });
    try {
      cache.get('token-a');
      expect(await until(() => (cache.set('token-a', ASHA), cache.get('token-a') !== undefined))).toBe(true);
      cache.setUnread('token-a', 3);
      expect([cache.get('token-a'), cache.unread('token-a'), cache.get('token-b')]).toEqual([ASHA, 3, undefined]);
      cache.drop('token-a');
      expect([cache.get('token-a'), cache.unread('token-a')]).toEqual([undefined, undefined]);
      cache.set('token-a', ASHA);
      epoch = 2;
      expect(await until(() => cache.get('token-a') === undefined)).toBe(true);
    } finally {
      cache.stop();
    }
  });

  it('keeps nothing in front of a host without the epoch', async () => {
    epoch = null;
    const cache = sessionCache(url, { pollMs: 50 });
    try {
      cache.get('token-a');
      await new Promise((r) => setTimeout(r, 200));
      cache.set('token-a', ASHA);
      expect(cache.get('token-a')).toBeUndefined();
    } finally {
      cache.stop();
    }
  });

  it('forgets every session on a post that may end others', () => {
    for (const path of ['/logout', '/hi/logout', '/reset-password', '/ta/account/privacy', '/email-verify', '/login', '/api/auth/logout', '/api/user/delete'])
      expect(mayEndSessions(path), path).toBe(true);
    for (const path of ['/shopping-cart', '/hi/shopping-cart', '/checkout', '/api/orders', '/xx/logout', '/logout/extra']) expect(mayEndSessions(path), path).toBe(false);
  });
});
