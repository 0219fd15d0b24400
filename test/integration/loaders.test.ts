// Server-first pages: a signed-in shopper's notifications, orders and order
// detail are in the first HTML (the loaders read them with the shopper's
// cookies); redirects are decided by loaders; a failed call renders the page's
// own error state in the page's language.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createApp } from '../../server/app';
import { appWithBackend, mainOf, SHOPPER, shopperWithOrder } from '../helpers/backed-app';
import { testConfig } from '../helpers/config';
import { type FakeUpstream, startFakeUpstream } from '../helpers/fake-upstream';
import { signUpWithCode } from '../helpers/sign-up';

const env = appWithBackend();
let agent: request.Agent;
let orderId = '';

beforeAll(async () => {
  ({ agent, orderId } = await shopperWithOrder(env, [{ productId: 3, sizeIndex: 0, quantity: 2 }], 'loaders-test-0001'));
});

describe('account pages in the first HTML', () => {
  it('renders the notification list, not a loading state', async () => {
    const html = (await agent.get('/account/notifications').expect(200)).text;
    const main = mainOf(html);
    expect(main).toContain('Order placed');
    expect(main).toContain(`/account/orders/${orderId}`);
    expect(main.includes('Loading')).toBe(false);
    // The header's unread badge is in the HTML too.
    expect(html).toMatch(/data-testid="unread-badge">1</);
  });

  it('filters to unread from the URL', async () => {
    const html = (await agent.get('/account/notifications?filter=unread').expect(200)).text;
    expect(html).toMatch(/aria-current="true"[^>]*>Unread</);
    expect(html).toContain('Order placed');
  });

  it('renders the order history and the order detail', async () => {
    const history = mainOf((await agent.get('/account/orders').expect(200)).text);
    expect(history).toContain(orderId);
    expect(history).toContain('₹90.00');
    const detail = mainOf((await agent.get(`/account/orders/${orderId}`).expect(200)).text);
    expect(detail).toContain(`data-testid="order-detail-id">${orderId}<`);
    expect(detail).toContain('12 MG Road');
    expect(detail).toMatch(/data-testid="order-detail-total">₹90\.00</);
    expect((await agent.get(`/orders/${orderId}`).expect(200)).text).toContain(orderId);
  });

  it('prefills checkout from the account and the last order, never the payment', async () => {
    const signedIn = request.agent(env.app);
    await signUpWithCode(signedIn, env.dataDir, { name: 'Meera Shah', email: 'meera@example.in', password: 'lychee-lassi-4' });
    const delivery = {
      ...SHOPPER,
      firstName: 'Meera',
      lastName: 'Shah',
      email: 'meera@example.in',
      phone: '9123456780',
      address: '4 Ring Road',
      city: 'Surat',
      postalCode: '395001',
      upiId: 'meera@upi',
    };
    await signedIn
      .post('/api/orders')
      .send({ form: delivery, items: [{ productId: 3, sizeIndex: 0, quantity: 1 }], idempotencyKey: 'loaders-prefill-01' })
      .expect(201);
    signedIn.jar.setCookie('cart=2-0:1', '127.0.0.1', '/');
    const main = mainOf((await signedIn.get('/checkout').set('Host', '127.0.0.1').expect(200)).text);
    for (const [name, value] of [
      ['firstName', 'Meera'],
      ['lastName', 'Shah'],
      ['email', 'meera@example.in'],
      ['phone', '9123456780'],
      ['address', '4 Ring Road'],
      ['city', 'Surat'],
      ['state', 'Gujarat'],
      ['postalCode', '395001'],
    ]) {
      expect(main, name).toMatch(new RegExp(`name="${name}"[^>]*value="${value}"|value="${value}"[^>]*name="${name}"|name="${name}"[^>]*>${value}</textarea>`));
    }
    expect(main).not.toContain('meera@upi');
    expect(main).toMatch(/value="cod"[^>]*checked|checked[^>]*value="cod"/);
  });

  it('answers an order that is not the shopper’s with 404 and its page', async () => {
    const res = await agent.get('/account/orders/TM-20990101-NOPE0000').expect(404);
    expect(res.text).toContain('Order not found.');
    expect(res.text).toContain('Back to Notifications');
  });

  it('renders the same pages in Hindi under /hi/', async () => {
    const html = (await agent.get('/hi/account/notifications').expect(200)).text;
    expect(html).toMatch(/<html lang="hi"/);
    expect(html).toContain(`/hi/account/orders/${orderId}`);
  });
});

describe('redirects decided by loaders', () => {
  it('sends anonymous visitors to sign in and back', async () => {
    for (const path of ['/account/notifications?page=2', '/account/orders', `/account/orders/${orderId}`, '/notifications', '/email-verify']) {
      const res = await request(env.app).get(path).expect(302);
      expect(res.headers.location).toBe(`/login?redirect=${encodeURIComponent(path)}`);
    }
  });

  it('keeps the language prefix on the way to sign in', async () => {
    const res = await request(env.app).get('/ta/account/orders').expect(302);
    expect(res.headers.location).toBe(`/ta/login?redirect=${encodeURIComponent('/ta/account/orders')}`);
  });

  it('sends an empty cart from checkout to the cart and a bare confirmation there too', async () => {
    expect((await request(env.app).get('/checkout').expect(302)).headers.location).toBe('/shopping-cart');
    expect((await request(env.app).get('/hi/confirmation').expect(302)).headers.location).toBe('/hi/shopping-cart');
  });

  it('sends a verified account home from the code page', async () => {
    const verified = request.agent(env.app);
    await signUpWithCode(verified, env.dataDir, { name: 'Ravi', email: 'ravi@example.in', password: 'guava-juice-7' });
    expect((await verified.get('/email-verify').expect(302)).headers.location).toBe('/');
    expect((await verified.get('/hi/email-verify').expect(302)).headers.location).toBe('/hi');
  });
});

describe('a failing API host', () => {
  let upstream: FakeUpstream;
  let app: Awaited<ReturnType<typeof createApp>>;
  beforeAll(async () => {
    upstream = await startFakeUpstream((req, res) => {
      res.setHeader('content-type', 'application/json');
      if (req.url === '/api/user/data') return void res.end(JSON.stringify({ success: true, userData: { name: 'Asha', email: 'asha@example.in', isAccountVerified: true } }));
      if (req.url.startsWith('/api/notifications')) return void res.end(JSON.stringify({ success: true, notifications: [], pagination: { pages: 1 }, unreadCount: 0 }));
      if (req.url === '/api/orders/TM-WEIRD') {
        res.statusCode = 400;
        return void res.end(JSON.stringify({ success: false, code: 'order_on_hold', message: 'This order is on hold' }));
      }
      res.statusCode = 500;
      res.end(JSON.stringify({ success: false, message: 'Internal error' }));
    });
    app = await createApp(testConfig({ apiUrl: upstream.url }));
  });
  afterAll(() => upstream.close());

  it("shows the order page's own error text with Try Again, never the host's message", async () => {
    const res = await request(app).get('/account/orders/TM-1').set('Cookie', 'token=abc').expect(500);
    const main = mainOf(res.text);
    expect(main).toContain('Failed to load order details. Please try again later.');
    expect(main).toContain('Try Again');
    expect(res.text.includes('Internal error')).toBe(false);
    const hindi = await request(app).get('/hi/account/orders/TM-1').set('Cookie', 'token=abc').expect(500);
    expect(mainOf(hindi.text)).toContain('ऑर्डर का विवरण लोड नहीं हो सका');
  });

  it("shows a foreign host's message only for a code the shop does not know", async () => {
    const res = await request(app).get('/account/orders/TM-WEIRD').set('Cookie', 'token=abc').expect(502);
    expect(mainOf(res.text)).toContain('This order is on hold');
  });

  it('shows the list pages’ own error text for a failed call', async () => {
    const res = await request(app).get('/account/orders').set('Cookie', 'token=abc').expect(500);
    const main = mainOf(res.text);
    expect(res.text.includes('Internal error')).toBe(false);
    expect(main).toContain('Failed to load your orders.');
    expect(main).toContain('Try Again');
  });
});
