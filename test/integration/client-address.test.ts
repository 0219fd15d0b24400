// The address the API host's rate limits count is the one the BFF trusts
// (TRUST_PROXY), never one the client wrote into its own X-Forwarded-For —
// through the /api proxy, a page's loaders and the session lookup alike.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createApp } from '../../server/app';
import { readConfig } from '../../server/config';
import { testConfig } from '../helpers/config';
import { type FakeUpstream, startFakeUpstream } from '../helpers/fake-upstream';

let upstream: FakeUpstream;

beforeAll(async () => {
  upstream = await startFakeUpstream((req, res) => {
    res.setHeader('Content-Type', 'application/json');
    if (req.url.startsWith('/api/user/data')) return void res.end(JSON.stringify({ success: true, userData: { name: 'Asha', email: 'a@b.in', isAccountVerified: true } }));
    if (req.url.startsWith('/api/notifications'))
      return void res.end(JSON.stringify({ success: true, notifications: [], unreadCount: 0, pagination: { page: 1, pages: 1, total: 0 } }));
    res.end('{"success":true}');
  });
});
afterAll(() => upstream.close());

const SPOOFED = '203.0.113.7';
const forwardedFor = (path: string) => upstream.received.filter((r) => r.url.startsWith(path)).map((r) => r.headers['x-forwarded-for']);

describe('the client address', () => {
  it('by default is the connection’s: a made-up X-Forwarded-For is replaced, through the proxy and the page’s own calls', async () => {
    const app = await createApp(testConfig({ apiUrl: upstream.url }));
    await request(app).post('/api/auth/send-verify-otp').set('X-Forwarded-For', SPOOFED).send({}).expect(200);
    await request(app).get('/account/notifications').set('X-Forwarded-For', SPOOFED).set('Cookie', 'token=t1').expect(200);
    const seen = [...forwardedFor('/api/auth/send-verify-otp'), ...forwardedFor('/api/user/data'), ...forwardedFor('/api/notifications')];
    expect(seen.length).toBeGreaterThanOrEqual(3);
    for (const value of seen) expect(value).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
  });

  it('is the one a trusted proxy reports when TRUST_PROXY says how many hops to believe', async () => {
    upstream.received.length = 0;
    const app = await createApp(testConfig({ apiUrl: upstream.url, trustProxy: 1 }));
    await request(app).post('/api/auth/send-verify-otp').set('X-Forwarded-For', `198.51.100.1, ${SPOOFED}`).send({}).expect(200);
    expect(forwardedFor('/api/auth/send-verify-otp')).toEqual([SPOOFED]);
  });

  it('reads TRUST_PROXY as none, a hop count or a list', () => {
    expect(readConfig({}).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(readConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toEqual(['loopback', '10.0.0.0/8']);
  });
});
