// Whoever reads the logs must not be able to act as a shopper: a whole
// sign-up → code → verify → sign-in (a form without JavaScript) → order flow
// through the BFF and the embedded backend, logged at trace level, contains no
// session token, password, code or card number, and no request headers.
import { rmSync } from 'node:fs';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { startBackend } from '../../backend/index';
import { readLatestCode } from '../../backend/outbox';
import { createApp } from '../../server/app';
import { createLogger } from '../../server/logger';
import { tempDir } from '../backend/helpers';
import { postForm, SHOPPER } from '../helpers/backed-app';
import { testConfig } from '../helpers/config';

const dataDir = tempDir();
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the logs', () => {
  it('hold no cookie, token, password, code or card number after a whole shopping flow', async () => {
    const lines: string[] = [];
    const logger = createLogger('trace', { write: (line: string) => void lines.push(line) });
    const backend = await startBackend({ dataDir, logger: logger.child({ service: 'backend' }) });
    try {
      const app = await createApp(testConfig({ apiUrl: backend.url, dataDir }), { logger });
      const agent = request.agent(app);
      const email = 'ravi@example.in';
      const password = 'Secret-Guava-77';
      const cookieOf = (res: request.Response, name: string) => (res.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith(`${name}=`))!.split(';')[0]!.slice(name.length + 1);
      const signUp = await agent.post('/api/auth/register').send({ name: 'Ravi', email, password }).expect(202);
      const signupToken = cookieOf(signUp, 'signup');
      const code = readLatestCode(dataDir, email)!;
      const token = cookieOf(await agent.post('/api/auth/verify-account').send({ otp: code }).expect(201), 'token');
      await agent.get('/account/notifications?token=leaked-in-a-link').expect(200);
      await postForm(request.agent(app), '/login', { mode: 'login', email, password }).expect(303);
      await postForm(agent, '/checkout', { ...SHOPPER, email, paymentMethod: 'card', cardNumber: '4111 1111 1111 1111', cardHolder: 'Ravi', expiryDate: '12/30', cvv: '737', idempotencyKey: 'log-secrets-0001' });
      await agent.get('/no-such-page').expect(404);

      const log = lines.join('');
      for (const secret of [token, signupToken, password, code, '4111 1111 1111 1111', '4111111111111111', 'leaked-in-a-link']) expect(log, secret).not.toContain(secret);
      expect(log).not.toMatch(/"cookie"|"set-cookie"|"authorization"/i);
      const access = lines.map((l) => JSON.parse(l) as { req?: unknown; res?: unknown }).filter((l) => l.req && l.res);
      // One access line per request the flow made (six), each short.
      expect(access.length).toBeGreaterThanOrEqual(6);
      for (const line of access) expect(JSON.stringify(line).length).toBeLessThan(400);
    } finally {
      await backend.close();
    }
  });
});
