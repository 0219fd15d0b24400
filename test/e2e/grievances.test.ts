// Grievances and data rights in Chromium, with JavaScript and without: a
// complaint answered with its ticket number, followed by number and email
// after the operator acknowledged and resolved it; the sign-up's notice and
// unticked marketing box; deleting an account with the password typed again.

import { pino } from 'pino';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type Operator, operatorOn } from '../../backend/cli/operator';
import { backendConfig } from '../../backend/config';
import { latestMailTo } from '../../backend/mail/outbox';
import { acknowledgeGrievance, resolveGrievance } from '../../backend/store/grievances/grievances';
import { openDatabase } from '../../backend/store/open';
import type { SqliteDb } from '../../backend/store/sqlite';
import { browserServerAndBackend, hydrated, watchConsole } from '../helpers/browser';
import { signUpInContext } from '../helpers/sign-up';

const env = browserServerAndBackend();
let db: SqliteDb;
let ops: Operator;
const contexts: BrowserContext[] = [];

beforeAll(() => {
  // The operator's command on the same store as the shop's backend.
  const logger = pino({ level: 'silent' });
  db = openDatabase(env.dataDir);
  ops = operatorOn(backendConfig({ dataDir: env.dataDir, publicUrl: env.server.url }), db, logger);
});
afterAll(async () => {
  for (const c of contexts) await c.close();
  await db.close();
});

async function newPage(javaScriptEnabled: boolean): Promise<Page> {
  const context = await env.browser.newContext({ javaScriptEnabled, viewport: { width: 1280, height: 900 } });
  contexts.push(context);
  return context.newPage();
}

async function fileComplaint(page: Page, email: string, js: boolean): Promise<string> {
  await page.goto(`${env.server.url}/grievances`);
  if (js) await hydrated(page);
  await page.getByLabel('What is it about?').selectOption('quality');
  await page.getByLabel('Your message').fill('The mango juice <b>arrived</b> warm.');
  await page.getByLabel('Your name').fill('Kiran');
  await page.getByLabel('Your email').fill(email);
  // With JavaScript the page answers without a reload: a mark left on the window survives.
  if (js) await page.evaluate(() => Object.assign(window, { stillHere: true }));
  await page.getByRole('button', { name: 'Send complaint' }).click();
  await page.waitForURL(/\/grievances\?ticket=GRV-/);
  await page.getByTestId('grievance-filed').waitFor();
  if (js) expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
  const text = (await page.getByTestId('grievance-filed').textContent()) ?? '';
  const ticket = /GRV-[0-9A-Z]{10}/.exec(text)?.[0] ?? '';
  expect(ticket).not.toBe('');
  expect(latestMailTo(env.dataDir, email)).toContain(ticket);
  return ticket;
}

async function lookUp(page: Page, ticket: string, email: string, js: boolean) {
  await page.goto(`${env.server.url}/grievances/status?ticket=${ticket}`);
  if (js) await hydrated(page);
  expect(await page.getByLabel('Ticket number').inputValue()).toBe(ticket);
  await page.getByLabel('Your email').fill(email);
  await page.getByRole('button', { name: 'Show status' }).click();
}

for (const js of [true, false]) {
  describe(`a complaint ${js ? 'with' : 'without'} JavaScript`, () => {
    it('is answered with a ticket number and followed by number and email to its reply', async () => {
      const page = await newPage(js);
      const problems = watchConsole(page);
      const email = `kiran-${js ? 'js' : 'nojs'}@example.in`;
      const ticket = await fileComplaint(page, email, js);

      await lookUp(page, ticket, 'someone-else@example.in', js);
      await page.getByRole('alert').filter({ hasText: 'No ticket with this number and email' }).waitFor();

      await lookUp(page, ticket, email, js);
      expect(await page.getByTestId('grievance-status').textContent()).toBe('Received');
      // What the shopper typed is shown as text, never as markup.
      expect(await page.locator('.grievance__text').first().textContent()).toBe('The mango juice <b>arrived</b> warm.');

      await acknowledgeGrievance(ops, ticket);
      await resolveGrievance(ops, ticket, 'We have sent a fresh case, free of charge.');
      await lookUp(page, ticket, email, js);
      expect(await page.getByTestId('grievance-status').textContent()).toBe('Resolved');
      expect(await page.getByTestId('grievance-reply').textContent()).toBe('We have sent a fresh case, free of charge.');
      // Hydration matched the server's HTML (dates in one time zone), and nothing else complained.
      expect(problems.filter((p) => !p.includes('404') && !p.includes('Failed to load resource'))).toEqual([]);
    }, 60_000);
  });
}

describe('the account', () => {
  it('signs up with the notice at collection and an unticked marketing box', async () => {
    const page = await newPage(true);
    await page.goto(`${env.server.url}/login?mode=signup`);
    await hydrated(page);
    const notice = page.getByTestId('signup-notice');
    expect(await notice.textContent()).toContain('We collect your name, email and password');
    expect(await notice.getByRole('link', { name: 'notice at collection' }).getAttribute('href')).toBe('/notice-at-collection');
    expect(await notice.getByRole('link', { name: 'privacy policy' }).getAttribute('href')).toBe('/privacy-policy');
    expect(await page.getByLabel('Send me offers and news from Too More (optional)').isChecked()).toBe(false);
  });

  it('lists the shopper’s complaints and deletes the account with the password, without JavaScript', async () => {
    const page = await newPage(false);
    const email = 'leela@example.in';
    await signUpInContext(page.context(), env.server.url, env.dataDir, { name: 'Leela', email, password: 'guava-punch-4' });
    // Signed in, the form knows who is complaining.
    await page.goto(`${env.server.url}/grievances`);
    expect(await page.getByLabel('Your email').inputValue()).toBe(email);
    const ticket = await fileComplaint(page, email, false);
    await page.goto(`${env.server.url}/account/grievances`);
    expect(await page.getByRole('heading', { name: ticket }).count()).toBe(1);

    await page.goto(`${env.server.url}/account/privacy`);
    // Marketing consent: off, then saved on.
    const consent = page.getByLabel('Send me offers and news from Too More (optional)');
    expect(await consent.isChecked()).toBe(false);
    await consent.check();
    await page.getByRole('button', { name: 'Save choice' }).click();
    await page.getByRole('status').filter({ hasText: 'Your choice is saved.' }).waitFor();
    expect(await page.getByLabel('Send me offers and news from Too More (optional)').isChecked()).toBe(true);
    // The download link, through the shop's own /api.
    expect(await page.getByRole('link', { name: 'Download my data' }).getAttribute('href')).toBe('/api/account/export');
    const exported = await page.context().request.get(`${env.server.url}/api/account/export`);
    expect(exported.headers()['content-disposition']).toMatch(/^attachment; filename="too-more-data-/);
    const data = (await exported.json()) as { account: { email: string; marketingConsent: boolean }; grievances: { ticket: string }[] };
    expect(data.account).toMatchObject({ email, marketingConsent: true });
    expect(data.grievances.map((g) => g.ticket)).toEqual([ticket]);

    await page.getByRole('link', { name: 'Delete my account…' }).click();
    await page.getByLabel('Type your password to confirm').fill('wrong-password');
    await page.getByRole('button', { name: 'Delete my account for good' }).click();
    expect(await page.locator('#privacy-password-error').textContent()).toBe('The password is not correct');
    await page.getByLabel('Type your password to confirm').fill('guava-punch-4');
    await page.getByRole('button', { name: 'Delete my account for good' }).click();
    await page.waitForURL(`${env.server.url}/`);
    expect(await page.getByRole('status').filter({ hasText: 'Your account has been deleted' }).count()).toBe(1);
    expect(latestMailTo(env.dataDir, email)).toContain('Subject: Your Too More account is deleted');

    await page.goto(`${env.server.url}/login`);
    await page.locator('[name="email"]').fill(email);
    await page.locator('[name="password"]').fill('guava-punch-4');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    expect(await page.locator('.auth-form .form-error').textContent()).toBe('Invalid Credentials!');
  });

  it('lists the complaints, saves the consent and deletes the account with JavaScript, without a reload, and signs the shopper out', async () => {
    const page = await newPage(true);
    const email = 'mohan@example.in';
    await signUpInContext(page.context(), env.server.url, env.dataDir, { name: 'Mohan', email, password: 'kokum-sherbet-7' });
    const ticket = await fileComplaint(page, email, true);
    await page.goto(`${env.server.url}/account/grievances`);
    await hydrated(page);
    expect(await page.getByRole('heading', { name: ticket }).count()).toBe(1);
    await page.goto(`${env.server.url}/account/privacy`);
    await hydrated(page);
    await page.evaluate(() => Object.assign(window, { stillHere: true }));
    const consent = page.getByLabel('Send me offers and news from Too More (optional)');
    expect(await consent.isChecked()).toBe(false);
    await consent.check();
    await page.getByRole('button', { name: 'Save choice' }).click();
    // With JavaScript the answer is a toast, and the box stays ticked.
    await expect.poll(() => page.locator('.Toastify').textContent()).toContain('Your choice is saved.');
    expect(await consent.isChecked()).toBe(true);
    const saved = await page.context().request.get(`${env.server.url}/api/account/export`);
    expect(((await saved.json()) as { account: { marketingConsent: boolean } }).account.marketingConsent).toBe(true);
    await page.getByRole('link', { name: 'Delete my account…' }).click();
    await page.getByLabel('Type your password to confirm').fill('kokum-sherbet-7');
    await page.getByRole('button', { name: 'Delete my account for good' }).click();
    await page.waitForURL(`${env.server.url}/`);
    await page.getByRole('link', { name: 'Sign In / Register' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
    expect((await page.context().request.get(`${env.server.url}/api/user/data`)).status()).toBe(401);
    expect(latestMailTo(env.dataDir, email)).toContain('Subject: Your Too More account is deleted');
  });
});
