// Each page sends the browser only the part of the dictionary it shows
// (dist/i18n-usage.json). Here every page and its error states are rendered
// with nothing but that part: a key outside it would render raw in the
// browser and break hydration, so any such key fails the test.
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';

import { readLatestCode } from '../../backend/mail/outbox';
import { ROUTES } from '../../shared/routes';
import { appWithBackend, mainOf, postForm, SHOPPER } from '../helpers/backed-app';
import { signUpWithCode } from '../helpers/sign-up';
import { otherCode } from '../helpers/tamper';

const missing: string[] = [];
const env = appWithBackend({ publicUrl: 'http://127.0.0.1' }, { onMissingKey: (key, url) => missing.push(`${url}: ${key}`) });
let agent: request.Agent;
let orderId = '';

beforeAll(async () => {
  agent = request.agent(env.app);
  await signUpWithCode(agent, env.dataDir, { name: 'Asha Patel', email: 'dict@example.in', password: 'mango-lassi-9' });
  orderId = (
    await agent
      .post('/api/orders')
      .send({ form: SHOPPER, items: [{ productId: 2, sizeIndex: 0, quantity: 1 }], idempotencyKey: 'dictionary-0001' })
      .expect(201)
  ).body.orderId;
});

const paths = () => ROUTES.flatMap((r) => [r.path, ...(r.aliases ?? [])]).map((p) => (p === '*' ? '/no-such-page' : p.replace(':orderId', orderId)));

describe('the dictionary a page sends', () => {
  it.each(['', '/ar'])('holds every key of every page, signed out and in (prefix %j)', async (prefix) => {
    missing.length = 0;
    for (const path of paths()) {
      await request(env.app).get(`${prefix}${path}`).set('Cookie', 'cart=2-0:1');
      await agent.get(`${prefix}${path}`).set('Cookie', 'cart=2-0:1.24-1:2');
    }
    expect(missing).toEqual([]);
  });

  it('holds the keys of the error states forms come back with', async () => {
    missing.length = 0;
    const cart = request.agent(env.app);
    await postForm(cart, '/shopping-cart', { intent: 'add', productId: '2', sizeIndex: '0' }).expect(303);
    expect(mainOf((await postForm(cart, '/shopping-cart', { intent: 'coupon', code: 'nope' }).expect(400)).text)).toContain('Invalid Coupon Code');
    await postForm(cart, '/checkout', { ...SHOPPER, phone: '1', idempotencyKey: 'dictionary-0002' }).expect(400);
    await postForm(request(env.app), '/login', { mode: 'login', email: 'dict@example.in', password: 'wrong-password' }).expect(401);
    await postForm(request(env.app), '/login', { mode: 'signup', name: '', email: 'x', password: '' }).expect(400);
    await postForm(request(env.app), '/reset-password', { intent: 'send', email: 'x' }).expect(400);
    await postForm(request(env.app), '/reset-password', { intent: 'code', email: 'dict@example.in', otp: ['1'] }).expect(400);
    const signingUp = request.agent(env.app);
    await postForm(signingUp, '/login', { mode: 'signup', name: 'Dev', email: 'dict-new@example.in', password: 'mango-lassi-9' }).expect(303);
    await postForm(signingUp, '/email-verify', { intent: 'verify', otp: ['1', '2'] }).expect(400);
    await postForm(signingUp, '/email-verify', { intent: 'verify', otp: otherCode(readLatestCode(env.dataDir, 'dict-new@example.in')!).split('') }).expect(400);
    await postForm(request(env.app), '/feedback', { form: 'feedback' }).expect(400);
    await postForm(request(env.app), '/careers', { form: 'join', name: 'A', email: 'a@b.in', resume: 'cv.exe' }).expect(400);
    await postForm(request(env.app), '/contact-us', { form: 'contact', message: 'x'.repeat(5001) }).expect(400);
    const sent = await postForm(request(env.app), '/feedback', { form: 'feedback', name: 'A', email: 'a@b.in', message: 'Hi' }).expect(303);
    await request(env.app)
      .get(sent.headers.location as string)
      .expect(200);
    await agent.get('/account/orders/TM-20990101-NOPE0000').expect(404);
    expect(missing).toEqual([]);
  });
});
