// Sign-up as a shopper does it — register, the code from the file outbox,
// verify — through a supertest agent or a browser context, which is then
// signed in to the new account.
import type { BrowserContext } from 'playwright-core';
import type request from 'supertest';

import { readLatestCode } from '../../backend/mail/outbox';

export interface TestAccount {
  name?: string;
  email: string;
  password: string;
}

export async function signUpWithCode(agent: request.Agent, dataDir: string, { name = 'Asha', email, password }: TestAccount): Promise<request.Response> {
  await agent.post('/api/auth/register').send({ name, email, password }).expect(202);
  const code = readLatestCode(dataDir, email);
  if (!code) throw new Error(`No code in the outbox for ${email}`);
  return agent.post('/api/auth/verify-account').send({ otp: code }).expect(201);
}

/** The same through a browser context's request API: the context is then signed in. */
export async function signUpInContext(context: BrowserContext, base: string, dataDir: string, { name = 'Asha', email, password }: TestAccount): Promise<void> {
  const registered = await context.request.post(`${base}/api/auth/register`, { data: { name, email, password } });
  if (registered.status() !== 202) throw new Error(`Sign-up of ${email} answered ${registered.status()}`);
  const otp = readLatestCode(dataDir, email);
  const verified = await context.request.post(`${base}/api/auth/verify-account`, { data: { otp } });
  if (verified.status() !== 201) throw new Error(`The code for ${email} answered ${verified.status()}`);
}
