// Every corporate form really sends: the enquiry is stored, mailed to the team
// its kind names (a résumé attached, replies to the sender) and acknowledged
// to the sender in their language without quoting them; a bot that fills the
// honeypot is thanked and dropped; the rules and limits refuse the rest; the
// operator lists, reads and closes enquiries.
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';

import { runEnquiryCommand } from '../../backend/cli/enquiry-command';
import { readBackendConfig } from '../../backend/config';
import { outboxDir } from '../../backend/mail/mailer';
import { mailsTo } from '../../backend/mail/outbox';
import { purgeOldEnquiries } from '../../backend/store/enquiries/enquiries';
import { SAMPLE_COMPANY } from '../../shared/company';
import { ENQUIRY_REFERENCE } from '../../shared/enquiries';
import { makeBackend, STORE, type TestBackend } from './helpers';

let b: TestBackend | undefined;
afterEach(async () => {
  await b?.dispose();
  b = undefined;
});

const TEAMS = { feedback: 'taste@shop.example', contact: 'hello@shop.example', 'customer-care': 'care@shop.example', join: 'hiring@shop.example' };
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2000, 0x20), Buffer.from('%%EOF\n')]);

const count = async (backend: TestBackend) => (await backend.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM enquiries'))?.n;

describe(`enquiries (${STORE})`, () => {
  it('stores a feedback, mails it to its team with replies to the sender, and acknowledges it in the sender’s language without quoting them', async () => {
    b = await makeBackend({ enquiryEmails: TEAMS });
    const res = await request(b.app)
      .post('/api/enquiries')
      .send({ kind: 'feedback', name: 'Asha\nhttps://evil.example', email: 'asha@example.in', message: 'The guava juice is <b>lovely</b>.\nMore please.', language: 'hi' })
      .expect(201);
    const reference = res.body.reference as string;
    expect(reference).toMatch(ENQUIRY_REFERENCE);
    const team = mailsTo(b.dataDir, TEAMS.feedback);
    expect(team).toHaveLength(1);
    expect(team[0]).toContain('Reply-To: asha@example.in');
    expect(team[0]).toContain(`Subject: Feedback ${reference} from Asha`);
    expect(team[0]).toContain('The guava juice is <b>lovely</b>.\nMore please.');
    expect(team[0]).toContain(`npm run enquiries -- close ${reference}`);
    expect(team[0]).not.toContain('evil.example');
    const ack = mailsTo(b.dataDir, 'asha@example.in');
    expect(ack).toHaveLength(1);
    expect(ack[0]).toContain(reference);
    expect(ack[0]).toMatch(/[\u0900-\u097F]/);
    expect(ack[0]).not.toContain('guava');
    expect(ack[0]).not.toContain('evil.example');
    const row = await b.db.get<{ kind: string; language: string; status: string }>('SELECT kind, language, status FROM enquiries WHERE id = ?', reference);
    expect(row).toEqual({ kind: 'feedback', language: 'hi', status: 'new' });
  });

  it('sends each kind to the team its kind names', async () => {
    b = await makeBackend({ enquiryEmails: TEAMS });
    await request(b.app).post('/api/enquiries').send({ kind: 'contact', email: 'ravi@example.in', message: 'Do you ship to Goa?' }).expect(201);
    await request(b.app).post('/api/enquiries').send({ kind: 'customer-care', phone: '98200 00000', orderId: 'ORD-1', message: 'Late order' }).expect(201);
    expect(mailsTo(b.dataDir, TEAMS.contact)).toHaveLength(1);
    const care = mailsTo(b.dataDir, TEAMS['customer-care']);
    expect(care).toHaveLength(1);
    // No email given: nothing to reply to, nobody to acknowledge.
    expect(care[0]).not.toContain('Reply-To:');
    expect(care[0]).toContain('Phone: 98200 00000');
    expect(care[0]).toContain('Order: ORD-1');
    expect(mailsTo(b.dataDir, TEAMS.feedback)).toHaveLength(0);
  });

  it('attaches a Join Our Team résumé to the hiring team’s mail and keeps it for the operator', async () => {
    b = await makeBackend({ enquiryEmails: TEAMS });
    const res = await request(b.app)
      .post('/api/enquiries')
      .send({ kind: 'join', name: 'Meera', email: 'meera@example.in', language: 'ta', resume: { name: '../Meera CV.pdf', data: PDF.toString('base64') } })
      .expect(201);
    const team = mailsTo(b.dataDir, TEAMS.join);
    expect(team).toHaveLength(1);
    expect(team[0]).toContain('Résumé: Meera CV.pdf, attached');
    const attached = /Attachment: Meera CV\.pdf \(application\/pdf, (\d+) bytes\) in (\S+)/.exec(team[0]!);
    expect(Number(attached?.[1])).toBe(PDF.length);
    expect(readFileSync(path.join(outboxDir(b.dataDir), attached![2]!)).equals(PDF)).toBe(true);
    expect(mailsTo(b.dataDir, 'meera@example.in')[0]).toMatch(/[\u0B80-\u0BFF]/);

    const lines: string[] = [];
    const op = { db: b.db } as Parameters<typeof runEnquiryCommand>[0];
    await runEnquiryCommand(op, ['list'], (l) => lines.push(l));
    expect(lines[0]).toContain(res.body.reference as string);
    expect(lines[0]).toContain('[résumé Meera CV.pdf]');
    const file = path.join(b.dataDir, 'cv-copy.pdf');
    await runEnquiryCommand(op, ['resume', res.body.reference as string, file], (l) => lines.push(l));
    expect(readFileSync(file).equals(PDF)).toBe(true);
    rmSync(file);
  });

  it('refuses a résumé that is not what its name says, one missing and one too large, storing nothing', async () => {
    b = await makeBackend({ enquiryEmails: TEAMS });
    const join = { kind: 'join', name: 'Meera', email: 'meera@example.in' };
    const renamed = await request(b.app)
      .post('/api/enquiries')
      .send({ ...join, resume: { name: 'cv.pdf', data: Buffer.from('MZ\x90\x00 not a pdf').toString('base64') } })
      .expect(400);
    expect(renamed.body.code).toBe('resume_invalid');
    expect((await request(b.app).post('/api/enquiries').send(join).expect(400)).body.code).toBe('resume_invalid');
    const big = Buffer.concat([Buffer.from('%PDF-'), Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await request(b.app)
      .post('/api/enquiries')
      .send({ ...join, resume: { name: 'cv.pdf', data: big.toString('base64') } })
      .expect(400);
    expect(tooBig.body.code).toBe('resume_invalid');
    expect(await count(b)).toBe(0);
    expect(mailsTo(b.dataDir, TEAMS.join)).toHaveLength(0);
  });

  it('refuses what the form’s rules refuse, with the code the page translates', async () => {
    b = await makeBackend({ enquiryEmails: TEAMS });
    const send = (payload: object) => request(b!.app).post('/api/enquiries').send(payload).expect(400);
    expect((await send({ kind: 'feedback', name: 'A', email: 'a@b.in' })).body).toMatchObject({ code: 'field_required', params: { field: 'message' } });
    expect((await send({ kind: 'feedback', name: 'A', email: 'nope', message: 'Hi' })).body.code).toBe('invalid_email');
    expect((await send({ kind: 'contact', message: 'Hi' })).body.code).toBe('reply_needed');
    expect((await send({ kind: 'contact', email: 'a@b.in', message: 'x'.repeat(5001) })).body).toMatchObject({ code: 'field_too_long', params: { field: 'message' } });
    expect((await send({ kind: 'press', email: 'a@b.in', message: 'Hi' })).body.code).toBe('bad_request');
    expect(await count(b)).toBe(0);
  });

  it('thanks a bot that fills the honeypot and stores and mails nothing', async () => {
    b = await makeBackend({ enquiryEmails: TEAMS });
    const res = await request(b.app).post('/api/enquiries').send({ kind: 'contact', email: 'bot@example.in', message: 'Buy links', website: 'https://spam.example' }).expect(201);
    expect(res.body.reference).toMatch(ENQUIRY_REFERENCE);
    expect(await count(b)).toBe(0);
    expect(readdirSync(outboxDir(b.dataDir))).toHaveLength(0);
  });

  it('limits enquiries per client address', async () => {
    b = await makeBackend({ enquiryEmails: TEAMS, authRateLimit: { limit: 2, windowMs: 60_000 } });
    const payload = { kind: 'contact', email: 'ravi@example.in', message: 'Hello' };
    await request(b.app).post('/api/enquiries').send(payload).expect(201);
    await request(b.app).post('/api/enquiries').send(payload).expect(201);
    expect((await request(b.app).post('/api/enquiries').send(payload).expect(429)).body.code).toBe('rate_limited');
  });

  it('lets the operator read and close an enquiry once, and deletes enquiries after a year', async () => {
    b = await makeBackend({ enquiryEmails: TEAMS });
    const res = await request(b.app).post('/api/enquiries').send({ kind: 'contact', name: 'Ravi', email: 'ravi@example.in', message: 'Do you ship to Goa?' }).expect(201);
    const ref = res.body.reference as string;
    const op = { db: b.db } as Parameters<typeof runEnquiryCommand>[0];
    const lines: string[] = [];
    await runEnquiryCommand(op, ['show', ref.toLowerCase()], (l) => lines.push(l));
    expect(lines.join('\n')).toContain('Do you ship to Goa?');
    await runEnquiryCommand(op, ['close', ref], (l) => lines.push(l));
    await runEnquiryCommand(op, ['close', ref], (l) => lines.push(l));
    expect(lines.slice(-2)).toEqual([`Enquiry ${ref} is closed.`, `Enquiry ${ref} was closed already.`]);
    await expect(runEnquiryCommand(op, ['close', 'ENQ-0000000000'], () => undefined)).rejects.toThrow(/No enquiry/);
    await expect(runEnquiryCommand(op, ['close', 'x'], () => undefined)).rejects.toThrow(/Not an enquiry reference/);
    expect(await purgeOldEnquiries(b.db, Date.now() + 364 * 86_400_000)).toEqual([]);
    expect(await purgeOldEnquiries(b.db, Date.now() + 366 * 86_400_000)).toEqual([ref]);
    expect(await count(b)).toBe(0);
  });

  it('reads each team’s address from ENQUIRY_EMAIL_*, defaulting to the company’s mail domain', () => {
    const domain = SAMPLE_COMPANY.email.split('@')[1]!;
    expect(readBackendConfig({}).enquiryEmails).toEqual({
      feedback: `feedback@${domain}`,
      contact: SAMPLE_COMPANY.email,
      'customer-care': SAMPLE_COMPANY.email,
      join: `careers@${domain}`,
    });
    expect(readBackendConfig({ ENQUIRY_EMAIL_CUSTOMER_CARE: 'desk@shop.example' }).enquiryEmails['customer-care']).toBe('desk@shop.example');
    expect(() => readBackendConfig({ ENQUIRY_EMAIL_JOIN: 'hr' })).toThrow(/ENQUIRY_EMAIL_JOIN must be an email address/);
  });
});
