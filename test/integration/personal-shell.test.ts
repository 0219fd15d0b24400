// A personal page from its shell (server/render/shell.ts) is byte for byte the
// page a whole render of the same request makes: for every page, in three
// languages, with a cart, a coupon, a PIN, a consent choice, a message or a
// session — so hydration starts from exactly the markup and data it would
// otherwise, and nothing of one shopper is in the shell another gets.
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { createApp } from '../../server/app';
import { ROUTES } from '../../shared/routes';
import { appWithBackend, SHOPPER } from '../helpers/backed-app';
import { testConfig } from '../helpers/config';
import { signUpWithCode } from '../helpers/sign-up';

const env = appWithBackend();
let whole: Express;
let token = '';
let orderId = '';
const CSRF = 'csrf=shell-test-token-0123456789';

beforeAll(async () => {
  // Both apps render at the same instant: a delivery promise's moment is in the page's data.
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
  whole = await createApp(testConfig({ apiUrl: env.backend.url, renderCache: false }));
  const res = await signUpWithCode(request.agent(env.app), env.dataDir, { name: 'Meera Iyer', email: 'shell@example.in', password: 'lychee-luxe-1' });
  token = (res.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('token='))!.split(';')[0]!;
  const order = await request(env.app)
    .post('/api/orders')
    .set('Cookie', token)
    .send({ form: SHOPPER, items: [{ productId: 2, sizeIndex: 0, quantity: 2 }] })
    .expect(201);
  orderId = String((order.body as { order?: { id?: string | number } }).order?.id ?? '');
});
afterAll(() => void vi.useRealTimers());

/** What two renders of one request may differ in: the nonce, and checkout's new idempotency key. */
const sameBut = (html: string) =>
  html
    .replaceAll(/nonce="[^"]*"/g, 'nonce=""')
    .replaceAll(/"nonce":"[^"]*"/g, '"nonce":""')
    .replaceAll(/(name="idempotencyKey" value="|"idempotencyKey":")[0-9a-f]+/g, '$1');

const PUBLIC_PAGES = ROUTES.filter((r) => /^\/[\w/-]*$/.test(r.path) && !r.personal && !r.auth).map((r) => r.path);
const PERSONAL_PAGES = ['/cart', '/checkout', '/deliver-to', '/grievances', '/login', '/account/orders', '/account/notifications', '/account/privacy', '/account/grievances'];

const SHOPPERS = {
  cart: 'cart=2-0:2.24-1:1; coupon=TOOMOREOFFER',
  pin: 'pin=560001',
  consent: 'cookie_consent=p1.a0.m1',
  message: 'flash=loggedIn; cart=1-0:3',
  signedIn: () => `${token}; cart=2-0:1; pin=110001`,
};

async function compare(path: string, cookie: string) {
  const cookies = `${CSRF}; ${cookie}`;
  const fromShell = await request(env.app).get(path).set('Cookie', cookies).set('User-Agent', 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36');
  const rendered = await request(whole).get(path).set('Cookie', cookies).set('User-Agent', 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36');
  expect(fromShell.status, path).toBe(rendered.status);
  if (rendered.status === 200) expect(fromShell.headers['x-page-cache'], `${path} with ${cookie}`).toBe('shell');
  expect(sameBut(fromShell.text), `${path} with ${cookie}`).toBe(sameBut(rendered.text));
  expect(fromShell.headers['cache-control']).toBe(rendered.headers['cache-control']);
  return fromShell;
}

describe('a personal page from its shell', () => {
  it('is the whole render of every public page, with a cart, a coupon and a PIN, signed in or not', async () => {
    // Every other page signed in as well: both states of the header's hole, and any page that reads the session, on every kind of page.
    const pages = [...PUBLIC_PAGES, '/mango?size=1', '/search?q=mango'];
    for (const [i, path] of pages.entries()) await compare(path, `${SHOPPERS.cart}; ${SHOPPERS.pin}${i % 2 ? `; ${token}` : ''}`);
  }, 60_000);

  it('is the whole render with a consent choice or a message', async () => {
    for (const path of ['/', '/mango', '/juices', '/cookie-settings', '/our-story', '/contact-us'])
      for (const cookie of [SHOPPERS.consent, SHOPPERS.message]) await compare(path, cookie);
  });

  it('is the whole render in Hindi and Arabic too', async () => {
    for (const path of ['/hi', '/hi/mango', '/ar/juices', '/ar/cookie-settings', '/hi/cart'])
      for (const cookie of [SHOPPERS.cart, SHOPPERS.signedIn()]) await compare(path, cookie);
  });

  it('is the same page in gzip (its pieces joined) and uncompressed', async () => {
    const cookies = `${CSRF}; ${SHOPPERS.cart}`;
    const gzip = await request(env.app).get('/mango').set('Cookie', cookies).set('Accept-Encoding', 'gzip').expect(200);
    const plain = await request(env.app).get('/mango').set('Cookie', cookies).set('Accept-Encoding', 'identity').expect(200);
    expect([gzip.headers['content-encoding'], plain.headers['content-encoding']]).toEqual(['gzip', undefined]);
    expect(sameBut(gzip.text)).toBe(sameBut(plain.text));
    expect(gzip.text).toContain('</html>');
  });

  it('is the whole render of personal and account pages, signed in', async () => {
    for (const path of [...PERSONAL_PAGES, `/account/orders/${orderId}`, '/mango', '/', '/juices']) await compare(path, SHOPPERS.signedIn());
  });
});
