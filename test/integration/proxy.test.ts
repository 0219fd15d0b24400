// /api/* through the BFF to an API host started inside the test.
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createApp } from '../../server/app';
import { testConfig } from '../helpers/config';
import { type FakeUpstream, startFakeUpstream } from '../helpers/fake-upstream';

let upstream: FakeUpstream;
let app: Express;

beforeAll(async () => {
  upstream = await startFakeUpstream((req, res) => {
    if (req.url.startsWith('/api/slow')) {
      setTimeout(() => res.end('{}'), 1500);
      return;
    }
    res.setHeader('Content-Type', 'application/json');
    res.setHeader('Set-Cookie', ['token=abc; Domain=api.internal; Path=/; HttpOnly; SameSite=Lax', 'other=1; Path=/']);
    res.end(JSON.stringify({ success: true, echo: { method: req.method, url: req.url, body: req.body } }));
  });
  app = await createApp(testConfig({ apiUrl: upstream.url, proxyTimeoutMs: 300 }));
});

afterAll(async () => {
  await upstream.close();
});

describe('the /api proxy', () => {
  it('forwards method, path, query, body and cookies unchanged', async () => {
    const res = await request(app).post('/api/auth/login?x=1').set('Cookie', 'token=old; i18next=hi').send({ email: 'a@b.in', password: 'secret123' }).expect(200);
    expect(res.body.echo).toEqual({ method: 'POST', url: '/api/auth/login?x=1', body: '{"email":"a@b.in","password":"secret123"}' });
    const seen = upstream.received.at(-1)!;
    expect(seen.headers.cookie).toBe('token=old; i18next=hi');
    expect(seen.headers['x-forwarded-for']).toBeTruthy();
    expect(seen.headers['x-forwarded-host']).toBeTruthy();
  });

  it('rewrites the API host cookie domain to the shop and keeps the attributes', async () => {
    const res = await request(app).get('/api/user/data').expect(200);
    const cookies = res.headers['set-cookie'] as unknown as string[];
    expect(cookies[0]).toBe('token=abc; Path=/; HttpOnly; SameSite=Lax');
    expect(cookies[1]).toBe('other=1; Path=/');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('leaves the response alone: no CSP nonce leak, JSON stays JSON', async () => {
    const res = await request(app).put('/api/notifications/read-all').expect(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
  });

  it('answers 504 with the timeout message when the API host is slow', async () => {
    const res = await request(app).get('/api/slow').expect(504);
    expect(res.body).toEqual({ success: false, message: 'Request timed out. Server may be down.' });
  });

  it('answers 502 when the API host is down', async () => {
    const down = await createApp(testConfig({ apiUrl: 'http://127.0.0.1:9' }));
    const res = await request(down).get('/api/auth/is-auth').expect(502);
    expect(res.body).toEqual({ success: false, message: 'Unable to connect to server. Please try again later.' });
  });

  it('answers 502 when no API host is configured', async () => {
    const none = await createApp(testConfig({ apiUrl: null }));
    await request(none).post('/api/auth/login').send({}).expect(502);
  });

  it('reports ready only while the API host answers', async () => {
    await request(app).get('/readyz').expect(200);
  });
});
