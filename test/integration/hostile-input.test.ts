// A hostile-input corpus: script, HTML, attribute and JSON breakouts in the
// query, the path, cookies, headers and bodies; path traversal; bad encodings;
// oversized and deeply nested bodies; header injection. Every case must answer
// without a 5xx and reflect nothing a browser would run (docs/security.md).
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';

import { appWithBackend, form } from '../helpers/backed-app';
import { signUpWithCode } from '../helpers/sign-up';

const env = appWithBackend();

/** Each payload, and what its unescaped reflection would look like in the response. */
const PAYLOADS: { text: string; raw: RegExp }[] = [
  { text: '<script>alert(1)</script>', raw: /<script>alert\(1\)/i },
  { text: '"><img src=x onerror=alert(1)>', raw: /<img src=x onerror/i },
  { text: "'><svg/onload=alert(1)>", raw: /<svg\/onload/i },
  { text: '</script><script>alert(1)</script>', raw: /<\/script><script>alert/i },
  { text: '" autofocus onfocus="alert(1)', raw: /"\s*autofocus onfocus="alert/i },
  { text: '<iframe srcdoc="<script>alert(1)</script>">', raw: /<iframe srcdoc/i },
  { text: '</title><script>alert(1)</script>', raw: /<\/title><script>alert/i },
  { text: '<!--<script>alert(1)//-->', raw: /<!--<script>alert/i },
  { text: '\u2028\u2029</script><script>alert(1)</script>', raw: /<\/script><script>alert/i },
  { text: '"}]}</script><script>alert(1)</script>', raw: /<\/script><script>alert/i },
];

/** Nothing in the response a browser would run. */
function expectInert(res: { status: number; text?: string }, label: string) {
  expect(res.status, label).toBeLessThan(500);
  for (const p of PAYLOADS) expect(res.text ?? '', `${label}: ${p.text}`).not.toMatch(p.raw);
}

const get = (path: string) => request(env.app).get(path).redirects(0);
/** The body whatever its type: supertest leaves `text` unset for a body it keeps as bytes (a file served as binary). */
const bodyText = (res: { text: string | undefined; body: unknown }) => res.text ?? (Buffer.isBuffer(res.body) ? res.body.toString('utf8') : '');

let session = '';
beforeAll(async () => {
  const res = await signUpWithCode(request.agent(env.app), env.dataDir, { name: 'Asha Patel', email: 'hostile@example.in', password: 'mango-lassi-9' });
  session = (res.headers['set-cookie'] as unknown as string[])
    .map((c) => c.split(';')[0]!)
    .filter((c) => c.startsWith('token='))
    .join('; ');
});

describe('hostile input', () => {
  it('control: the check fails on an unescaped reflection and on a 5xx', () => {
    expect(() => expectInert({ status: 200, text: '<p>You searched for "><img src=x onerror=alert(1)></p>' }, 'control')).toThrow();
    expect(() => expectInert({ status: 500, text: 'Internal error' }, 'control')).toThrow();
    expect(() => expectInert({ status: 200, text: '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>' }, 'control')).not.toThrow();
  });

  describe.each(PAYLOADS.map((p) => [p.text, p] as const))('payload %s', (_, payload) => {
    const q = encodeURIComponent(payload.text);

    it('in the search query, ?lng, a filter and the sign-in redirect', async () => {
      expectInert(await get(`/search?q=${q}`), 'search');
      expectInert(await get(`/?lng=${q}`), '?lng');
      expectInert(await get(`/juices?filter=${q}&page=${q}`), 'juices filter');
      expectInert(await get(`/login?redirect=${q}`), 'redirect');
    });

    it('in the path', async () => {
      expectInert(await get(`/${q}`), 'path');
      expectInert(await get(`/hi/${q}`), 'language path');
      expectInert(await get(`/account/orders/${q}`).set('Cookie', session), 'order id');
    });

    it('in cookies and headers', async () => {
      for (const cookie of ['i18next', 'cart', 'coupon', 'token', 'cookie_consent', 'flash']) {
        expectInert(await get('/shopping-cart').set('Cookie', `${cookie}=${q}`), `cookie ${cookie}`);
      }
      expectInert(await get('/').set('Accept-Language', payload.text.replace(/[^\x20-\x7e]/g, '')), 'Accept-Language');
      expectInert(
        await get('/')
          .set('Referer', `https://x.example/${q}`)
          .set('User-Agent', payload.text.replace(/[^\x20-\x7e]/g, '')),
        'Referer and User-Agent',
      );
    });

    it('in form fields, shown back with their errors', async () => {
      const signIn = await request(env.app)
        .post('/login')
        .set('Sec-Fetch-Site', 'same-origin')
        .type('form')
        .send(form({ mode: 'login', email: payload.text, password: payload.text, redirect: payload.text }))
        .redirects(0);
      expectInert(signIn, 'sign-in form');
      const checkout = await request(env.app)
        .post('/checkout')
        .set('Cookie', 'cart=2-0:1')
        .set('Sec-Fetch-Site', 'same-origin')
        .type('form')
        .send(
          form({
            firstName: payload.text,
            lastName: payload.text,
            email: payload.text,
            address: payload.text,
            city: payload.text,
            paymentMethod: 'cod',
            idempotencyKey: 'k'.repeat(16),
          }),
        )
        .redirects(0);
      expectInert(checkout, 'checkout form');
      const feedback = await request(env.app)
        .post('/feedback')
        .set('Sec-Fetch-Site', 'same-origin')
        .type('form')
        .send(form({ form: 'feedback', name: payload.text, email: payload.text, message: payload.text }))
        .redirects(0);
      expectInert(feedback, 'feedback form');
    });

    it('in JSON bodies to the API', async () => {
      const res = await request(env.app)
        .post('/api/auth/register')
        .send({ name: payload.text, email: `${payload.text}@x`, password: payload.text });
      expect(res.status).toBeLessThan(500);
      expect(res.headers['content-type']).toMatch(/json/);
    });
  });

  it('refuses path traversal to files outside the public folders', async () => {
    for (const path of [
      '/assets/../../package.json',
      '/assets/%2e%2e/%2e%2e/package.json',
      '/assets/..%2f..%2fpackage.json',
      '/images/..%2f..%2f..%2fpackage.json',
      '/locales/..%2f..%2fserver%2fconfig.ts',
      '/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      '/assets/%c0%ae%c0%ae/%c0%ae%c0%ae/package.json',
      '/assets/....//....//package.json',
    ]) {
      const res = await get(path);
      expect(res.status, path).toBeLessThan(500);
      const body = bodyText(res);
      expect(body, path).not.toContain('"devDependencies"');
      expect(body, path).not.toContain('root:x:0:0');
    }
  });

  it('answers bad encodings without a 5xx', async () => {
    for (const path of [
      '/%E0%A4%A',
      '/search?q=%E0%A4%A',
      '/%ff',
      '/search?q=%ff%fe',
      '/search?q=%00',
      '/mango?size=%00',
      '/hi/%E0',
      '/?lng=%E0%A4',
      '/account/orders/%E0%A4%A',
      '/search?q[]=a&q[]=b',
      '/search?q[a]=b',
      '/juices?page=1e309',
    ]) {
      const res = await get(path).set('Cookie', session);
      expect(res.status, path).toBeLessThan(500);
    }
  });

  it('refuses header injection and foreign redirects after sign-in', async () => {
    const bypasses = [
      '%0d%0aSet-Cookie:%20x=1',
      '//evil.example',
      '/\\evil.example',
      '/%09/evil.example',
      'https://evil.example',
      '/%2F%2Fevil.example',
      'javascript:alert(1)',
      '%2F%5Cevil.example',
    ];
    for (const redirect of bypasses) {
      const res = await request(env.app)
        .post(`/login?redirect=${redirect}`)
        .set('Sec-Fetch-Site', 'same-origin')
        .type('form')
        .send(form({ mode: 'login', email: 'hostile@example.in', password: 'mango-lassi-9', redirect: decodeURIComponent(redirect) }))
        .redirects(0);
      expect(res.status, redirect).toBeLessThan(500);
      const location = res.headers.location ?? '';
      expect(location, redirect).toMatch(/^\/(?![/\\])/);
      expect((res.headers['set-cookie'] as unknown as string[] | undefined)?.some((c) => c.startsWith('x=')) ?? false, redirect).toBe(false);
    }
  });

  it('answers oversized, deeply nested and malformed bodies with a 4xx', async () => {
    const nested = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    const cases = [
      request(env.app).post('/api/auth/login').set('Content-Type', 'application/json').send(nested),
      request(env.app).post('/api/auth/login').set('Content-Type', 'application/json').send('{"email": "a@b.in", "password": '),
      request(env.app)
        .post('/api/orders')
        .set('Content-Type', 'application/json')
        .send(JSON.stringify({ form: {}, items: Array.from({ length: 5000 }, () => ({ productId: 2, sizeIndex: 0, quantity: 1 })) })),
      request(env.app)
        .post('/api/auth/login')
        .set('Content-Type', 'application/json')
        .send({ email: 'a'.repeat(100_000), password: 'x' }),
      request(env.app)
        .post('/login')
        .set('Sec-Fetch-Site', 'same-origin')
        .type('form')
        .send(form({ mode: 'login', email: 'x'.repeat(100_000), password: 'y' })),
      request(env.app)
        .post('/login')
        .set('Sec-Fetch-Site', 'same-origin')
        .type('form')
        .send(Array.from({ length: 5000 }, (_, i) => `f${i}=1`).join('&')),
      request(env.app).post('/api/auth/login').set('Content-Type', 'application/json').send('{"__proto__": {"admin": true}, "email": "a@b.in", "password": "x"}'),
      request(env.app).post('/api/auth/login').set('Content-Type', 'text/plain').send('email=a@b.in&password=x'),
    ];
    for (const [i, pending] of cases.entries()) {
      const res = await pending;
      expect(res.status, `case ${i}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `case ${i}`).toBeLessThan(500);
    }
  });
});
