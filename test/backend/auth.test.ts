import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { outboxDir } from '../../backend/mail/mailer';
import { readLatestCode } from '../../backend/mail/outbox';
import { otherCode } from '../helpers/tamper';
import { count, makeBackend, signUp, type TestBackend } from './helpers';

/** Every mail in the outbox, oldest first. */
const outbox = (dataDir: string) =>
  readdirSync(outboxDir(dataDir))
    .sort()
    .map((f) => readFileSync(path.join(outboxDir(dataDir), f), 'utf8'));

let b: TestBackend;
beforeEach(async () => {
  b = await makeBackend();
});
afterEach(() => b.dispose());

describe('sign-up by code', () => {
  it('answers 202 with a sign-up cookie only; the mailed code creates the account, verified and signed in', async () => {
    const agent = b.agent();
    const res = await agent.post('/api/auth/register').send({ name: 'Asha', email: ' Asha@Example.IN ', password: 'mango-lassi-9' }).expect(202);
    expect(res.body).toEqual({ success: true, message: 'Check your email for a code to finish signing up' });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^signup=[\w-]{40,};.*HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure|token=/);
    expect(await count(b, 'users')).toBe(0);
    await agent.get('/api/auth/is-auth').expect(401);
    expect((await agent.get('/api/auth/signup').expect(200)).body).toEqual({ success: true, email: 'asha@example.in' });

    const code = readLatestCode(b.dataDir, 'asha@example.in')!;
    expect(code).toMatch(/^\d{6}$/);
    const stored = (await b.db.get<{ code_hash: string; password_hash: string }>('SELECT code_hash, password_hash FROM signups'))!;
    expect(stored.code_hash).not.toContain(code);
    expect(stored.password_hash).toMatch(/^scrypt\$/);
    const done = await agent.post('/api/auth/verify-account').send({ otp: code }).expect(201);
    expect(done.body).toEqual({ success: true, message: 'Account created successfully' });
    const cookies = String(done.headers['set-cookie']);
    expect(cookies).toMatch(/token=[\w-]{40,};.*HttpOnly/);
    expect(cookies).toMatch(/signup=;/);
    const user = (await agent.get('/api/user/data').expect(200)).body;
    expect(user).toEqual({ success: true, userData: { name: 'Asha', email: 'asha@example.in', isAccountVerified: true } });
    const row = (await b.db.get<{ password_hash: string }>('SELECT password_hash FROM users'))!;
    expect(row.password_hash).toMatch(/^scrypt\$/);
    expect(row.password_hash).not.toContain('mango-lassi-9');
    expect(await count(b, 'signups')).toBe(0);
    await request(b.app).post('/api/auth/login').send({ email: 'asha@example.in', password: 'mango-lassi-9' }).expect(200);
  });

  it('marks the cookie Secure when the public URL is https', async () => {
    const secure = await makeBackend({ publicUrl: 'https://toomore.example' });
    const res = await request(secure.app).post('/api/auth/register').send({ name: 'A', email: 'a@b.in', password: 'password1' }).expect(202);
    expect(String(res.headers['set-cookie'])).toMatch(/Secure/);
    await secure.dispose();
  });

  it('refuses missing fields, a bad email and a short password', async () => {
    const api = request(b.app);
    expect((await api.post('/api/auth/register').send({ email: 'a@b.in', password: 'password1' }).expect(400)).body).toEqual({
      success: false,
      code: 'field_required',
      message: 'Name is required',
      params: { field: 'name' },
    });
    expect((await api.post('/api/auth/register').send({ name: 'A', email: 'not-an-email', password: 'password1' }).expect(400)).body.message).toBe(
      'Please enter a valid email address',
    );
    expect((await api.post('/api/auth/register').send({ name: 'A', email: 'a@b.in', password: 'short' }).expect(400)).body).toMatchObject({
      code: 'password_too_short',
      message: 'Password must be at least 8 characters',
      params: { field: 'password', min: 8 },
    });
    expect(await count(b, 'signups')).toBe(0);
  });

  it('answers a known address exactly as a new one, and mails its owner instead of a code', async () => {
    await signUp(b, b.agent(), 'owner@example.in', 'owner-pass-1');
    const shape = (res: request.Response) => ({
      status: res.status,
      body: res.body as unknown,
      cookies: (res.headers['set-cookie'] as unknown as string[]).map((c) => c.replace(/=[^;]*/, '=…').replace(/Expires=[^;]*/, 'Expires=…')),
    });
    const stranger = b.agent();
    const known = await stranger.post('/api/auth/register').send({ name: 'Mallory', email: 'OWNER@example.in', password: 'taken-over-1' });
    const fresh = await b.agent().post('/api/auth/register').send({ name: 'Ravi', email: 'ravi@example.in', password: 'guava-juice-7' });
    expect(shape(known)).toEqual(shape(fresh));
    // The stranger's page looks the same too: the address is waiting for a code…
    expect((await stranger.get('/api/auth/signup').expect(200)).body).toEqual({ success: true, email: 'owner@example.in' });
    // …that never comes: the owner is told, with nothing to type.
    const mails = outbox(b.dataDir).filter((m) => m.includes('To: owner@example.in'));
    expect(mails.at(-1)).toMatch(/Subject: Someone tried to sign up with your address[\s\S]*already has one/);
    expect(mails.at(-1)).not.toMatch(/\b\d{6}\b/);
    // Guesses answer as wrong codes do for a real sign-up, and never open anything.
    expect((await stranger.post('/api/auth/verify-account').send({ otp: '000000' }).expect(400)).body).toMatchObject({ code: 'code_wrong', params: { count: 4 } });
    expect(await count(b, 'users')).toBe(1);
    await request(b.app).post('/api/auth/login').send({ email: 'owner@example.in', password: 'taken-over-1' }).expect(401);
    await request(b.app).post('/api/auth/login').send({ email: 'owner@example.in', password: 'owner-pass-1' }).expect(200);
  });

  it('takes as long for a known address as for a new one', async () => {
    const roomy = await makeBackend({ authRateLimit: { limit: 100, windowMs: 60_000 } });
    await signUp(roomy, roomy.agent(), 'owner@example.in', 'owner-pass-1');
    const timed = async (email: string) => {
      const started = process.hrtime.bigint();
      await request(roomy.app).post('/api/auth/register').send({ name: 'A', email, password: 'password1' }).expect(202);
      return Number(process.hrtime.bigint() - started) / 1e6;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 10; i++) {
      known.push(await timed('owner@example.in'));
      unknown.push(await timed(`new-${i}@example.in`));
    }
    const median = (xs: number[]) => xs.sort((x, y) => x - y)[xs.length >> 1]!;
    // Both hash a password, store a row and write a mail: a known address used to answer 7 times faster.
    const ratio = median(known) / median(unknown);
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
    await roomy.dispose();
  });

  it("binds a code to the browser that asked: a stranger's sign-up for someone's address cannot become their account", async () => {
    const stranger = b.agent();
    await stranger.post('/api/auth/register').send({ name: 'Mallory', email: 'meera@example.in', password: 'stranger-pass-1' }).expect(202);
    const strangersCode = readLatestCode(b.dataDir, 'meera@example.in')!;
    const meera = b.agent();
    await meera.post('/api/auth/register').send({ name: 'Meera', email: 'meera@example.in', password: 'meera-pass-1' }).expect(202);
    const meerasCode = readLatestCode(b.dataDir, 'meera@example.in')!;
    // Typed into her own browser, the code of the stranger's sign-up does nothing.
    if (strangersCode !== meerasCode) expect((await meera.post('/api/auth/verify-account').send({ otp: strangersCode }).expect(400)).body.code).toBe('code_wrong');
    await meera.post('/api/auth/verify-account').send({ otp: meerasCode }).expect(201);
    expect((await meera.get('/api/user/data')).body.userData.name).toBe('Meera');
    // Her account closed every other sign-up of the address.
    await stranger.get('/api/auth/signup').expect(404);
    expect((await stranger.post('/api/auth/verify-account').send({ otp: strangersCode }).expect(400)).body.code).toBe('signup_not_found');
    await request(b.app).post('/api/auth/login').send({ email: 'meera@example.in', password: 'stranger-pass-1' }).expect(401);
  });

  it('kills a sign-up code after 5 wrong tries, even for the right code afterwards', async () => {
    const agent = b.agent();
    await agent.post('/api/auth/register').send({ name: 'Asha', email: 'asha@example.in', password: 'mango-lassi-9' }).expect(202);
    const code = readLatestCode(b.dataDir, 'asha@example.in')!;
    const wrong = otherCode(code);
    for (let i = 0; i < 4; i++) await agent.post('/api/auth/verify-account').send({ otp: wrong }).expect(400);
    expect((await agent.post('/api/auth/verify-account').send({ otp: wrong }).expect(400)).body.code).toBe('code_exhausted');
    expect((await agent.post('/api/auth/verify-account').send({ otp: code }).expect(400)).body.code).toBe('code_exhausted');
    expect(await count(b, 'users')).toBe(0);
  });

  it('sends a new sign-up code at most once a minute, and only the newest one works', async () => {
    const agent = b.agent();
    await agent.post('/api/auth/register').send({ name: 'Asha', email: 'asha@example.in', password: 'mango-lassi-9' }).expect(202);
    const first = readLatestCode(b.dataDir, 'asha@example.in')!;
    expect((await agent.post('/api/auth/send-verify-otp').expect(429)).body.code).toBe('code_recently_sent');
    await b.db.run('UPDATE signups SET sent_at = sent_at - 60000');
    await agent.post('/api/auth/send-verify-otp').expect(200);
    const second = readLatestCode(b.dataDir, 'asha@example.in')!;
    if (first !== second) await agent.post('/api/auth/verify-account').send({ otp: first }).expect(400);
    await agent.post('/api/auth/verify-account').send({ otp: second }).expect(201);
  });

  it('creates one account when two sign-ups of one address bring their codes at once', async () => {
    const agents = [b.agent(), b.agent()];
    const codes: string[] = [];
    for (const [i, agent] of agents.entries()) {
      await agent
        .post('/api/auth/register')
        .send({ name: `Asha ${i}`, email: 'asha@example.in', password: `mango-lassi-${i}0` })
        .expect(202);
      codes.push(readLatestCode(b.dataDir, 'asha@example.in')!);
    }
    const answers = await Promise.all(agents.map((agent, i) => agent.post('/api/auth/verify-account').send({ otp: codes[i] })));
    expect(answers.map((a) => a.status).filter((s) => s === 201)).toHaveLength(1);
    // The other is told its sign-up is over (or, in a tighter race, that the address is taken).
    const other = answers.find((a) => a.status !== 201)!;
    expect([
      [400, 'signup_not_found'],
      [409, 'email_taken'],
    ]).toContainEqual([other.status, other.body.code]);
    expect(await count(b, 'users')).toBe(1);
  });
});

describe('login, session and logout', () => {
  it('rejects a wrong password and an unknown email with the same answer', async () => {
    await signUp(b, b.agent());
    const api = request(b.app);
    const wrong = await api.post('/api/auth/login').send({ email: 'asha@example.in', password: 'wrong-password' }).expect(401);
    const unknown = await api.post('/api/auth/login').send({ email: 'nobody@example.in', password: 'wrong-password' }).expect(401);
    expect(wrong.body).toEqual({ success: false, code: 'invalid_credentials', message: 'Invalid email or password' });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('answers is-auth 401 without a session and 200 with one; logout revokes the token', async () => {
    await request(b.app).get('/api/auth/is-auth').expect(401);
    await request(b.app).get('/api/user/data').expect(401);
    await signUp(b, b.agent());
    const agent = b.agent();
    const login = await agent.post('/api/auth/login').send({ email: 'asha@example.in', password: 'mango-lassi-9' }).expect(200);
    expect(login.body).toEqual({ success: true, message: 'Login successful' });
    const token = /token=([^;]+)/.exec(String(login.headers['set-cookie']))![1];
    await agent.get('/api/auth/is-auth').expect(200, { success: true });
    await agent.post('/api/auth/logout').expect(200);
    await request(b.app).get('/api/auth/is-auth').set('Cookie', `token=${token}`).expect(401);
  });

  it('ignores expired sessions and garbage cookies', async () => {
    const agent = b.agent();
    await signUp(b, agent);
    await b.db.run('UPDATE sessions SET expires_at = 0');
    await agent.get('/api/auth/is-auth').expect(401);
    await request(b.app)
      .get('/api/auth/is-auth')
      .set('Cookie', 'token=%%%; token=' + 'x'.repeat(500))
      .expect(401);
  });
});

describe('rate limits', () => {
  it('answers 429 with a clear message after too many login attempts', async () => {
    const limited = await makeBackend({ authRateLimit: { limit: 3, windowMs: 60_000 } });
    const api = request(limited.app);
    for (let i = 0; i < 3; i++) await api.post('/api/auth/login').send({ email: 'x@y.in', password: 'whatever1' }).expect(401);
    const res = await api.post('/api/auth/login').send({ email: 'x@y.in', password: 'whatever1' }).expect(429);
    expect(res.body).toMatchObject({ code: 'rate_limited', message: expect.stringMatching(/Too many attempts/) });
    await limited.dispose();
  });

  it('counts only wrong passwords, against the address that sent them: strangers never lock the owner out', async () => {
    const paused: number[] = [];
    const limited = await makeBackend({ authRateLimit: { limit: 3, windowMs: 60_000 }, pause: (ms) => Promise.resolve(void paused.push(ms)) });
    const api = request(limited.app);
    await signUp(limited, limited.agent(), 'owner@example.in', 'right-password-1');
    // Correct sign-ins never use up anything.
    for (let i = 0; i < 5; i++)
      await api.post('/api/auth/login').set('X-Forwarded-For', '198.51.100.2').send({ email: 'owner@example.in', password: 'right-password-1' }).expect(200);
    // An attacker at one address spends that address's budget, then is refused even with the right password…
    for (let i = 0; i < 3; i++) await api.post('/api/auth/login').set('X-Forwarded-For', '203.0.113.7').send({ email: 'owner@example.in', password: 'wrong-guess-1' }).expect(401);
    await api.post('/api/auth/login').set('X-Forwarded-For', '203.0.113.7').send({ email: 'owner@example.in', password: 'right-password-1' }).expect(429);
    // …and so is every other address it spoofs one guess from, never the owner.
    for (let i = 0; i < 19; i++)
      await api
        .post('/api/auth/login')
        .set('X-Forwarded-For', `203.0.113.${100 + i}`)
        .send({ email: 'owner@example.in', password: 'wrong-guess-1' })
        .expect(401);
    paused.length = 0;
    await api.post('/api/auth/login').set('X-Forwarded-For', '198.51.100.2').send({ email: 'owner@example.in', password: 'right-password-1' }).expect(200);
    // 22 wrong passwords from everywhere slowed even the owner's sign-in, without refusing it.
    expect(paused).toEqual([8000]);
    await limited.dispose();
  });
});
