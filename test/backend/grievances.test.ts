import { readFileSync } from 'node:fs';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { runGrievanceCommand } from '../../backend/cli/grievance-command';
import { type Operator, operatorOn } from '../../backend/cli/operator';
import { backendConfig } from '../../backend/config';
import { latestMailTo, mailsTo } from '../../backend/mail/outbox';
import { acknowledgeGrievance, resolveGrievance } from '../../backend/store/grievances/grievances';
import { makeBackend, signUp, silent, type TestBackend } from './helpers';

let b: TestBackend;
let ops: Operator;
beforeEach(async () => {
  b = await makeBackend({ publicUrl: 'http://shop.example' });
  // What `npm run grievances` builds: the same store, the file outbox, the same dictionaries.
  ops = operatorOn(backendConfig({ dataDir: b.dataDir, publicUrl: 'http://shop.example' }), b.db, silent);
});
afterEach(() => b.dispose());

const hindi = JSON.parse(readFileSync('locales/hi/translation.json', 'utf8')) as {
  grievances: { mail: { receivedSubject: string; acknowledgedSubject: string; resolvedSubject: string } };
};
const COMPLAINT = { category: 'quality', orderId: '', message: 'The mango juice arrived warm and leaking.', name: 'Meera', email: 'meera@example.in' };

describe('filing a complaint', () => {
  it('answers a ticket number at once and mails an acknowledgement in the shopper’s language', async () => {
    const filed = await b
      .agent()
      .post('/api/grievances')
      .send({ ...COMPLAINT, language: 'hi' })
      .expect(201);
    const ticket = filed.body.ticket as string;
    expect(ticket).toMatch(/^GRV-[0-9A-HJKMNP-TV-Z]{10}$/);
    expect(filed.body.grievance).toMatchObject({ ticket, category: 'quality', status: 'open', orderId: null });
    const mail = latestMailTo(b.dataDir, 'meera@example.in')!;
    expect(mail).toContain(`Subject: ${hindi.grievances.mail.receivedSubject.replace('{{ticket}}', ticket)}`);
    expect(hindi.grievances.mail.receivedSubject).not.toMatch(/complaint/i);
    expect(mail).toContain(`http://shop.example/hi/grievances/status?ticket=${ticket}`);
    // The shopper's own words are not mailed back (an address anyone types must not carry their text).
    expect(mail).not.toContain('leaking');
  });

  it('gives a different number to every ticket', async () => {
    const tickets = new Set<string>();
    for (let i = 0; i < 5; i++) tickets.add((await b.agent().post('/api/grievances').send(COMPLAINT).expect(201)).body.ticket as string);
    expect(tickets.size).toBe(5);
  });

  it('refuses what the form refuses, with the same codes', async () => {
    const bad = await b
      .agent()
      .post('/api/grievances')
      .send({ ...COMPLAINT, category: 'refund-now' })
      .expect(400);
    expect(bad.body.code).toBe('grievance_category');
    expect(
      (
        await b
          .agent()
          .post('/api/grievances')
          .send({ ...COMPLAINT, message: 'x'.repeat(2001) })
          .expect(400)
      ).body.code,
    ).toBe('field_too_long');
    expect(
      (
        await b
          .agent()
          .post('/api/grievances')
          .send({ ...COMPLAINT, orderId: '<b>' })
          .expect(400)
      ).body.code,
    ).toBe('order_number_format');
  });

  it('keeps a name that tries to write the mail out of it', async () => {
    await b
      .agent()
      .post('/api/grievances')
      .send({ ...COMPLAINT, name: 'Meera\n\nClick https://evil.example/pay now' })
      .expect(201);
    const mail = latestMailTo(b.dataDir, 'meera@example.in')!;
    expect(mail).not.toContain('evil.example');
    expect(mail.split('\n').filter((l) => l.includes('Meera'))).toHaveLength(1);
  });
});

describe('following a ticket', () => {
  it('needs the ticket number and the email it was filed with', async () => {
    const ticket = (await b.agent().post('/api/grievances').send(COMPLAINT).expect(201)).body.ticket as string;
    const seen = await b.agent().post('/api/grievances/status').send({ ticket: ticket.toLowerCase(), email: ' MEERA@example.in ' }).expect(200);
    expect(seen.body.grievance).toMatchObject({ ticket, status: 'open', reply: null });
    expect(Date.parse(seen.body.grievance.acknowledgeBy) - Date.parse(seen.body.grievance.createdAt)).toBe(48 * 3600 * 1000);
    const wrong = await b.agent().post('/api/grievances/status').send({ ticket, email: 'someone@example.in' }).expect(404);
    expect(wrong.body.code).toBe('grievance_not_found');
    expect(JSON.stringify(wrong.body)).not.toContain('leaking');
    expect((await b.agent().post('/api/grievances/status').send({ ticket: 'GRV-1', email: 'meera@example.in' }).expect(400)).body.code).toBe('ticket_format');
  });

  it('lists a signed-in shopper’s own tickets, and only theirs', async () => {
    const agent = b.agent();
    await signUp(b, agent, 'asha@example.in');
    await agent
      .post('/api/grievances')
      .send({ ...COMPLAINT, name: 'Asha', email: 'asha@example.in' })
      .expect(201);
    await b.agent().post('/api/grievances').send(COMPLAINT).expect(201);
    const list = (await agent.get('/api/grievances').expect(200)).body.grievances as { ticket: string }[];
    expect(list).toHaveLength(1);
    await b.agent().get('/api/grievances').expect(401);
  });
});

describe('the operator’s command', () => {
  it('acknowledges and resolves, mailing the shopper in their language and notifying the account', async () => {
    const agent = b.agent();
    await signUp(b, agent, 'asha@example.in');
    const ticket = (
      await agent
        .post('/api/grievances')
        .send({ ...COMPLAINT, name: 'Asha', email: 'asha@example.in', language: 'hi' })
        .expect(201)
    ).body.ticket as string;

    await acknowledgeGrievance(ops, ticket);
    expect(latestMailTo(b.dataDir, 'asha@example.in')).toContain(`Subject: ${hindi.grievances.mail.acknowledgedSubject.replace('{{ticket}}', ticket)}`);
    await expect(acknowledgeGrievance(ops, ticket)).rejects.toThrow(/already acknowledged/);

    await resolveGrievance(ops, ticket, 'We have refunded ₹240 to your UPI account.');
    const resolvedMail = latestMailTo(b.dataDir, 'asha@example.in')!;
    expect(resolvedMail).toContain(`Subject: ${hindi.grievances.mail.resolvedSubject.replace('{{ticket}}', ticket)}`);
    expect(resolvedMail).toContain('We have refunded ₹240 to your UPI account.');

    const notes = (await agent.get('/api/notifications').expect(200)).body.notifications as { type: string; ticket?: string; orderId?: string }[];
    expect(notes.map((n) => n.type)).toEqual(['grievance_resolved', 'grievance_acknowledged']);
    expect(notes.every((n) => n.ticket === ticket && n.orderId === undefined)).toBe(true);
    const seen = (await agent.get('/api/grievances').expect(200)).body.grievances[0];
    expect(seen).toMatchObject({ status: 'resolved', reply: 'We have refunded ₹240 to your UPI account.' });
    expect(seen.acknowledgedAt).not.toBeNull();
    expect(seen.resolvedAt).not.toBeNull();
  });

  it('mails a guest’s ticket without any notification', async () => {
    const ticket = (await b.agent().post('/api/grievances').send(COMPLAINT).expect(201)).body.ticket as string;
    const lines: string[] = [];
    await runGrievanceCommand(ops, ['resolve', ticket.toLowerCase(), 'Replaced', 'free', 'of', 'charge.'], (l) => lines.push(l));
    expect(lines).toEqual([`Ticket ${ticket} is resolved; the shopper has the reply.`]);
    expect(mailsTo(b.dataDir, 'meera@example.in')).toHaveLength(2);
    expect(latestMailTo(b.dataDir, 'meera@example.in')).toContain('Replaced free of charge.');
    await expect(runGrievanceCommand(ops, ['ack', 'GRV-0000000000'], () => undefined)).rejects.toThrow(/No ticket/);
    await expect(runGrievanceCommand(ops, ['resolve', ticket], () => undefined)).rejects.toThrow(/Usage/);
  });

  it('lists the tickets waiting, marking those near or past a limit', async () => {
    const HOUR = 3600 * 1000;
    const now = Date.parse('2026-11-25T12:00:00Z');
    const file = async (hoursAgo: number) => {
      const ticket = (await b.agent().post('/api/grievances').send(COMPLAINT).expect(201)).body.ticket as string;
      await b.db.run('UPDATE grievances SET created_at = ? WHERE id = ?', now - hoursAgo * HOUR, ticket);
      return ticket;
    };
    const fresh = await file(1);
    const nearAck = await file(40);
    const lateAck = await file(50);
    const lateResolve = await file(24 * 40);
    await acknowledgeGrievance(ops, lateResolve, now - 24 * 39 * HOUR);
    const done = await file(2);
    await resolveGrievance(ops, done, 'Sorted.', now);

    const lines: string[] = [];
    await runGrievanceCommand(ops, ['list'], (l) => lines.push(l), now);
    const lineOf = (ticket: string) => lines.find((l) => l.startsWith(ticket)) ?? '';
    expect(lineOf(fresh)).not.toMatch(/NEAR|OVERDUE/);
    expect(lineOf(nearAck)).toMatch(/acknowledge by \S+ \[NEAR\]/);
    expect(lineOf(lateAck)).toMatch(/acknowledge by \S+ \[OVERDUE\]/);
    expect(lineOf(lateResolve)).toMatch(/acknowledged.*resolve by \S+ \[OVERDUE\]/);
    expect(lineOf(lateResolve)).not.toContain('acknowledge by');
    expect(lineOf(done)).toBe('');
    expect(lines.at(-1)).toBe('4 waiting, 1 near a limit, 2 past one.');
  });
});
