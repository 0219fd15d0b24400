// The shop in front of the original API host (API_URL), as a browser without
// JavaScript uses it: a stand-in of that host (tools/original-api/) answers
// only the calls its specification names. Sign-up there signs the shopper in
// at once, unverified; the code page says a code was sent only once one was;
// verification, password reset, notifications and an order's page work; and
// what such a host lacks says so plainly (docs/backend.md, "In front of the
// original API host").
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createApp } from '../../server/app';
import { type OriginalApi, startOriginalApi } from '../../tools/original-api/server';
import { mainOf, postForm, setCookie, SHOPPER } from '../helpers/backed-app';
import { testConfig } from '../helpers/config';

let host: OriginalApi;
let app: Awaited<ReturnType<typeof createApp>>;
beforeAll(async () => {
  host = await startOriginalApi();
  // Plain http, as a cookie jar only sends Secure cookies over https; ordering is off in front of a foreign host.
  app = await createApp(testConfig({ apiUrl: host.url, publicUrl: 'http://127.0.0.1', ordering: false }));
});
afterAll(() => host.close());

async function signUp(email: string): Promise<request.Agent> {
  const agent = request.agent(app);
  const up = await postForm(agent, '/login', { mode: 'signup', name: 'Lata Menon', email, password: 'kokum-sherbet-3' }).expect(303);
  expect(up.headers.location).toBe('/');
  expect(setCookie(up, 'token')).toMatch(/^[0-9a-f]{48}$/);
  expect(setCookie(up, 'flash')).toBe('signedUp');
  return agent;
}

describe('in front of the original API host', () => {
  it('signs a new shopper in at once, says the account was created, and offers verification', async () => {
    const agent = await signUp('lata@example.in');
    const home = await agent.get('/').expect(200);
    expect(home.text).toContain('Account created successfully');
    expect(home.text).toContain('Verify Account');
    expect(home.text).toContain('Lata Menon');
  });

  it('says a code was sent only once it was, then verifies the address with it', async () => {
    const agent = await signUp('lata.verify@example.in');
    const before = mainOf((await agent.get('/email-verify').expect(200)).text);
    expect(before).toContain('lata.verify@example.in is not verified yet. Send yourself a code, then enter its 6 digits here.');
    expect(before).not.toContain('we sent');
    expect(host.mailbox.has('lata.verify@example.in')).toBe(false);

    const sent = await postForm(agent, '/email-verify', { intent: 'resend' }).expect(303);
    expect(sent.headers.location).toBe('/email-verify?sent=1');
    const code = host.mailbox.get('lata.verify@example.in')!;
    expect(mainOf((await agent.get(sent.headers.location as string).expect(200)).text)).toContain('Enter the 6-digit code we sent to lata.verify@example.in.');
    const done = await postForm(agent, '/email-verify', { intent: 'verify', otp: code.split('') }).expect(303);
    expect(done.headers.location).toBe('/');
    expect((await agent.get('/email-verify').expect(302)).headers.location).toBe('/');
  });

  it('resets a password with the mailed code, and signs in with the new one', async () => {
    await signUp('lata.reset@example.in');
    const agent = request.agent(app);
    expect(mainOf((await postForm(agent, '/reset-password', { intent: 'send', email: 'lata.reset@example.in' }).expect(200)).text)).toContain('name="otp"');
    const code = host.mailbox.get('lata.reset@example.in')!;
    const reset = await postForm(agent, '/reset-password', { intent: 'reset', email: 'lata.reset@example.in', code, newPassword: 'amla-juice-44' });
    expect(reset.status).toBe(303);
    expect(reset.headers.location).toBe('/login');
    expect((await postForm(request.agent(app), '/login', { mode: 'login', email: 'lata.reset@example.in', password: 'amla-juice-44' }).expect(303)).headers.location).toBe('/');
  });

  it('lists, marks read and deletes notifications, and opens the order one is about', async () => {
    const agent = await signUp('lata.orders@example.in');
    host.notify('lata.orders@example.in', { type: 'order_shipped', title: 'Order shipped', message: 'Your order TM-ORIGINAL-1 is on its way.', orderId: 'TM-ORIGINAL-1' });
    const list = mainOf((await agent.get('/account/notifications').expect(200)).text);
    expect(list).toContain('Your order TM-ORIGINAL-1 is on its way.');
    expect(list).toContain('1 unread');
    const id = /name="id" value="([0-9a-f]+)"/.exec(list)?.[1];
    expect(id).toBeDefined();
    await postForm(agent, '/account/notifications', { intent: 'read', id: id! }).expect(303);
    expect(mainOf((await agent.get('/account/notifications').expect(200)).text)).toContain('0 unread');
    const order = mainOf((await agent.get('/account/orders/TM-ORIGINAL-1').expect(200)).text);
    expect(order).toContain('data-testid="order-detail-id">TM-ORIGINAL-1<');
    expect(order).toContain('₹90.00');
    await postForm(agent, '/account/notifications', { intent: 'remove', id: id! }).expect(303);
    expect(mainOf((await agent.get('/account/notifications').expect(200)).text)).toContain('No notifications found');
  });

  it('says plainly what such a host does not offer, never looping or claiming what did not happen', async () => {
    const agent = await signUp('lata.lacks@example.in');
    // The order list, privacy settings, complaints and checkout are not in the original API.
    const orders = await agent.get('/account/orders').expect(404);
    expect(mainOf(orders.text)).toContain('Your order list is not available on this shop. Each order opens from its notification.');
    expect(mainOf(orders.text)).not.toContain('Try Again');
    const privacy = await agent.get('/account/privacy').expect(404);
    expect(mainOf(privacy.text)).toContain('Privacy settings are not available on this shop at the moment.');
    const complaint = await postForm(agent, '/grievances', {
      intent: 'file',
      category: 'quality',
      message: 'The bottle was broken on arrival, please help',
      name: 'Lata',
      email: 'lata.lacks@example.in',
    }).expect(404);
    expect(mainOf(complaint.text)).toContain('Complaints cannot be filed online on this shop at the moment.');
    agent.jar.setCookie('cart=2-0:1', '127.0.0.1', '/');
    expect(mainOf((await agent.get('/checkout').set('Host', '127.0.0.1').expect(200)).text)).toContain(
      'Online payment is not available at the moment: this shop takes cash on delivery.',
    );
    const placed = await postForm(agent, '/checkout', {
      ...SHOPPER,
      firstName: 'Lata',
      lastName: 'Menon',
      email: 'lata.lacks@example.in',
      idempotencyKey: 'original-api-0001',
    }).expect(503);
    expect(mainOf(placed.text)).toContain('Ordering is temporarily unavailable');
  });

  it('offers a corporate form’s message as an email, saying it was not sent, where the host takes no enquiries', async () => {
    const answer = await postForm(request(app), '/feedback', { form: 'feedback', name: 'Lata', email: 'lata@example.in', message: 'More kokum, please' }).expect(200);
    const main = mainOf(answer.text);
    expect(main).toContain('nothing has been sent');
    expect(main).toContain('More%20kokum%2C%20please');
    expect(main).not.toContain('has reached our team');
  });

  it('says the back office needs the shop’s own backend, instead of failing page by page', async () => {
    for (const path of ['/admin/login', '/admin/setup?token=x']) {
      expect(mainOf((await request(app).get(path).expect(200)).text)).toContain('The back office needs the shop’s own backend');
    }
  });
});
