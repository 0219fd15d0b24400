// The whole account flow over HTTP through the BFF with the embedded backend:
// sign up → code from the outbox → account → logout → login → reset → login.
import { rmSync } from 'node:fs';

import type { Express } from 'express';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type RunningBackend, startBackend } from '../../backend/index';
import { readLatestCode } from '../../backend/mail/outbox';
import { createApp } from '../../server/app';
import { tempDir } from '../backend/helpers';
import { testConfig } from '../helpers/config';
import { codeMailedBy } from '../helpers/mailed';

let backend: RunningBackend;
let app: Express;
const dataDir = tempDir();

beforeAll(async () => {
  backend = await startBackend({ dataDir, logger: pino({ level: 'silent' }) });
  app = await createApp(testConfig({ apiUrl: backend.url }));
});

afterAll(async () => {
  await backend.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('accounts through the BFF', () => {
  it('signs up with the mailed code, logs out, logs in, resets the password and logs in again', async () => {
    const agent = request.agent(app);
    const email = 'meera@example.in';
    await agent.post('/api/auth/register').send({ name: 'meera', email, password: 'lychee-luxe-1' }).expect(202);
    // Not signed in yet: the code page waits for the mailed code.
    expect((await agent.get('/').expect(200)).text).toContain('class="sign-in"');
    const page = (await agent.get('/email-verify').expect(200)).text;
    expect(page).toContain('class="otp__box"');
    expect(page).toContain(email);
    const code = readLatestCode(dataDir, email);
    expect(code).toMatch(/^\d{6}$/);
    await agent.post('/api/auth/verify-account').send({ otp: code }).expect(201);
    expect((await agent.get('/api/user/data').expect(200)).body.userData.isAccountVerified).toBe(true);
    // The server renders the logged-in header for the session cookie.
    const home = (await agent.get('/').expect(200)).text;
    expect(home).toContain('class="avatar"');
    expect(home).not.toContain('class="sign-in"');
    // Verified, the code page sends the account home from the server.
    expect((await agent.get('/email-verify').expect(302)).headers.location).toBe('/');

    await agent.post('/api/auth/logout').expect(200);
    await agent.get('/api/auth/is-auth').expect(401);
    await agent.get('/account/notifications').expect(302);

    await agent.post('/api/auth/login').send({ email, password: 'lychee-luxe-1' }).expect(200);
    await agent.get('/account/notifications').expect(200);

    const resetCode = await codeMailedBy(dataDir, email, () => request(app).post('/api/auth/send-reset-otp').send({ email }).expect(200));
    expect(resetCode).not.toBe(code);
    await request(app).post('/api/auth/reset-password').send({ email, otp: resetCode, newPassword: 'ruby-crown-22' }).expect(200);
    await agent.get('/api/auth/is-auth').expect(401);
    await request(app).post('/api/auth/login').send({ email, password: 'lychee-luxe-1' }).expect(401);
    await request(app).post('/api/auth/login').send({ email, password: 'ruby-crown-22' }).expect(200);
  });
});
