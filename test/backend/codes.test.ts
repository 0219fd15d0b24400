import { createHash } from 'node:crypto';

import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { readLatestCode } from '../../backend/mail/outbox';
import { codeDigest } from '../../backend/store/code-secret';
import { otherCode } from '../helpers/tamper';
import { makeBackend, signUp, type TestBackend, unverifiedAccount } from './helpers';

let b: TestBackend;
beforeEach(async () => {
  b = await makeBackend();
});
afterEach(() => b.dispose());

describe('email verification of an account made before sign-up needed a code', () => {
  it('sends a 6-digit code to the outbox and verifies the account with it', async () => {
    const agent = b.agent();
    await unverifiedAccount(b, agent);
    const sent = await agent.post('/api/auth/send-verify-otp').expect(200);
    expect(sent.body).toEqual({ success: true, message: 'Verification code sent to your email' });
    const code = readLatestCode(b.dataDir, 'asha@example.in');
    expect(code).toMatch(/^\d{6}$/);
    const stored = (await b.db.get<{ code_hash: string }>('SELECT code_hash FROM codes'))!;
    expect(stored.code_hash).not.toContain(code!);
    expect(
      (
        await agent
          .post('/api/auth/verify-account')
          .send({ otp: otherCode(code!) })
          .expect(400)
      ).body,
    ).toMatchObject({ code: 'code_wrong', message: 'Invalid code. 4 attempt(s) left.', params: { count: 4 } });
    await agent.post('/api/auth/verify-account').send({ otp: code }).expect(200, { success: true, message: 'Email verified successfully' });
    expect((await agent.get('/api/user/data')).body.userData.isAccountVerified).toBe(true);
    expect((await agent.post('/api/auth/send-verify-otp').expect(400)).body.message).toBe('Your account is already verified');
  });

  it('stores a code as an HMAC under the server secret, which no table of the 10^6 plain hashes reverses', async () => {
    const agent = b.agent();
    await unverifiedAccount(b, agent);
    await agent.post('/api/auth/send-verify-otp').expect(200);
    const code = readLatestCode(b.dataDir, 'asha@example.in')!;
    const row = (await b.db.get<{ user_id: number; code_hash: string }>('SELECT user_id, code_hash FROM codes'))!;
    expect(row.code_hash).not.toBe(createHash('sha256').update(code).digest('hex'));
    const secret = (await b.db.get<{ value: string }>("SELECT value FROM secrets WHERE name = 'code-hmac'"))!;
    expect(row.code_hash).toBe(codeDigest(Buffer.from(secret.value, 'base64'), row.user_id, 'verify', code));
  });

  it('uses CODE_SECRET when it is given', async () => {
    const keyed = await makeBackend({ codeSecret: 'operator-chosen-secret' });
    const agent = keyed.agent();
    await unverifiedAccount(keyed, agent);
    await agent.post('/api/auth/send-verify-otp').expect(200);
    const code = readLatestCode(keyed.dataDir, 'asha@example.in')!;
    const row = (await keyed.db.get<{ user_id: number; code_hash: string }>('SELECT user_id, code_hash FROM codes'))!;
    expect(row.code_hash).toBe(codeDigest(Buffer.from('operator-chosen-secret'), row.user_id, 'verify', code));
    await agent.post('/api/auth/verify-account').send({ otp: code }).expect(200);
    await keyed.dispose();
  });

  it('needs a session', async () => {
    await request(b.app).post('/api/auth/send-verify-otp').expect(401);
    await request(b.app).post('/api/auth/verify-account').send({ otp: '123456' }).expect(401);
  });

  it('sends at most one code a minute', async () => {
    const agent = b.agent();
    await unverifiedAccount(b, agent);
    await agent.post('/api/auth/send-verify-otp').expect(200);
    expect((await agent.post('/api/auth/send-verify-otp').expect(429)).body.message).toMatch(/less than a minute ago/);
  });

  it('refuses an expired code', async () => {
    const agent = b.agent();
    await unverifiedAccount(b, agent);
    await agent.post('/api/auth/send-verify-otp').expect(200);
    await b.db.run('UPDATE codes SET expires_at = 1');
    const code = readLatestCode(b.dataDir, 'asha@example.in');
    expect((await agent.post('/api/auth/verify-account').send({ otp: code }).expect(400)).body.message).toBe('This code has expired. Please request a new one.');
  });

  it('kills a code after 5 wrong tries, even for the right code afterwards', async () => {
    const agent = b.agent();
    await unverifiedAccount(b, agent);
    await agent.post('/api/auth/send-verify-otp').expect(200);
    const code = readLatestCode(b.dataDir, 'asha@example.in')!;
    for (let i = 0; i < 4; i++)
      await agent
        .post('/api/auth/verify-account')
        .send({ otp: otherCode(code) })
        .expect(400);
    expect(
      (
        await agent
          .post('/api/auth/verify-account')
          .send({ otp: otherCode(code) })
          .expect(400)
      ).body,
    ).toMatchObject({ code: 'code_exhausted', message: 'Too many wrong attempts. Please request a new code.' });
    await agent.post('/api/auth/verify-account').send({ otp: code }).expect(400);
    expect((await agent.get('/api/user/data')).body.userData.isAccountVerified).toBe(false);
  });

  it('refuses malformed codes', async () => {
    const agent = b.agent();
    await unverifiedAccount(b, agent);
    for (const otp of ['12345', 'abcdef', '1234567', null]) {
      expect((await agent.post('/api/auth/verify-account').send({ otp }).expect(400)).body.message).toBe('Enter the 6-digit code');
    }
  });
});

describe('password reset', () => {
  it('answers the same for unknown emails and sends nothing', async () => {
    const unknown = await request(b.app).post('/api/auth/send-reset-otp').send({ email: 'ghost@example.in' }).expect(200);
    await signUp(b, b.agent());
    const known = await request(b.app).post('/api/auth/send-reset-otp').send({ email: 'asha@example.in' }).expect(200);
    expect(unknown.body).toEqual(known.body);
    await b.settled();
    expect(readLatestCode(b.dataDir, 'ghost@example.in')).toBeNull();
  });

  it('resets with the code, revokes every session and accepts the new password', async () => {
    const agent = b.agent();
    await signUp(b, agent);
    await agent.get('/api/auth/is-auth').expect(200);
    await request(b.app).post('/api/auth/send-reset-otp').send({ email: 'asha@example.in' }).expect(200);
    await b.settled();
    const code = readLatestCode(b.dataDir, 'asha@example.in');
    await request(b.app).post('/api/auth/reset-password').send({ email: 'asha@example.in', otp: code, newPassword: 'short' }).expect(400);
    await request(b.app)
      .post('/api/auth/reset-password')
      .send({ email: 'asha@example.in', otp: code, newPassword: 'pomegranate-77' })
      .expect(200, { success: true, message: 'Password has been reset successfully' });
    await agent.get('/api/auth/is-auth').expect(401);
    await request(b.app).post('/api/auth/login').send({ email: 'asha@example.in', password: 'mango-lassi-9' }).expect(401);
    await request(b.app).post('/api/auth/login').send({ email: 'asha@example.in', password: 'pomegranate-77' }).expect(200);
    await request(b.app).post('/api/auth/reset-password').send({ email: 'asha@example.in', otp: code, newPassword: 'another-pass-1' }).expect(400);
  });

  it('answers every failed reset the same, so no answer tells an address with an account from one without', async () => {
    await signUp(b, b.agent());
    await request(b.app).post('/api/auth/send-reset-otp').send({ email: 'asha@example.in' }).expect(200);
    await b.settled();
    const code = readLatestCode(b.dataDir, 'asha@example.in')!;
    const attempt = (email: string, otp: string) => request(b.app).post('/api/auth/reset-password').send({ email, otp, newPassword: 'pomegranate-77' });
    const known = await attempt('asha@example.in', otherCode(code)).expect(400);
    const unknown = await attempt('ghost@example.in', otherCode(code)).expect(400);
    expect(known.body).toEqual(unknown.body);
    expect(known.body).toMatchObject({ code: 'code_invalid' });
    expect(known.body.params).toBeUndefined();
    // Used up after five wrong tries: still the same answer, and the right code no longer works.
    for (let i = 0; i < 4; i++) expect((await attempt('asha@example.in', otherCode(code)).expect(400)).body).toEqual(unknown.body);
    expect((await attempt('asha@example.in', code).expect(400)).body).toEqual(unknown.body);
  });

  it('mails the reset code after the answer, so a known address answers without waiting for a mail server', async () => {
    // A mail server that does not answer until the test says so.
    let open: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const subjects: string[] = [];
    const slow = await makeBackend({
      sendMail: async (message) => {
        await gate;
        subjects.push(message.subject);
      },
    });
    await slow.db.run("INSERT INTO users (name, email, password_hash, is_verified, created_at) VALUES ('Asha', 'asha@example.in', 'x', 1, '2026-01-01')");
    await request(slow.app).post('/api/auth/send-reset-otp').send({ email: 'asha@example.in' }).expect(200);
    expect(subjects).toEqual([]);
    open();
    await slow.settled();
    expect(subjects).toEqual(['Reset your Too More password']);
    await slow.dispose();
  });

  it('expires reset codes after 15 minutes', async () => {
    await signUp(b, b.agent());
    await request(b.app).post('/api/auth/send-reset-otp').send({ email: 'asha@example.in' }).expect(200);
    await b.settled();
    const row = (await b.db.get<{ life: number }>("SELECT expires_at - created_at AS life FROM codes WHERE purpose = 'reset'"))!;
    expect(row.life).toBe(15 * 60 * 1000);
  });

  it('limits code requests per email', async () => {
    const limited = await makeBackend({ codeRateLimit: { limit: 2, windowMs: 60_000 } });
    const api = request(limited.app);
    await api.post('/api/auth/send-reset-otp').send({ email: 'a@b.in' }).expect(200);
    await api.post('/api/auth/send-reset-otp').send({ email: 'a@b.in' }).expect(200);
    expect((await api.post('/api/auth/send-reset-otp').send({ email: 'a@b.in' }).expect(429)).body.success).toBe(false);
    await limited.dispose();
  });
});
