import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import { count, makeBackend, signUp, type TestBackend } from './helpers';

let b: TestBackend;
beforeEach(async () => {
  b = await makeBackend();
});
afterEach(() => b.dispose());

describe('register', () => {
  it('creates the account, hashes the password and logs in with an httpOnly cookie', async () => {
    const agent = b.agent();
    const res = await agent.post('/api/auth/register').send({ name: 'Asha', email: ' Asha@Example.IN ', password: 'mango-lassi-9' }).expect(201);
    expect(res.body).toEqual({ success: true, message: 'Account created successfully' });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/token=[\w-]{40,}/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
    const user = (await agent.get('/api/user/data').expect(200)).body;
    expect(user).toEqual({ success: true, userData: { name: 'Asha', email: 'asha@example.in', isAccountVerified: false } });
    const row = (await b.db.get<{ password_hash: string }>('SELECT password_hash FROM users'))!;
    expect(row.password_hash).toMatch(/^scrypt\$/);
    expect(row.password_hash).not.toContain('mango-lassi-9');
  });

  it('marks the cookie Secure when the public URL is https', async () => {
    const secure = await makeBackend({ publicUrl: 'https://toomore.example' });
    const res = await request(secure.app).post('/api/auth/register').send({ name: 'A', email: 'a@b.in', password: 'password1' }).expect(201);
    expect(String(res.headers['set-cookie'])).toMatch(/Secure/);
    await secure.dispose();
  });

  it('refuses missing fields, a bad email, a short password and a duplicate email', async () => {
    const api = request(b.app);
    expect((await api.post('/api/auth/register').send({ email: 'a@b.in', password: 'password1' }).expect(400)).body).toEqual({ success: false, code: 'field_required', message: 'Name is required', params: { field: 'name' } });
    expect((await api.post('/api/auth/register').send({ name: 'A', email: 'not-an-email', password: 'password1' }).expect(400)).body.message).toBe('Please enter a valid email address');
    expect((await api.post('/api/auth/register').send({ name: 'A', email: 'a@b.in', password: 'short' }).expect(400)).body).toMatchObject({ code: 'password_too_short', message: 'Password must be at least 8 characters', params: { field: 'password', min: 8 } });
    await api.post('/api/auth/register').send({ name: 'A', email: 'a@b.in', password: 'password1' }).expect(201);
    expect((await api.post('/api/auth/register').send({ name: 'B', email: 'A@B.in', password: 'password2' }).expect(409)).body).toMatchObject({ code: 'email_taken', message: 'An account with this email already exists' });
    expect(await count(b, 'users')).toBe(1);
  });
});

describe('register at the same moment', () => {
  it('creates one account for two sign-ups of one address sent at once, and answers the other 409', async () => {
    // Both pass the "already taken?" check before either has hashed its password.
    const [first, second] = await Promise.all(
      ['mango-lassi-9', 'guava-fizz-22'].map((password) => request(b.app).post('/api/auth/register').send({ name: 'Asha', email: 'asha@example.in', password })),
    );
    expect([first!.status, second!.status].sort()).toEqual([201, 409]);
    expect([first!.body.code, second!.body.code]).toContain('email_taken');
    expect(await count(b, 'users')).toBe(1);
  });
});

describe('login, session and logout', () => {
  it('rejects a wrong password and an unknown email with the same answer', async () => {
    await signUp(b.agent());
    const api = request(b.app);
    const wrong = await api.post('/api/auth/login').send({ email: 'asha@example.in', password: 'wrong-password' }).expect(401);
    const unknown = await api.post('/api/auth/login').send({ email: 'nobody@example.in', password: 'wrong-password' }).expect(401);
    expect(wrong.body).toEqual({ success: false, code: 'invalid_credentials', message: 'Invalid email or password' });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('answers is-auth 401 without a session and 200 with one; logout revokes the token', async () => {
    await request(b.app).get('/api/auth/is-auth').expect(401);
    await request(b.app).get('/api/user/data').expect(401);
    await signUp(b.agent());
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
    await signUp(agent);
    await b.db.run('UPDATE sessions SET expires_at = 0');
    await agent.get('/api/auth/is-auth').expect(401);
    await request(b.app).get('/api/auth/is-auth').set('Cookie', 'token=%%%; token=' + 'x'.repeat(500)).expect(401);
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
    const limited = await makeBackend({ authRateLimit: { limit: 3, windowMs: 60_000 } });
    const api = request(limited.app);
    await api.post('/api/auth/register').set('X-Forwarded-For', '198.51.100.2').send({ name: 'Owner', email: 'owner@example.in', password: 'right-password-1' }).expect(201);
    // Correct sign-ins never use up anything.
    for (let i = 0; i < 5; i++) await api.post('/api/auth/login').set('X-Forwarded-For', '198.51.100.2').send({ email: 'owner@example.in', password: 'right-password-1' }).expect(200);
    // An attacker at one address spends that address's budget, then is refused even with the right password…
    for (let i = 0; i < 3; i++) await api.post('/api/auth/login').set('X-Forwarded-For', '203.0.113.7').send({ email: 'owner@example.in', password: 'wrong-guess-1' }).expect(401);
    await api.post('/api/auth/login').set('X-Forwarded-For', '203.0.113.7').send({ email: 'owner@example.in', password: 'right-password-1' }).expect(429);
    // …and so is every other address it spoofs one guess from, never the owner.
    for (let i = 0; i < 19; i++) await api.post('/api/auth/login').set('X-Forwarded-For', `203.0.113.${100 + i}`).send({ email: 'owner@example.in', password: 'wrong-guess-1' }).expect(401);
    await api.post('/api/auth/login').set('X-Forwarded-For', '198.51.100.2').send({ email: 'owner@example.in', password: 'right-password-1' }).expect(200);
    await limited.dispose();
  });
});
