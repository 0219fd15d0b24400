// The back office's staff (docs/decisions/031-staff-and-audit.md): set-up
// with TOTP and recovery codes, sign-in with its own limits and short idle
// sessions, the role table enforced on every call, an append-only audit
// entry for every change, and staff and shoppers racing for one order.
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { runStaffCommand } from '../../backend/cli/staff-command';
import { latestMailTo } from '../../backend/mail/outbox';
import { can, STAFF_ACTIONS, type StaffAction, type StaffRole } from '../../shared/staff-roles';
import { SHOPPER } from '../helpers/shopper';
import { makeBackend, signUp, STORE, type TestBackend } from './helpers';
import { codeAt, later, operatorOf, setupTokenFor, STAFF_PASSWORD, staffMember } from './staff-helpers';

let b: TestBackend | undefined;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-26T10:00:05Z') });
});
afterEach(async () => {
  vi.useRealTimers();
  await b?.dispose();
  b = undefined;
});

const ORDER = { form: SHOPPER, items: [{ productId: 2, sizeIndex: 0, quantity: 1 }] };

async function placeOrder(backend: TestBackend, agent = request.agent(backend.app)): Promise<string> {
  return (await agent.post('/api/orders').send(ORDER).expect(201)).body.orderId as string;
}

async function signIn(backend: TestBackend, email: string, code: string | Promise<string>) {
  const agent = request.agent(backend.app);
  await agent.post('/api/staff/login').send({ email, password: STAFF_PASSWORD }).expect(200);
  const answer = await agent.post('/api/staff/login/code').send({ code: await code });
  return { agent, answer };
}

describe(`staff set-up and sign-in (${STORE})`, () => {
  it('sets the first owner up from the shell: a mailed link, a password, a QR code, a first code, recovery codes once', async () => {
    b = await makeBackend();
    const lines: string[] = [];
    await runStaffCommand(operatorOf(b), ['add', 'Owner@Shop.example', 'owner'], (l) => lines.push(l), { operator: 'test' });
    expect(lines[0]).toContain('owner@shop.example is owner');
    expect(latestMailTo(b.dataDir, 'owner@shop.example')).toContain('Set up your Too More back office sign-in');
    const token = setupTokenFor(b, 'owner@shop.example');
    const agent = request.agent(b.app);
    expect((await agent.post('/api/staff/setup').send({ token, name: 'Owner', password: 'short' }).expect(400)).body.code).toBe('password_too_short');
    expect((await agent.post('/api/staff/setup').send({ token: 'nope', name: 'Owner', password: STAFF_PASSWORD }).expect(400)).body.code).toBe('setup_link_invalid');
    const setup = await agent.post('/api/staff/setup').send({ token, name: 'Owner', password: STAFF_PASSWORD }).expect(200);
    expect(setup.body.uri).toMatch(/^otpauth:\/\/totp\/Too%20More%20back%20office:owner%40shop\.example\?secret=[A-Z2-7]+/);
    expect(setup.body.qrSvg).toMatch(/^<svg[^>]*viewBox/);
    // The secret is sealed in the database, never kept as it is.
    const stored = await b.db.get<{ totp_sealed: string; password_hash: string }>('SELECT totp_sealed, password_hash FROM staff WHERE email = ?', 'owner@shop.example');
    expect(stored?.totp_sealed).not.toContain(setup.body.secret as string);
    expect(stored?.password_hash).toMatch(/^scrypt\$/);
    expect((await agent.post('/api/staff/setup/confirm').send({ token, code: '000000' }).expect(400)).body.code).toBe('totp_wrong');
    const confirmed = await agent
      .post('/api/staff/setup/confirm')
      .send({ token, code: await codeAt(setup.body.secret as string) })
      .expect(200);
    expect(confirmed.body.recoveryCodes).toHaveLength(10);
    expect(new Set(confirmed.body.recoveryCodes as string[]).size).toBe(10);
    expect(confirmed.headers['set-cookie']?.[0]).toMatch(/^staff_token=[^;]+;.*HttpOnly;.*SameSite=Strict/);
    expect((await agent.get('/api/staff/me').expect(200)).body.staff).toMatchObject({ email: 'owner@shop.example', role: 'owner', name: 'Owner' });
    // The link is spent.
    expect((await request(b.app).post('/api/staff/setup').send({ token, name: 'X', password: STAFF_PASSWORD }).expect(400)).body.code).toBe('setup_link_invalid');
  });

  it('signs in with a password and a code, refuses a wrong or replayed code, and takes each recovery code once', async () => {
    b = await makeBackend();
    const owner = await staffMember(b, 'owner@shop.example', 'owner');
    expect((await request(b.app).post('/api/staff/login').send({ email: owner.email, password: 'not-the-password' }).expect(401)).body.code).toBe('invalid_credentials');
    expect((await request(b.app).post('/api/staff/login').send({ email: 'nobody@shop.example', password: STAFF_PASSWORD }).expect(401)).body.code).toBe('invalid_credentials');
    // The set-up took this step's code: it cannot sign in again.
    const replayed = await signIn(b, owner.email, codeAt(owner.secret));
    expect(replayed.answer.status).toBe(400);
    expect(replayed.answer.body.code).toBe('totp_wrong');
    later(30_000);
    const next = await signIn(b, owner.email, codeAt(owner.secret));
    expect(next.answer.status).toBe(200);
    expect((await next.agent.get('/api/staff/me').expect(200)).body.staff.email).toBe(owner.email);
    // No second step without the first: the code alone opens nothing.
    expect(
      (
        await request(b.app)
          .post('/api/staff/login/code')
          .send({ code: await codeAt(owner.secret, 1) })
          .expect(401)
      ).body.code,
    ).toBe('not_authenticated');
    const recovery = owner.recoveryCodes[3]!;
    expect((await signIn(b, owner.email, recovery.toLowerCase().replace('-', ' '))).answer.status).toBe(200);
    expect((await signIn(b, owner.email, recovery)).answer.status).toBe(400);
    const used = await b.db.get<{ n: number }>("SELECT COUNT(*) AS n FROM audit_log WHERE action = 'staff.recovery-code-used'");
    expect(Number(used?.n)).toBe(1);
  });

  it('closes the second step after five wrong codes for that member, from any address, right code or not', async () => {
    b = await makeBackend();
    const member = await staffMember(b, 'packer@shop.example', 'fulfilment');
    const agent = request.agent(b.app);
    await agent.post('/api/staff/login').send({ email: member.email, password: STAFF_PASSWORD }).expect(200);
    for (let i = 0; i < 5; i++) expect((await agent.post('/api/staff/login/code').send({ code: '123456' })).body.code).toBe('totp_wrong');
    later(30_000);
    expect(
      (
        await agent
          .post('/api/staff/login/code')
          .send({ code: await codeAt(member.secret) })
          .expect(429)
      ).body.code,
    ).toBe('rate_limited');
    // A fresh password step elsewhere does not reopen it.
    expect((await signIn(b, member.email, codeAt(member.secret))).answer.status).toBe(429);
    later(15 * 60_000);
    expect((await signIn(b, member.email, codeAt(member.secret))).answer.status).toBe(200);
  });

  it('limits wrong staff passwords per member', async () => {
    b = await makeBackend();
    const member = await staffMember(b, 'care@shop.example', 'support');
    for (let i = 0; i < 5; i++) await request(b.app).post('/api/staff/login').send({ email: member.email, password: 'wrong-password-1' }).expect(401);
    expect((await request(b.app).post('/api/staff/login').send({ email: member.email, password: STAFF_PASSWORD }).expect(429)).body.code).toBe('rate_limited');
  });

  it('ends a session after 30 minutes idle and after 12 hours whatever, and at once when the member is disabled', async () => {
    b = await makeBackend();
    const owner = await staffMember(b, 'owner@shop.example', 'owner');
    later(29 * 60_000);
    await owner.agent.get('/api/admin/orders').expect(200);
    later(29 * 60_000);
    await owner.agent.get('/api/admin/orders').expect(200);
    later(31 * 60_000);
    expect((await owner.agent.get('/api/staff/me').expect(200)).body.staff).toBeNull();
    expect((await owner.agent.get('/api/admin/orders').expect(401)).body.code).toBe('not_authenticated');
    const packer = await staffMember(b, 'packer@shop.example', 'fulfilment');
    for (let i = 0; i < 25; i++) {
      later(29 * 60_000);
      if (i < 24) expect((await packer.agent.get('/api/staff/me').expect(200)).body.staff).not.toBeNull();
    }
    expect((await packer.agent.get('/api/staff/me').expect(200)).body.staff).toBeNull();
    const care = await staffMember(b, 'care@shop.example', 'support');
    await runStaffCommand(operatorOf(b), ['disable', care.email], () => undefined, { operator: 'test' });
    expect((await care.agent.get('/api/staff/me').expect(200)).body.staff).toBeNull();
  });

  it('never opens the back office to a shopper’s session', async () => {
    b = await makeBackend();
    const shopper = request.agent(b.app);
    await signUp(b, shopper);
    expect((await shopper.get('/api/admin/orders').expect(403)).body.code).toBe('staff_only');
    expect((await request(b.app).get('/api/admin/orders').expect(401)).body.code).toBe('not_authenticated');
    expect((await shopper.get('/api/staff/me').expect(200)).body.staff).toBeNull();
  });
});

describe(`the role table, in the backend (${STORE})`, () => {
  it('lets every role do what the table gives it, and refuses the rest with not_permitted', async () => {
    b = await makeBackend();
    const backend = b;
    const owner = await staffMember(backend, 'owner@shop.example', 'owner');
    const members: Record<StaffRole, request.Agent> = {
      owner: owner.agent,
      fulfilment: (await staffMember(backend, 'packer@shop.example', 'fulfilment', owner.agent)).agent,
      support: (await staffMember(backend, 'care@shop.example', 'support', owner.agent)).agent,
    };
    const orderId = await placeOrder(backend);
    const ticket = (
      await request(backend.app)
        .post('/api/grievances')
        .send({ category: 'quality', message: 'The juice was warm on arrival.', name: 'Asha', email: 'asha@example.in' })
        .expect(201)
    ).body.ticket as string;
    const enquiry = (await request(backend.app).post('/api/enquiries').send({ kind: 'contact', email: 'ravi@example.in', message: 'Hello' }).expect(201)).body.reference as string;
    let invited = 0;
    // One call per action; each that is allowed changes something harmless, so every role can take its turn.
    const calls: Record<StaffAction, (agent: request.Agent) => request.Test> = {
      'orders.read': (a) => a.get('/api/admin/orders'),
      'orders.move': (a) => a.post(`/api/admin/orders/${orderId}/status`).send({ status: 'processing' }),
      'orders.note': (a) => a.post(`/api/admin/orders/${orderId}/notes`).send({ text: 'Ring twice' }),
      'stock.read': (a) => a.get('/api/admin/stock'),
      'stock.set': (a) => a.put('/api/admin/stock/2/1').send({ inStock: true, count: 40 }),
      'grievances.read': (a) => a.get('/api/admin/grievances'),
      'grievances.answer': (a) => a.post(`/api/admin/grievances/${ticket}/resolve`).send({ reply: 'We are sending a fresh crate.' }),
      'enquiries.read': (a) => a.get('/api/admin/enquiries'),
      'enquiries.close': (a) => a.post(`/api/admin/enquiries/${enquiry}/close`),
      'staff.manage': (a) => a.post('/api/admin/staff').send({ email: `new${String(++invited)}@shop.example`, role: 'support' }),
      'audit.read': (a) => a.get('/api/admin/audit'),
    };
    for (const role of ['fulfilment', 'support', 'owner'] as const) {
      for (const action of STAFF_ACTIONS) {
        const res = await calls[action](members[role]);
        if (can(role, action)) expect([200, 201, 409], `${role} ${action}: ${JSON.stringify(res.body)}`).toContain(res.status);
        else expect([res.status, res.body.code], `${role} ${action}`).toEqual([403, 'not_permitted']);
      }
    }
  });
});

describe(`the audit trail (${STORE})`, () => {
  it('records who did what to which record, before and after, and cannot be changed', async () => {
    b = await makeBackend();
    const owner = await staffMember(b, 'owner@shop.example', 'owner');
    const orderId = await placeOrder(b);
    await owner.agent.post(`/api/admin/orders/${orderId}/status`).send({ status: 'processing' }).expect(200);
    await owner.agent
      .post(`/api/admin/orders/${orderId}/status`)
      .send({ status: 'shipped', courier: 'Blue Dart', awb: '77123456789', trackingUrl: 'https://track.example/77123456789' })
      .expect(200);
    await owner.agent.post(`/api/admin/orders/${orderId}/notes`).send({ text: 'Left with the neighbour' }).expect(201);
    await owner.agent.put('/api/admin/stock/2/0').send({ inStock: false }).expect(200);
    const entries = (await owner.agent.get('/api/admin/audit').expect(200)).body.entries as {
      actor: string;
      action: string;
      record_id: string;
      before_json: string;
      after_json: string;
    }[];
    expect(entries.map((e) => e.action)).toEqual(['stock.set', 'order.note', 'order.shipped', 'order.processing', 'staff.setup', 'staff.add']);
    const shipped = entries.find((e) => e.action === 'order.shipped')!;
    expect(shipped.actor).toBe('owner@shop.example');
    expect(shipped.record_id).toBe(orderId);
    expect(JSON.parse(shipped.before_json)).toMatchObject({ status: 'processing' });
    expect(JSON.parse(shipped.after_json)).toMatchObject({ status: 'shipped', courier: 'Blue Dart', awb: '77123456789' });
    expect(entries.at(-1)!.actor).toBe('operator:test');
    const invoice = await owner.agent.get(`/api/admin/orders/${orderId}/invoice`).buffer(true).expect(200);
    expect(invoice.headers['content-type']).toBe('application/pdf');
    expect((invoice.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    await owner.agent.get(`/api/admin/orders/${orderId}/credit-note`).expect(404);
    await request(b.app).get(`/api/admin/orders/${orderId}/invoice`).expect(401);
    const detail = (await owner.agent.get(`/api/admin/orders/${orderId}`).expect(200)).body;
    expect(detail.notes[0]).toMatchObject({ text: 'Left with the neighbour', email: 'owner@shop.example' });
    expect(detail.history.map((e: { action: string }) => e.action)).toEqual(['order.note', 'order.shipped', 'order.processing']);
    await expect(b.db.run("UPDATE audit_log SET actor = 'someone else'")).rejects.toThrow(/append-only/);
    await expect(b.db.run('DELETE FROM audit_log')).rejects.toThrow(/append-only/);
  });
});

describe(`staff and shopper racing for one order (${STORE})`, () => {
  it('lets exactly one of shipping and cancelling win, and audits only what happened', async () => {
    b = await makeBackend();
    const owner = await staffMember(b, 'owner@shop.example', 'owner');
    for (let round = 0; round < 5; round++) {
      const shopper = request.agent(b.app);
      await signUp(b, shopper, `racer${String(round)}@example.in`);
      const orderId = await placeOrder(b, shopper);
      const [ship, cancel] = await Promise.all([
        owner.agent.post(`/api/admin/orders/${orderId}/status`).send({ status: 'shipped' }),
        shopper.post(`/api/orders/${orderId}/cancel`).send({}),
      ]);
      expect([ship.status, cancel.status].sort(), `round ${String(round)}`).toEqual([200, 409]);
      const final = await b.db.get<{ status: string }>('SELECT status FROM orders WHERE id = ?', orderId);
      expect(final?.status).toBe(ship.status === 200 ? 'shipped' : 'cancelled');
      if (ship.status === 409) expect(ship.body).toMatchObject({ code: 'status_move_refused', params: { from: 'cancelled', to: 'shipped' } });
      else expect(cancel.body.code).toBe('order_not_cancellable');
      const audited = await b.db.all<{ action: string }>("SELECT action FROM audit_log WHERE record_type = 'order' AND record_id = ?", orderId);
      expect(audited.map((a) => a.action)).toEqual(ship.status === 200 ? ['order.shipped'] : []);
    }
  });
});

describe(`the order list (${STORE})`, () => {
  it('counts per status, filters and finds by number, email or phone, a page at a time', async () => {
    b = await makeBackend();
    const owner = await staffMember(b, 'owner@shop.example', 'owner');
    const first = await placeOrder(b);
    await request(b.app)
      .post('/api/orders')
      .send({ ...ORDER, form: { ...SHOPPER, email: 'meera@example.in', phone: '9123456780', postalCode: '600001', state: 'Tamil Nadu', city: 'Chennai' } })
      .expect(201);
    await owner.agent.post(`/api/admin/orders/${first}/status`).send({ status: 'processing' }).expect(200);
    const all = (await owner.agent.get('/api/admin/orders').expect(200)).body;
    expect(all.total).toBe(2);
    expect(all.counts).toMatchObject({ pending: 1, processing: 1, shipped: 0 });
    const processing = (await owner.agent.get('/api/admin/orders?status=processing').expect(200)).body;
    expect(processing.orders.map((o: { id: string }) => o.id)).toEqual([first]);
    // Counts stay for every status whatever status is shown.
    expect(processing.counts).toMatchObject({ pending: 1, processing: 1 });
    expect((await owner.agent.get('/api/admin/orders?q=MEERA@example.in').expect(200)).body.orders[0].email).toBe('meera@example.in');
    expect((await owner.agent.get('/api/admin/orders?q=91234%2056780').expect(200)).body.total).toBe(1);
    expect((await owner.agent.get(`/api/admin/orders?q=${first.toLowerCase()}`).expect(200)).body.orders[0].id).toBe(first);
    expect((await owner.agent.get('/api/admin/orders?place=600').expect(200)).body.orders[0].pin).toBe('600001');
    expect((await owner.agent.get('/api/admin/orders?place=tamil%20nadu').expect(200)).body.total).toBe(1);
    expect((await owner.agent.get('/api/admin/orders?from=2026-11-26&to=2026-11-26').expect(200)).body.total).toBe(2);
    expect((await owner.agent.get('/api/admin/orders?from=2026-11-27').expect(200)).body.total).toBe(0);
    expect((await owner.agent.get('/api/admin/orders?paymentMethod=cod&paymentState=cod').expect(200)).body.total).toBe(2);
  });
});

describe(`the back office's other reads (${STORE})`, () => {
  it('counts a month’s grievances in India’s calendar, lists what to pack, and hands a résumé over as a download', async () => {
    b = await makeBackend();
    const owner = await staffMember(b, 'owner@shop.example', 'owner');
    const file = (message: string) => request(b!.app).post('/api/grievances').send({ category: 'quality', message, name: 'Asha', email: 'asha@example.in' }).expect(201);
    const first = (await file('The juice was warm on arrival.')).body.ticket as string;
    await file('The bottle cap was broken.');
    await owner.agent.post(`/api/admin/grievances/${first}/resolve`).send({ reply: 'A fresh crate is on its way.' }).expect(200);
    expect((await owner.agent.post(`/api/admin/grievances/${first}/acknowledge`).expect(409)).body).toMatchObject({ code: 'grievance_state', params: { status: 'resolved' } });
    const figures = (await owner.agent.get('/api/admin/grievances/figures?month=2026-11').expect(200)).body.figures;
    expect(figures).toEqual({ month: '2026-11', received: 2, resolved: 1, pendingAtEnd: 1 });
    expect((await owner.agent.get('/api/admin/grievances/figures?month=2026-10').expect(200)).body.figures).toMatchObject({ received: 0, pendingAtEnd: 0 });

    const orderId = await placeOrder(b);
    const packing = (await owner.agent.get('/api/admin/packing').expect(200)).body.orders;
    expect(packing).toEqual([expect.objectContaining({ id: orderId, pin: '360001', lines: [{ name: expect.any(String), size: '250ml', quantity: 1 }] })]);
    await owner.agent.post(`/api/admin/orders/${orderId}/status`).send({ status: 'shipped' }).expect(200);
    expect((await owner.agent.get('/api/admin/packing').expect(200)).body.orders).toEqual([]);

    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(1000, 0x20)]);
    const ref = (
      await request(b.app)
        .post('/api/enquiries')
        .send({ kind: 'join', name: 'Meera', email: 'meera@example.in', resume: { name: 'Meera.pdf', data: pdf.toString('base64') } })
        .expect(201)
    ).body.reference as string;
    const download = await owner.agent.get(`/api/admin/enquiries/${ref}/resume`).buffer(true).expect(200);
    expect(download.headers['content-disposition']).toBe('attachment; filename="Meera.pdf"');
    expect(download.headers['content-type']).toMatch(/^application\/pdf/);
    expect(Buffer.from(download.body as Buffer).equals(pdf)).toBe(true);
    const packer = await staffMember(b, 'packer@shop.example', 'fulfilment', owner.agent);
    expect((await packer.agent.get(`/api/admin/enquiries/${ref}/resume`).expect(403)).body.code).toBe('not_permitted');
  });
});
