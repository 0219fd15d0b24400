// Whoever reads the logs must not be able to act as a shopper: a whole
// sign-up → code → verify → sign-in (a form without JavaScript) → order flow
// through the BFF and the embedded backend, logged at trace level, contains no
// session token, password, code or card number, and no request headers. A
// client that posts card or UPI details anyway has them dropped: an order paid
// online through the gateway (its stand-in) stores what the gateway says was
// used and nothing typed, and no log holds the details, the gateway's key
// secret, its webhook secret or a payment's signature.
import { rmSync } from 'node:fs';

import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';

import { startBackend } from '../../backend/index';
import { readLatestCode } from '../../backend/mail/outbox';
import { openDatabase } from '../../backend/store/open';
import { createApp } from '../../server/app';
import { createLogger } from '../../server/logger';
import { startFakeRazorpay } from '../../tools/fake-razorpay/server';
import { tempDir } from '../backend/helpers';
import { postForm, SHOPPER } from '../helpers/backed-app';
import { testConfig } from '../helpers/config';
import { standInSettings } from '../helpers/razorpay';

const dataDir = tempDir();
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the logs', () => {
  it('hold no cookie, token, password, code or card number after a whole shopping flow', async () => {
    const lines: string[] = [];
    const logger = createLogger('trace', { write: (line: string) => void lines.push(line) });
    const backend = await startBackend({ dataDir, logger: logger.child({ service: 'backend' }) });
    try {
      const app = await createApp(testConfig({ apiUrl: backend.url }), { logger });
      const agent = request.agent(app);
      const email = 'ravi@example.in';
      const password = 'Secret-Guava-77';
      const cookieOf = (res: request.Response, name: string) =>
        (res.headers['set-cookie'] as unknown as string[])
          .find((c) => c.startsWith(`${name}=`))!
          .split(';')[0]!
          .slice(name.length + 1);
      const signUp = await agent.post('/api/auth/register').send({ name: 'Ravi', email, password }).expect(202);
      const signupToken = cookieOf(signUp, 'signup');
      const code = readLatestCode(dataDir, email)!;
      const token = cookieOf(await agent.post('/api/auth/verify-account').send({ otp: code }).expect(201), 'token');
      await agent.get('/account/notifications?token=leaked-in-a-link').expect(200);
      await postForm(request.agent(app), '/login', { mode: 'login', email, password }).expect(303);
      await postForm(agent, '/checkout', { ...SHOPPER, email, cardNumber: '4111 1111 1111 1111', idempotencyKey: 'log-secrets-0001' });
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

  it('and the stored order hold no card or UPI details a hostile client posts, nor the gateway secrets', async () => {
    const fake = await startFakeRazorpay();
    const lines: string[] = [];
    const logger = createLogger('trace', { write: (line: string) => void lines.push(line) });
    const backend = await startBackend({ dataDir, logger: logger.child({ service: 'backend' }), razorpay: standInSettings(fake), expirySweepMs: 0 });
    fake.webhookUrl = `${backend.url}/api/payments/razorpay/webhook`;
    try {
      // Plain http, as a cookie jar only sends Secure cookies (the cart) over https.
      const app = await createApp(testConfig({ apiUrl: backend.url, publicUrl: 'http://127.0.0.1' }), { logger });
      const agent = request.agent(app);
      await postForm(agent, '/shopping-cart', { intent: 'add', productId: '2', sizeIndex: '0' }).expect(303);
      const typed = { cardNumber: '5555 5555 5555 4444', cardHolder: 'Ravi Kumar', expiryDate: '11/31', cvv: '951', upiId: 'ravi.k@okhdfc', cardLast4: '4444' };
      const placed = await postForm(agent, '/checkout', { ...SHOPPER, paymentMethod: 'online', ...typed, idempotencyKey: 'log-secrets-0002' }).expect(303);
      const pay = placed.headers.location as string;
      const orderId = new URL(pay, 'http://x').pathname.split('/').pop()!;
      const key = new URL(pay, 'http://x').searchParams.get('key')!;
      const checkout = (await agent.get(`/api/orders/${orderId}/payment?key=${encodeURIComponent(key)}`).expect(200)).body as { checkout: { gatewayOrderId: string } };
      const answer = await fake.pay(checkout.checkout.gatewayOrderId, 'card');
      await fake.settled();
      await postForm(agent, pay, { intent: 'confirm', ...answer }).expect(303);

      const db = openDatabase(dataDir);
      const row = JSON.stringify(await db.get('SELECT * FROM orders WHERE id = ?', orderId));
      await db.close();
      expect(row).toContain('"payment_state":"paid"');
      // What the gateway says was used: its network and last 4 digits of its own test card.
      expect(row).toContain('1111');
      const log = lines.join('');
      for (const secret of [typed.cardNumber, '5555555555554444', typed.cvv, typed.expiryDate, typed.cardHolder, typed.upiId, typed.cardLast4]) {
        // Standing alone, not as digits inside a timestamp or a duration.
        const alone = new RegExp(`(?<!\\d)${secret.replace(/[/.]/g, '\\$&')}(?!\\d)`);
        expect(row, secret).not.toMatch(alone);
        expect(log, secret).not.toMatch(alone);
      }
      for (const secret of [fake.keySecret, fake.webhookSecret, answer.razorpay_signature]) expect(log).not.toContain(secret);
    } finally {
      await fake.settled();
      await backend.close();
      await fake.close();
    }
  });
});
