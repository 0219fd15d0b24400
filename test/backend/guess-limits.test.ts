// Guessing one account's codes or password from many client addresses: the
// per-address limits do not see it, these do.
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';

import { readLatestCode } from '../../backend/mail/outbox';
import { FREE_WRONG_PASSWORDS, signInDelayMs, slowedForAccount, WRONG_CODES_A_DAY } from '../../backend/store/accounts/guess-limits';
import { NO_LIMIT } from '../../backend/store/rate-limits';
import { otherCode } from '../helpers/tamper';
import { makeBackend, signUp, type TestBackend } from './helpers';

let b: TestBackend | undefined;
afterEach(async () => {
  await b?.dispose();
  b = undefined;
});

const from = (n: number) => `198.51.100.${n % 250}`;

describe('guessing one account from many addresses', () => {
  it('caps the wrong codes an address takes in a day, then refuses even the right one until the day passes', async () => {
    b = await makeBackend({ trustProxy: 1, codeRateLimit: { limit: 1000, windowMs: 60_000 } });
    await signUp(b, b.agent());
    await request(b.app).post('/api/auth/send-reset-otp').send({ email: 'asha@example.in' }).expect(200);
    await b.settled();
    const code = readLatestCode(b.dataDir, 'asha@example.in')!;
    const guess = (otp: string, n: number, email = 'asha@example.in') =>
      request(b!.app).post('/api/auth/reset-password').set('X-Forwarded-For', from(n)).send({ email, otp, newPassword: 'pomegranate-77' });
    // Five wrong tries use a code up; a new code a minute apart: here, new codes straight into the table.
    for (let n = 0; n < WRONG_CODES_A_DAY; n++) {
      if (n % 5 === 0) await b.db.run("UPDATE codes SET used = 0, attempts = 0 WHERE purpose = 'reset'");
      expect((await guess(otherCode(code), n).expect(400)).body.code).toBe('code_invalid');
    }
    await b.db.run("UPDATE codes SET used = 0, attempts = 0 WHERE purpose = 'reset'");
    expect((await guess(code, 99).expect(429)).body.code).toBe('rate_limited');
    // The same for an address with no account: nothing tells the two apart.
    for (let n = 0; n < WRONG_CODES_A_DAY; n++) await guess(otherCode(code), n, 'ghost@example.in').expect(400);
    expect((await guess(code, 99, 'ghost@example.in').expect(429)).body.code).toBe('rate_limited');
  });

  it('counts wrong passwords per account across addresses, and slows its sign-in the more there are, never locking it', async () => {
    b = await makeBackend({ trustProxy: 1 });
    await signUp(b, b.agent());
    for (let n = 0; n < FREE_WRONG_PASSWORDS; n++) {
      await request(b.app).post('/api/auth/login').set('X-Forwarded-For', from(n)).send({ email: 'asha@example.in', password: 'wrong-guess-1' }).expect(401);
    }
    const counted = await b.db.get<{ hits: number }>("SELECT hits FROM rate_limits WHERE key = 'wrong-passwords-account:email:asha@example.in'");
    expect(counted?.hits).toBe(FREE_WRONG_PASSWORDS);
    // The owner still signs in (no wait yet at this count).
    await request(b.app).post('/api/auth/login').set('X-Forwarded-For', from(200)).send({ email: 'asha@example.in', password: 'mango-lassi-9' }).expect(200);
  });

  it('waits nothing for the first wrong passwords, then twice as long each time, at most 8 s', async () => {
    expect([0, 1, FREE_WRONG_PASSWORDS].map(signInDelayMs)).toEqual([0, 0, 0]);
    expect([6, 7, 8, 9, 10, 11, 50].map(signInDelayMs)).toEqual([250, 500, 1000, 2000, 4000, 8000, 8000]);
    const waited: number[] = [];
    const limits = (count: number) => ({ limits: { wrongPasswordsPerAccount: { ...NO_LIMIT, count: () => Promise.resolve(count) } } }) as never;
    for (const count of [3, 7]) await slowedForAccount(limits(count), 'a@b.in', (ms) => Promise.resolve(void waited.push(ms)));
    expect(waited).toEqual([500]);
  });
});
