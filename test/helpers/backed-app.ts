// The BFF (as an Express app, for supertest) in front of an embedded backend
// of the test file's own: started before its tests, closed and removed after.
import { rmSync } from 'node:fs';

import type { Express } from 'express';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll } from 'vitest';

import { type BackendOptions, type RunningBackend, startBackend } from '../../backend/index';
import { type AppDeps, createApp } from '../../server/app';
import type { Config } from '../../server/config';
import { tempDir } from '../backend/helpers';
import { testConfig } from './config';
import { SHOPPER } from './shopper';
import { signUpWithCode } from './sign-up';

export interface BackedApp {
  app: Express;
  backend: RunningBackend;
  dataDir: string;
}

/** `backendOptions` is read when the backend starts, after the test file's earlier beforeAll hooks (a stand-in gateway, say). */
export function appWithBackend(overrides: Partial<Config> = {}, deps: AppDeps = {}, backendOptions: () => Partial<BackendOptions> = () => ({})): BackedApp {
  const env = { dataDir: tempDir() } as BackedApp;
  // The same object as teardown may find it: without the backend when beforeAll failed.
  const started: Partial<BackedApp> = env;
  beforeAll(async () => {
    env.backend = await startBackend({ ...backendOptions(), dataDir: env.dataDir, logger: pino({ level: 'silent' }) });
    env.app = await createApp(testConfig({ apiUrl: env.backend.url, ...overrides }), deps);
  });
  afterAll(async () => {
    await started.backend?.close();
    rmSync(env.dataDir, { recursive: true, force: true });
  });
  return env;
}

/** A form body as a browser without JavaScript sends it. */
export function form(fields: Record<string, string | string[]>): string {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) for (const v of Array.isArray(value) ? value : [value]) body.append(name, v);
  return body.toString();
}

/** Posts a form to a page the way a browser without JavaScript does: a browser says the form is the site's own (Sec-Fetch-Site). */
export function postForm(agent: request.Agent | ReturnType<typeof request>, path: string, fields: Record<string, string | string[]>) {
  return agent.post(path).set('Sec-Fetch-Site', 'same-origin').type('form').send(form(fields));
}

/** The value a response sets for a cookie (undefined when it sets none; '' when it clears it). */
export function setCookie(res: { headers: Record<string, unknown> }, name: string): string | undefined {
  const all = (res.headers['set-cookie'] as string[] | undefined) ?? [];
  const line = all.find((c) => c.startsWith(`${name}=`));
  return line === undefined ? undefined : decodeURIComponent(line.slice(name.length + 1).split(';')[0] ?? '');
}

export { mainOf } from './html';
export { SHOPPER } from './shopper';

/** A signed-up shopper (Asha) on a cookie agent, with one order of `items` placed under `idempotencyKey`. */
export async function shopperWithOrder(env: BackedApp, items: { productId: number; sizeIndex: number; quantity: number }[], idempotencyKey: string) {
  const agent = request.agent(env.app);
  await signUpWithCode(agent, env.dataDir, { name: 'Asha Patel', email: SHOPPER.email, password: 'mango-lassi-9' });
  const placed = await agent.post('/api/orders').send({ form: SHOPPER, items, idempotencyKey }).expect(201);
  return { agent, orderId: placed.body.orderId as string };
}
