// The BFF's rate limits per client address: every request (general), anything
// but a read (write) and account posts (account), each answering 429 with
// Retry-After — JSON on /api, a short page in the visitor's language
// elsewhere — and keyed by the address TRUST_PROXY lets it believe; the
// payment gateway's webhook is outside the write budget. With two
// worker processes the write tier is one budget, whichever worker answers.
import { rmSync } from 'node:fs';
import http from 'node:http';

import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';

import { createApp } from '../../server/app';
import { isAccountPost } from '../../server/rate-limits';
import { tempDir } from '../backend/helpers';
import { testConfig } from '../helpers/config';
import { startFakeUpstream } from '../helpers/fake-upstream';
import { startServerProcess } from '../helpers/processes';

const TIERS = { general: 12, write: 5, account: 3 };
const upstream = await startFakeUpstream((_req, res) => {
  res.setHeader('content-type', 'application/json');
  res.end('{"success":false,"code":"invalid_credentials","message":"Invalid email or password"}');
});
const dataDir = tempDir();
afterAll(async () => {
  await upstream.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const app = (trustProxy: false | number = false) => createApp(testConfig({ apiUrl: upstream.url, rateLimits: TIERS, trustProxy }));

describe('rate limits', () => {
  it('answer 429 past the general budget, on pages and the API alike, with Retry-After and the limit in headers', async () => {
    const shop = await app();
    for (let i = 0; i < TIERS.general; i++) {
      const res = await request(shop).get(i % 2 ? '/our-story' : '/api/user/data');
      expect(res.status, `request ${i + 1}`).not.toBe(429);
    }
    const page = await request(shop).get('/hi/our-story').expect(429);
    expect(page.headers['retry-after']).toMatch(/^\d+$/);
    expect(page.headers.ratelimit).toMatch(/^"12-in-1min"; r=0; t=\d+$/);
    expect(page.text).toContain('<html lang="hi"');
    expect(page.text).toContain('बहुत');
    // A bare path speaks the language the shopper's cookie chose.
    const chosen = await request(shop).get('/our-story').set('Cookie', 'i18next=ta').expect(429);
    expect(chosen.text).toContain('<html lang="ta"');
    const api = await request(shop).get('/api/user/data').expect(429);
    expect(api.body).toEqual({ success: false, code: 'rate_limited', message: 'Too many attempts. Please wait a few minutes and try again.' });
  });

  it("leave the payment gateway's signed webhook out of the write budget, as its few addresses carry every shopper's events", async () => {
    const shop = await app();
    for (let i = 0; i < TIERS.write + 1; i++) await request(shop).post('/api/payments/razorpay/webhook').send({}).expect(200);
    // Had they counted, this sixth post would be refused; other posts still count.
    await request(shop).post('/api/orders').send({}).expect(200);
    for (let i = 1; i < TIERS.write; i++) await request(shop).post('/api/orders').send({}).expect(200);
    await request(shop).post('/api/orders').send({}).expect(429);
  });

  it('count posts in a smaller budget, and account posts in the smallest, while reads go on', async () => {
    const shop = await app();
    for (let i = 0; i < TIERS.account; i++) await request(shop).post('/api/auth/login').send({ email: 'a@b.in', password: 'x' }).expect(200);
    expect((await request(shop).post('/api/auth/login').send({ email: 'a@b.in', password: 'x' }).expect(429)).body.code).toBe('rate_limited');
    expect((await request(shop).post('/hi/login').type('form').send({ mode: 'login' }).expect(429)).text).toContain('lang="hi"');
    // A fresh address: five posts of any kind, then 429, while reads go on.
    const shopping = await app();
    for (let i = 0; i < TIERS.write; i++) await request(shopping).post('/api/orders').send({}).expect(200);
    await request(shopping).post('/api/orders').send({}).expect(429);
    await request(shopping).get('/our-story').expect(200);
  });

  it('count an account post in the smallest budget however its path is spelt: case, escapes, doubled slashes', async () => {
    const shop = await app();
    const spellings = ['/LOGIN', '/l%6Fgin', '/Hi/Reset-Password/', '//email-verify', '/API/AUTH/LOGIN', '/api/auth/log%69n'];
    for (const path of spellings) expect(isAccountPost({ method: 'POST', path }), path).toBe(true);
    expect(isAccountPost({ method: 'GET', path: '/LOGIN' })).toBe(false);
    expect(isAccountPost({ method: 'POST', path: '/logout' })).toBe(false);
    for (let i = 0; i < TIERS.account; i++)
      await request(shop)
        .post(spellings[i % 2]!)
        .type('form')
        .send({ mode: 'login', email: 'a@b.in', password: 'wrong-one-1' });
    await request(shop).post('/l%6Fgin').type('form').send({ mode: 'login' }).expect(429);
  });

  it('key on the address the trusted proxy reports, and ignore an X-Forwarded-For nobody vouches for', async () => {
    const direct = await app(false);
    for (let i = 0; i < TIERS.account; i++) await request(direct).post('/api/auth/login').set('X-Forwarded-For', `203.0.113.${i}`).send({}).expect(200);
    await request(direct).post('/api/auth/login').set('X-Forwarded-For', '203.0.113.99').send({}).expect(429);

    const behindProxy = await app(1);
    for (let i = 0; i < TIERS.account; i++) await request(behindProxy).post('/api/auth/login').set('X-Forwarded-For', '203.0.113.7').send({}).expect(200);
    await request(behindProxy).post('/api/auth/login').set('X-Forwarded-For', '203.0.113.7').send({}).expect(429);
    await request(behindProxy).post('/api/auth/login').set('X-Forwarded-For', '198.51.100.2').send({}).expect(200);
  });

  it('never count static files', async () => {
    const shop = await app();
    for (let i = 0; i < TIERS.general + 5; i++) await request(shop).get('/images/products/mango.svg').expect(200);
    await request(shop).get('/our-story').expect(200);
  });

  it('share the write budget between two worker processes', async () => {
    const server = await startServerProcess({ WEB_CONCURRENCY: '2', API_URL: upstream.url, DATA_DIR: dataDir, SHUTDOWN_DRAIN_MS: '0', RATE_LIMIT_MULTIPLIER: '0.05' });
    try {
      // 100 × 0.05 = 5 posts a minute for the address, each on a new connection so both workers answer.
      const post = () =>
        new Promise<number>((resolve, reject) => {
          const req = http.request(`${server.url}/api/orders`, { method: 'POST', agent: false, headers: { 'content-type': 'application/json', connection: 'close' } }, (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          });
          req.on('error', reject);
          req.end('{}');
        });
      const statuses: number[] = [];
      for (let i = 0; i < 8; i++) statuses.push(await post());
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    } finally {
      await server.stop('SIGTERM');
    }
  });
});
