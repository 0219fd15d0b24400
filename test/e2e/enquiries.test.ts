// The corporate forms in a browser, against a backend that takes enquiries:
// Feedback checked on the page and sent without a reload; a Join Our Team
// résumé uploaded and refused when it is no résumé; Contact Us without
// JavaScript (post, redirect, the page with the reference); and the hidden
// honeypot, which neither a keyboard nor a screen reader reaches.
import { readdirSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { outboxDir } from '../../backend/mail/mailer';
import { latestMailTo } from '../../backend/mail/outbox';
import { seriousViolations } from '../helpers/axe';
import { browserServerAndBackend, hydrated, watchConsole } from '../helpers/browser';

const env = browserServerAndBackend();
const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(64 * 1024, 0x20), Buffer.from('%%EOF\n')]);

describe('enquiries', () => {
  it('checks Feedback on the page, keeps what was typed, then sends it without a reload and shows its reference', async () => {
    const page = await env.browser.newPage();
    const problems = watchConsole(page);
    await page.goto(`${env.server.url}/feedback`);
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as { stayed?: boolean }).stayed = true));
    await page.getByLabel('Name').fill('Asha');
    await page.getByLabel('Email').fill('asha@');
    await page.getByRole('button', { name: 'Send feedback' }).click();
    expect(await page.getByText('Enter a valid email address').isVisible()).toBe(true);
    expect(await page.getByLabel('Name').inputValue()).toBe('Asha');
    expect(await page.getByLabel('Email').getAttribute('aria-invalid')).toBe('true');
    await page.getByLabel('Email').fill('asha@example.in');
    await page.getByLabel('Message').fill('More lychee, please!');
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Thank you for your feedback, Asha!' }).isVisible()).toBe(true);
    const reference = /ENQ-[0-9A-Z]{10}/.exec((await page.getByTestId('enquiry-sent').textContent()) ?? '')?.[0];
    expect(reference).toBeDefined();
    expect(await page.getByText('We have sent a confirmation to asha@example.in.').isVisible()).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect(latestMailTo(env.dataDir, 'feedback@toomore.example')).toContain('More lychee, please!');
    expect(latestMailTo(env.dataDir, 'asha@example.in')).toContain(reference);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('refuses a résumé that is not PDF, DOC or DOCX or is over 5 MB, then uploads one', async () => {
    const page = await env.browser.newPage();
    await page.goto(`${env.server.url}/careers`);
    await hydrated(page);
    await page.getByLabel('Name').fill('Ravi');
    await page.getByLabel('Email').fill('ravi@example.in');
    await page.getByRole('button', { name: 'Apply' }).click();
    expect(await page.getByText('Please attach your résumé').isVisible()).toBe(true);
    await page.getByLabel('Résumé').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('x') });
    await page.getByRole('button', { name: 'Apply' }).click();
    expect(await page.getByText('Please choose a PDF, DOC or DOCX file').isVisible()).toBe(true);
    await page.getByLabel('Résumé').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
    await page.getByRole('button', { name: 'Apply' }).click();
    expect(await page.getByText('The file must be at most 5 MB').isVisible()).toBe(true);
    // Named a PDF, but not one: the backend reads its first bytes and refuses it; the fields stay.
    await page.getByLabel('Résumé').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('MZ not a document') });
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => page.getByText('Please attach your résumé as a PDF, DOC or DOCX file of at most 5 MB').isVisible()).toBe(true);
    expect(await page.getByLabel('Name').inputValue()).toBe('Ravi');
    await page.getByLabel('Résumé').setInputFiles({ name: 'Ravi CV.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Thank you, Ravi!' }).isVisible()).toBe(true);
    expect(await page.getByText(/Your application and résumé have reached our hiring team/).isVisible()).toBe(true);
    expect(latestMailTo(env.dataDir, 'careers@toomore.example')).toContain(`Attachment: Ravi CV.pdf (application/pdf, ${String(PDF.length)} bytes)`);
    await page.close();
  });

  it('sends Contact Us without JavaScript: post, redirect, the page with the reference', async () => {
    const context = await env.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${env.server.url}/ta/contact-us`);
    await page.locator('textarea[name="message"]').fill('Do you deliver to Madurai?');
    await page.locator('form.brand-form button[type="submit"]').click();
    // Neither an email nor a phone: nothing sent, the message kept.
    await page.waitForLoadState();
    expect(await page.locator('textarea[name="message"]').inputValue()).toBe('Do you deliver to Madurai?');
    expect(await page.locator('.field__error').count()).toBe(1);
    await page.locator('input[name="phone"]').fill('98200 00000');
    await page.locator('form.brand-form button[type="submit"]').click();
    await page.waitForURL(/\?sent=ENQ-/);
    expect(new URL(page.url()).pathname).toBe('/ta/contact-us');
    expect(await page.getByTestId('enquiry-sent').textContent()).toMatch(/ENQ-[0-9A-Z]{10}/);
    expect(latestMailTo(env.dataDir, 'care@toomore.example')).toContain('Do you deliver to Madurai?');
    await context.close();
  });

  it('hides the honeypot from people: no tab stop, nothing for a screen reader, no serious axe violation', async () => {
    const page = await env.browser.newPage();
    await page.goto(`${env.server.url}/customer-care`);
    await hydrated(page);
    const box = await page.locator('input[name="website"]').boundingBox();
    expect(box && (box.x + box.width <= 0 || box.x >= page.viewportSize()!.width)).toBe(true);
    expect(await page.locator('input[name="website"]').getAttribute('tabindex')).toBe('-1');
    expect(await page.getByRole('textbox', { name: 'Leave this field empty' }).count()).toBe(0);
    expect(await seriousViolations(page, 'main')).toEqual([]);
    const before = readdirSync(outboxDir(env.dataDir)).length;
    await page.locator('input[name="website"]').fill('https://spam.example', { force: true });
    await page.getByLabel('Email').fill('bot@example.in');
    await page.getByLabel('Message').fill('Cheap links');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => page.getByTestId('enquiry-sent').isVisible()).toBe(true);
    expect(readdirSync(outboxDir(env.dataDir))).toHaveLength(before);
    await page.close();
  });
});
