// The back office as a browser without JavaScript uses it (docs/decisions/032):
// a member set up from the mailed link (password, QR code, first code,
// recovery codes), signed in with password and code, an order taken from new
// to delivered by forms that post and redirect; never cached, never indexed,
// never opened by a shopper's session.
import { generate } from 'otplib';
import request from 'supertest';
import { describe, expect, it } from 'vitest';

import { latestMailTo } from '../../backend/mail/outbox';
import { appWithBackend, mainOf, postForm, SHOPPER } from '../helpers/backed-app';
import { signUpWithCode } from '../helpers/sign-up';
import { addStaffAtShell } from '../helpers/staff';

const env = appWithBackend({ publicUrl: 'http://127.0.0.1' });
const PASSWORD = 'kokum-sherbet-crate-42';

const codeOf = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

/** A member set up through the pages; answers their agent (signed in) and their TOTP key. */
async function setUp(email: string, role: 'owner' | 'fulfilment' | 'support') {
  const token = await addStaffAtShell(env.dataDir, email, role);
  const agent = request.agent(env.app);
  const form = mainOf((await agent.get(`/admin/setup?token=${encodeURIComponent(token)}`).expect(200)).text);
  expect(form).toContain('name="password"');
  const scan = mainOf((await postForm(agent, '/admin/setup', { intent: 'begin', token, name: 'Meena', password: PASSWORD }).expect(200)).text);
  const secret = /data-testid="totp-key">([A-Z2-7]+)</.exec(scan)?.[1];
  expect(secret).toBeDefined();
  expect(scan).toMatch(/<img[^>]+class="admin-qr"[^>]+src="data:image\/svg\+xml/);
  const wrong = await postForm(agent, '/admin/setup', { intent: 'confirm', token, code: '000000', email, secret: secret!, qrSvg: '<svg/>' }).expect(400);
  expect(mainOf(wrong.text)).toContain('That code is not correct');
  const done = await postForm(agent, '/admin/setup', { intent: 'confirm', token, code: await codeOf(secret!), email, secret: secret!, qrSvg: '' }).expect(200);
  expect(mainOf(done.text).match(/<li><code>[0-9A-Z]{5}-[0-9A-Z]{5}<\/code><\/li>/g)).toHaveLength(10);
  return { agent, secret: secret! };
}

describe('the back office without JavaScript', () => {
  it('sends a visitor without a staff session to sign in, and answers a shopper’s session with 403', async () => {
    const res = await request(env.app).get('/admin').expect(302);
    expect(res.headers.location).toBe('/admin/login?redirect=%2Fadmin');
    const login = await request(env.app).get('/admin/login').expect(200);
    expect(login.headers['cache-control']).toBe('no-store');
    expect(login.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(login.text).toContain('<meta name="robots" content="noindex, nofollow"/>');
    const shopper = request.agent(env.app);
    await signUpWithCode(shopper, env.dataDir, { email: 'asha.admin@example.in', password: 'mango-lassi-9' });
    expect((await shopper.get('/api/auth/is-auth').expect(200)).body.success).toBe(true);
    const forbidden = await shopper.get('/admin').expect(403);
    expect(mainOf(forbidden.text)).toContain('Not for this account');
    expect((await request(env.app).get('/robots.txt').expect(200)).text).toContain('Disallow: /admin');
  });

  it('sets a member up, signs them in with password and code, and takes an order from new to delivered', async () => {
    const { agent: first, secret } = await setUp('packer@shop.example', 'fulfilment');
    // Signed in by the set-up; sign out, then in again with password and a later code.
    await postForm(first, '/admin/logout', {}).expect(303);
    expect((await first.get('/admin').expect(302)).headers.location).toBe('/admin/login?redirect=%2Fadmin');
    const agent = request.agent(env.app);
    const wrong = await postForm(agent, '/admin/login?redirect=%2Fadmin', { intent: 'password', email: 'packer@shop.example', password: 'not-it' }).expect(401);
    expect(mainOf(wrong.text)).toContain('Invalid Credentials!');
    expect(mainOf(wrong.text)).toContain('value="packer@shop.example"');
    const step = await postForm(agent, '/admin/login?redirect=%2Fadmin', { intent: 'password', email: 'packer@shop.example', password: PASSWORD }).expect(303);
    expect(step.headers.location).toBe('/admin/login?step=code&redirect=%2Fadmin');
    const signedIn = await postForm(agent, step.headers.location as string, { intent: 'code', code: await codeOf(secret, 1) }).expect(303);
    expect(signedIn.headers.location).toBe('/admin');

    const orderId = (
      await request(env.backend.url)
        .post('/api/orders')
        .send({ form: SHOPPER, items: [{ productId: 2, sizeIndex: 0, quantity: 2 }] })
        .expect(201)
    ).body.orderId as string;
    const list = mainOf((await agent.get('/admin?status=pending').expect(200)).text);
    expect(list).toContain(orderId);
    expect(list).toMatch(/New(<!-- -->)? <span class="admin-count">\d+<\/span>/);
    const orderPage = `/admin/orders/${orderId}`;
    const page = mainOf((await agent.get(orderPage).expect(200)).text);
    expect(page).toContain('Sun-Kissed Mango Bliss');
    expect(page).toContain('Confirm and pack');
    expect((await postForm(agent, orderPage, { intent: 'processing' }).expect(303)).headers.location).toBe(`${orderPage}?done=processing`);
    expect(mainOf((await agent.get(`${orderPage}?done=processing`).expect(200)).text)).toContain('Confirmed: the order is being packed.');
    const badLink = await postForm(agent, orderPage, { intent: 'shipped', courier: 'Blue Dart', awb: '77123456789', trackingUrl: 'javascript:alert(1)' }).expect(400);
    expect(mainOf(badLink.text)).toContain('This stock change cannot be made');
    await postForm(agent, orderPage, { intent: 'shipped', courier: 'Blue Dart', awb: '77123456789', trackingUrl: 'https://track.example/77123456789' }).expect(303);
    await postForm(agent, orderPage, { intent: 'note', text: 'Left with the <b>neighbour</b>' }).expect(303);
    await postForm(agent, orderPage, { intent: 'delivered' }).expect(303);
    const delivered = mainOf((await agent.get(orderPage).expect(200)).text);
    expect(delivered).toContain('Nothing more to do with this order.');
    expect(delivered).toContain('Blue Dart · 77123456789');
    expect(delivered).toContain('Left with the &lt;b&gt;neighbour&lt;/b&gt;');
    expect(delivered).toMatch(/packer@shop\.example(<!-- -->)? · (<!-- -->)?Marked delivered/);
    // A move the order's status no longer allows: refused beside the page, nothing changes.
    const late = await postForm(agent, orderPage, { intent: 'cancelled' }).expect(409);
    expect(mainOf(late.text)).toContain('This order is delivered; it cannot become cancelled');
  });

  it('shows support the orders but no moves, and refuses a move posted anyway', async () => {
    const { agent } = await setUp('care@shop.example', 'support');
    const orderId = (
      await request(env.backend.url)
        .post('/api/orders')
        .send({ form: SHOPPER, items: [{ productId: 2, sizeIndex: 0, quantity: 1 }] })
        .expect(201)
    ).body.orderId as string;
    const page = mainOf((await agent.get(`/admin/orders/${orderId}`).expect(200)).text);
    expect(page).not.toContain('Confirm and pack');
    const refused = await postForm(agent, `/admin/orders/${orderId}`, { intent: 'processing' }).expect(403);
    expect(mainOf(refused.text)).toContain('Not for this account');
  });

  it('speaks Hindi when asked', async () => {
    const page = mainOf((await request(env.app).get('/admin/login?lng=hi').expect(200)).text);
    expect(page).toMatch(/[\u0900-\u097F]/);
    expect((await request(env.app).get('/admin/login?lng=ta').expect(200)).text).toContain('<html lang="en"');
  });

  it('lets an owner run stock, grievances, enquiries, staff, the packing list and the audit trail by forms', async () => {
    const { agent } = await setUp('owner@shop.example', 'owner');
    // Stock: mango 150 ml out of stock, then back with 12 counted.
    expect((await postForm(agent, '/admin/stock', { size: '2-1', inStock: 'out', count: '', seasonFrom: '', seasonTo: '' }).expect(303)).headers.location).toBe(
      '/admin/stock?done=stock',
    );
    expect(mainOf((await agent.get('/admin/stock?done=stock').expect(200)).text)).toContain('Stock saved.');
    await postForm(agent, '/admin/stock', { size: '2-1', inStock: 'in', count: '12', seasonFrom: '', seasonTo: '' }).expect(303);
    expect((await request(env.app).get('/api/stock').expect(200)).body.stock).toContainEqual(expect.objectContaining({ productId: 2, sizeIndex: 1, inStock: true, count: 12 }));
    const badSeason = await postForm(agent, '/admin/stock', { size: '2-1', inStock: 'in', count: '', seasonFrom: '13-40', seasonTo: '01-01' }).expect(400);
    expect(mainOf(badSeason.text)).toContain('This stock change cannot be made');

    // Grievances: acknowledged, then resolved with a reply the shopper is mailed.
    const ticket = (
      await request(env.backend.url)
        .post('/api/grievances')
        .send({ category: 'quality', message: 'The juice was warm on arrival.', name: 'Ravi', email: 'ravi.g@example.in' })
        .expect(201)
    ).body.ticket as string;
    const queue = mainOf((await agent.get('/admin/grievances').expect(200)).text);
    expect(queue).toContain(ticket);
    expect(queue).toMatch(/Acknowledge by.*due in \d+ (hours|days)/);
    await postForm(agent, '/admin/grievances', { intent: 'acknowledge', ticket }).expect(303);
    await postForm(agent, '/admin/grievances', { intent: 'resolve', ticket, reply: 'A fresh crate is on its way.' }).expect(303);
    expect(mainOf((await agent.get('/admin/grievances?done=resolved').expect(200)).text)).toContain('Resolved: the shopper has your reply.');
    expect(latestMailTo(env.dataDir, 'ravi.g@example.in')).toContain('A fresh crate is on its way.');

    // Enquiries: listed, closed.
    const ref = (await request(env.backend.url).post('/api/enquiries').send({ kind: 'contact', email: 'lata.e@example.in', message: 'Do you ship to Goa?' }).expect(201)).body
      .reference as string;
    expect(mainOf((await agent.get('/admin/enquiries').expect(200)).text)).toContain('Do you ship to Goa?');
    await postForm(agent, '/admin/enquiries', { id: ref }).expect(303);
    expect(mainOf((await agent.get('/admin/enquiries?status=closed').expect(200)).text)).toContain(ref);

    // Staff: invite a packer, then end their access.
    await postForm(agent, '/admin/staff', { intent: 'invite', email: 'new.packer@shop.example', role: 'fulfilment' }).expect(303);
    expect(latestMailTo(env.dataDir, 'new.packer@shop.example')).toContain('/admin/setup?token=');
    const staffPage = mainOf((await agent.get('/admin/staff').expect(200)).text);
    const id = /name="id" value="(\d+)"/.exec(staffPage.slice(staffPage.indexOf('new.packer@shop.example')))?.[1];
    await postForm(agent, '/admin/staff', { intent: 'disable', id: id! }).expect(303);
    expect(mainOf((await agent.get('/admin/staff').expect(200)).text)).toContain('access ended');

    // The packing list and the audit trail.
    const orderId = (
      await request(env.backend.url)
        .post('/api/orders')
        .send({ form: SHOPPER, items: [{ productId: 2, sizeIndex: 0, quantity: 4 }] })
        .expect(201)
    ).body.orderId as string;
    const packing = mainOf((await agent.get('/admin/packing').expect(200)).text);
    expect(packing).toContain(orderId);
    expect(packing).toMatch(/4(<!-- -->)? × (<!-- -->)?Sun-Kissed Mango Bliss/);
    const audit = mainOf((await agent.get('/admin/audit').expect(200)).text);
    for (const action of ['staff.disable', 'staff.add', 'enquiry.close', 'grievance.resolve', 'grievance.acknowledge', 'stock.set']) expect(audit).toContain(action);
  });
});
