// Every account mail — the sign-up code, the note to an address's owner, the
// verification code, the reset code — is a letter in the language of the page
// that asked for it, with the lifetimes the codes really have.
import { readFileSync } from 'node:fs';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { latestMailTo, readLatestCode } from '../../backend/mail/outbox';
import { RESET_CODE_MINUTES, SIGN_UP_CODE_HOURS } from '../../shared/lifetimes';
import { makeBackend, type TestBackend, unverifiedAccount } from './helpers';

interface AccountMails {
  greeting: string;
  signoff: string;
  signup: { subject: string; validity: string };
  accountExists: { subject: string; ifYou: string };
  verify: { subject: string; validity: string };
  reset: { subject: string; validity: string };
}
const mails = (lng: string) => (JSON.parse(readFileSync(`locales/${lng}/translation.json`, 'utf8')) as { mail: AccountMails & { order: AccountMails } }).mail;
const forgot = (lng: string) => (JSON.parse(readFileSync(`locales/${lng}/translation.json`, 'utf8')) as { auth: { forgot: string } }).auth.forgot;
const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

let b: TestBackend;
beforeEach(async () => {
  b = await makeBackend();
});
afterEach(() => b.dispose());

describe('account mails', () => {
  it('write the sign-up code in the page’s language, greeting by name and saying how long it lasts', async () => {
    await b.agent().post('/api/auth/register').send({ name: 'Asha', email: 'asha@example.in', password: 'mango-lassi-9', language: 'hi' }).expect(202);
    const mail = latestMailTo(b.dataDir, 'asha@example.in')!;
    const hi = mails('hi');
    expect(mail).toContain(`Subject: ${hi.signup.subject}`);
    expect(mail).toContain(fill(hi.order.greeting, { name: 'Asha' }));
    expect(mail).toContain(fill(hi.signup.validity, { hours: SIGN_UP_CODE_HOURS }));
    expect(mail).toContain(hi.order.signoff);
    expect(readLatestCode(b.dataDir, 'asha@example.in')).toMatch(/^\d{6}$/);
    expect(mail).not.toMatch(/\{\{|\}\}/);
  });

  it('write the note to an address’s owner in the language of the page the second sign-up came from, naming its own link', async () => {
    await unverifiedAccount(b, b.agent(), 'owner@example.in');
    await b.agent().post('/api/auth/register').send({ name: 'Someone', email: 'owner@example.in', password: 'password-1', language: 'ta' }).expect(202);
    const mail = latestMailTo(b.dataDir, 'owner@example.in')!;
    expect(mail).toContain(`Subject: ${mails('ta').accountExists.subject}`);
    expect(mail).toContain(fill(mails('ta').accountExists.ifYou, { forgot: forgot('ta') }));
    // The owner is greeted by the account's name, not the name the stranger typed.
    expect(mail).toContain(fill(mails('ta').order.greeting, { name: 'Asha' }));
  });

  it('write the verification and reset codes in the page’s language, each with its own lifetime', async () => {
    const agent = b.agent();
    await unverifiedAccount(b, agent, 'ravi@example.in');
    await agent.post('/api/auth/send-verify-otp').send({ language: 'ar' }).expect(200);
    const verify = latestMailTo(b.dataDir, 'ravi@example.in')!;
    expect(verify).toContain(`Subject: ${mails('ar').verify.subject}`);
    expect(verify).toContain(fill(mails('ar').verify.validity, { hours: SIGN_UP_CODE_HOURS }));

    await b.agent().post('/api/auth/send-reset-otp').send({ email: 'ravi@example.in', language: 'de' }).expect(200);
    await b.settled();
    const reset = latestMailTo(b.dataDir, 'ravi@example.in')!;
    expect(reset).toContain(`Subject: ${mails('de').reset.subject}`);
    expect(reset).toContain(fill(mails('de').reset.validity, { minutes: RESET_CODE_MINUTES }));
  });

  it('fall back to English for a language the shop does not have, or none', async () => {
    await b.agent().post('/api/auth/send-reset-otp').send({ email: 'nobody@example.in' }).expect(200);
    await b.agent().post('/api/auth/register').send({ name: 'Asha', email: 'asha@example.in', password: 'mango-lassi-9', language: '<script>' }).expect(202);
    expect(latestMailTo(b.dataDir, 'asha@example.in')).toContain('Subject: Your Too More sign-up code');
    expect(latestMailTo(b.dataDir, 'asha@example.in')).toContain(`It is valid for ${SIGN_UP_CODE_HOURS} hours.`);
  });
});
