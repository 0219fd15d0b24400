// Two production servers on different ports share one database (PostgreSQL
// when TEST_DATABASE_URL is set, else SQLite in one DATA_DIR): sessions, codes,
// rate limits and idempotency keys hold across them.
import { rmSync } from 'node:fs';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { readLatestCode } from '../../backend/mail/outbox';
import { tempDir } from '../backend/helpers';
import { type ServerProcess, sharedDatabase, startServerProcess } from '../helpers/processes';
import { SHOPPER } from '../helpers/shopper';

const dataDir = tempDir();
let database: Awaited<ReturnType<typeof sharedDatabase>> | undefined;
let a: ServerProcess;
let b: ServerProcess;
/** The processes that did start, for afterAll (one may have when the other failed). */
const started: ServerProcess[] = [];

beforeAll(async () => {
  database = await sharedDatabase();
  const env = { WEB_CONCURRENCY: '1', DATA_DIR: dataDir, NODE_ENV: 'production', ...database.env };
  const start = async () => {
    const server = await startServerProcess(env);
    started.push(server);
    return server;
  };
  [a, b] = await Promise.all([start(), start()]);
}, 60_000);

afterAll(async () => {
  await Promise.all(started.map((server) => server.stop()));
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function call(server: ServerProcess, method: string, pathname: string, body?: unknown, cookie = '') {
  const res = await fetch(`${server.url}${pathname}`, {
    method,
    headers: { 'content-type': 'application/json', cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const setCookie = res.headers.get('set-cookie');
  return { status: res.status, body: (await res.json()) as Record<string, unknown>, cookie: setCookie ? setCookie.split(';')[0]! : cookie };
}

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe(`two server processes on one database`, () => {
  it('runs both servers on different ports against the same store', () => {
    expect(a.url).not.toBe(b.url);
    expect(a.output()).toContain(`"store":"${database!.store}"`);
    expect(b.output()).toContain(`"store":"${database!.store}"`);
  });

  it('starts a sign-up on one, finishes it with the code on the other, signs in on either, and the session works on both', async () => {
    const email = 'asha@example.in';
    const signUp = await call(a, 'POST', '/api/auth/register', { name: 'Asha', email, password: 'mango-lassi-9' });
    expect(signUp.status).toBe(202);
    const code = readLatestCode(dataDir, email)!;
    // The code from the sign-up on one opens the account on the other.
    expect((await call(b, 'POST', '/api/auth/verify-account', { otp: code }, signUp.cookie)).status).toBe(201);

    const signIn = await call(b, 'POST', '/api/auth/login', { email, password: 'mango-lassi-9' });
    expect(signIn.status).toBe(200);
    expect(signIn.cookie).toMatch(/^token=/);
    for (const server of [a, b]) {
      const user = await call(server, 'GET', '/api/user/data', undefined, signIn.cookie);
      expect(user.body.userData).toEqual({ name: 'Asha', email, isAccountVerified: true });
    }
    // Signing out on one ends the session on the other.
    expect((await call(a, 'POST', '/api/auth/logout', {}, signIn.cookie)).status).toBe(200);
    expect((await call(b, 'GET', '/api/auth/is-auth', undefined, signIn.cookie)).status).toBe(401);
  });

  it('counts wrong codes across both: the fifth kills the code, wherever it is typed', async () => {
    const email = 'ravi@example.in';
    const signUp = await call(b, 'POST', '/api/auth/register', { name: 'Ravi', email, password: 'idli-sambar-3' });
    const code = readLatestCode(dataDir, email)!;
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await call(i % 2 ? b : a, 'POST', '/api/auth/verify-account', { otp: wrong(code) }, signUp.cookie)).body);
    expect(answers.map((r) => r.code)).toEqual(['code_wrong', 'code_wrong', 'code_wrong', 'code_wrong', 'code_exhausted']);
    expect(answers.slice(0, 4).map((r) => (r.params as { count: number }).count)).toEqual([4, 3, 2, 1]);
    // The right code no longer works on either.
    expect((await call(a, 'POST', '/api/auth/verify-account', { otp: code }, signUp.cookie)).body.code).toBe('code_exhausted');
    expect((await call(b, 'POST', '/api/auth/verify-account', { otp: code }, signUp.cookie)).body.code).toBe('code_exhausted');
  });

  it('places an order sent twice at once with one idempotency key through both, once', async () => {
    const login = await call(a, 'POST', '/api/auth/login', { email: 'asha@example.in', password: 'mango-lassi-9' });
    const order = { form: SHOPPER, items: [{ productId: 2, sizeIndex: 0, quantity: 2 }], idempotencyKey: 'two-processes-0001' };
    const [first, second] = await Promise.all([call(a, 'POST', '/api/orders', order, login.cookie), call(b, 'POST', '/api/orders', order, login.cookie)]);
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    expect(first.body.orderId).toBe(second.body.orderId);
    const list = await call(b, 'GET', '/api/orders', undefined, login.cookie);
    expect(list.body.pagination).toMatchObject({ total: 1 });
    // The same key later, on either, answers the same order.
    expect((await call(b, 'POST', '/api/orders', order, login.cookie)).body.orderId).toBe(first.body.orderId);
  });

  it('counts wrong passwords across both: over the limit, both refuse that address', async () => {
    const limit = 20;
    // A different unknown account each time: the per-address budget is the one being spent.
    const attempt = (server: ServerProcess, i: number) => call(server, 'POST', '/api/auth/login', { email: `ghost-${i}@example.in`, password: 'not-the-password' });
    for (let i = 0; i < limit; i++) expect((await attempt(i % 2 ? a : b, i)).status).toBe(401);
    const over = await attempt(a, limit);
    expect(over.status).toBe(429);
    expect(over.body.code).toBe('rate_limited');
    // Even the right password, on the other server.
    expect((await call(b, 'POST', '/api/auth/login', { email: 'asha@example.in', password: 'mango-lassi-9' })).status).toBe(429);
  });
});
