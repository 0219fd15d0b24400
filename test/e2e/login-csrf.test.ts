// Login CSRF: a page on another site that posts an attacker's credentials to
// the shop's sign-in — with no referrer (Origin: null) or from a sandboxed
// frame — must not sign the visitor in as the attacker.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { signUpThroughOutbox } from '../../tools/sign-up-by-outbox';
import { browserServerAndBackend } from '../helpers/browser';

const env = browserServerAndBackend();
const ATTACKER = { name: 'Mallory', email: 'mallory@example.in', password: 'stolen-orders-1' };
let evil: http.Server;
let evilUrl = '';

/** The other site's pages: a form that posts itself to the shop as soon as it loads. */
function attackPage(kind: string): string {
  const fields = `<input name="mode" value="login"><input name="email" value="${ATTACKER.email}"><input name="password" value="${ATTACKER.password}">`;
  const form = `<form id="f" method="post" action="${env.server.url}/login">${fields}</form><script>document.getElementById('f').submit()</script>`;
  if (kind === 'no-referrer') return `<!doctype html><meta name="referrer" content="no-referrer">${form}`;
  // The sandboxed frame's post goes to the top window: its Origin is still "null" (the frame's opaque origin), and a
  // top-level answer is one Playwright always sees — an answer loaded into the frame itself (another process) it sometimes missed.
  if (kind === 'sandbox') {
    const fromFrame = form.replace('<form id="f" method="post"', '<form id="f" method="post" target="_top"');
    return `<!doctype html><iframe sandbox="allow-forms allow-scripts allow-top-navigation" srcdoc="${fromFrame.replace(/"/g, '&quot;')}"></iframe>`;
  }
  return `<!doctype html>${form}`;
}

beforeAll(async () => {
  await signUpThroughOutbox(env.backend.url, env.dataDir, ATTACKER);
  evil = http.createServer((req, res) => {
    res.setHeader('content-type', 'text/html');
    res.end(attackPage(new URL(req.url ?? '/', 'http://x').pathname.slice(1)));
  });
  await new Promise<void>((resolve) => evil.listen(0, '127.0.0.1', () => resolve()));
  // localhost, not 127.0.0.1: another site than the shop's.
  evilUrl = `http://localhost:${(evil.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => evil.close(() => resolve())));

describe('a sign-in form on another site', () => {
  for (const kind of ['plain', 'no-referrer', 'sandbox']) {
    it(`does not sign the visitor in as someone else (${kind})`, async () => {
      const context = await env.browser.newContext();
      const page = await context.newPage();
      const answers: number[] = [];
      page.on('response', (r) => {
        if (r.url().startsWith(`${env.server.url}/login`) && r.request().method() === 'POST') answers.push(r.status());
      });
      // The post's answer, however long a loaded machine takes to load the frame and submit it (it once took over 10 s in CI).
      const answered = page.waitForResponse((r) => r.url().startsWith(`${env.server.url}/login`) && r.request().method() === 'POST', { timeout: 45_000 });
      await page.goto(`${evilUrl}/${kind}`);
      await answered;
      expect(answers).toEqual([403]);
      const cookies = await context.cookies(env.server.url);
      expect(cookies.map((c) => c.name)).not.toContain('token');
      await context.close();
    });
  }

  it('still signs in from the shop’s own page, without JavaScript too', async () => {
    const context = await env.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${env.server.url}/login`);
    await page.getByLabel('Email').fill(ATTACKER.email);
    await page.getByLabel('Password').fill(ATTACKER.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL(`${env.server.url}/`);
    expect((await context.cookies(env.server.url)).map((c) => c.name)).toContain('token');
    await context.close();
  });
});
