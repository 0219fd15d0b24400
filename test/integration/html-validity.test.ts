// Every page of the shop against the W3C Nu Html Checker (vnu.jar from the
// vnu-jar package; Java 17+ on the path): each route in English, Hindi and
// Arabic, signed out with an empty cart, signed out with a filled cart (with a
// guest's order: its confirmation, its keyed order page and the pay page of
// one to be paid online) and signed in with a filled cart (the account pages,
// with an order, a notification and a grievance), plus the pages a query or a
// refused form shows and the code page of a sign-up. Fetched as a browser asks
// (its user agent: the streamed render; an anonymous page with an empty cart
// comes from the render cache, as shoppers get it), each document whole; vnu
// runs once over all of them and any error fails the test, listed as message,
// extract and pages.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import request from 'supertest';
import { afterAll, beforeAll, expect, it } from 'vitest';

import { withLanguagePrefix } from '../../shared/language-path';
import { ROUTES } from '../../shared/routes';
import type { FakeRazorpay } from '../../tools/fake-razorpay/server';
import { startFakeRazorpay } from '../../tools/fake-razorpay/server';
import { appWithBackend, postForm, SHOPPER } from '../helpers/backed-app';
import { BROWSER_USER_AGENT } from '../helpers/browser';
import { standInSettings } from '../helpers/razorpay';
import { signUpWithCode } from '../helpers/sign-up';

const VNU_JAR = String(createRequire(import.meta.url)('vnu-jar'));
const LANGUAGES = [null, 'hi', 'ar'] as const;
/** Requests in flight at once: the renders and the embedded backend share this process, so more only fills the waits between them. */
const PARALLEL = 6;

let fake: FakeRazorpay;
beforeAll(async () => {
  fake = await startFakeRazorpay();
  fake.webhookMode = 'drop';
});
afterAll(() => fake.close());
// Plain http, as a cookie jar only sends Secure cookies over https; the gateway's stand-in, so checkout offers paying online.
const env = appWithBackend({ publicUrl: 'http://127.0.0.1' }, {}, () => ({ razorpay: standInSettings(fake), expirySweepMs: 0 }));

type Agent = request.Agent | ReturnType<typeof request>;
interface Visit {
  /** The path in English; the other languages get their prefix. */
  path: string;
  /** A form posted (as a browser without JavaScript posts it) instead of a GET: the page its answer shows. */
  post?: Record<string, string>;
}

/** Every page a visitor can open by its path: the route table less the account pages, the paths with an id and the catch-all. */
const PUBLIC_PAGES: Visit[] = ROUTES.filter((r) => !r.auth && !r.path.includes(':') && r.path !== '*').map((r) => ({ path: r.path }));
/** What a query or a refused form shows on them. */
const VARIANTS: Visit[] = [
  { path: '/no-such-page' },
  { path: '/search?q=berry' },
  { path: '/search?q=cola&tab=drinks' },
  { path: '/search?q=xyzzy' },
  { path: '/login?mode=signup' },
  { path: '/cart?category=subSoftDrink' },
  { path: '/juices?filter=berry&show=8' },
  { path: '/mango?size=1' },
  { path: '/login', post: { mode: 'login', email: 'nobody@example.in', password: 'not-the-password' } },
  { path: '/login', post: { mode: 'signup', name: '', email: 'not-an-email', password: 'short' } },
  { path: '/reset-password', post: { intent: 'send', email: 'nobody@example.in' } },
  { path: '/reset-password', post: { intent: 'code', email: 'nobody@example.in', code: '123456' } },
  { path: '/grievances', post: { category: 'quality', message: 'short', name: '', email: 'not-an-email' } },
  { path: '/grievances/status', post: { ticket: 'GR-0000', email: 'asha@example.in' } },
];
const ACCOUNT_PAGES: Visit[] = ROUTES.filter((r) => r.auth && !r.path.includes(':')).map((r) => ({ path: r.path }));

/** The pages that send a visitor on rather than show something: /logout, /email-verify with no sign-up waiting, /checkout and /confirmation with nothing to show. */
const SENDS_ON = /^\/(hi\/|ar\/)?(logout|email-verify|checkout|confirmation)$/;

interface Collected {
  name: string;
  html: string;
}

/** The page as a browser gets it: its user agent (so the streamed render), its cookies, the whole document; or where it redirected. */
async function fetchPage(agent: Agent, state: string, lng: string | null, visit: Visit): Promise<Collected | { redirected: string }> {
  const url = withLanguagePrefix(visit.path, lng);
  const req = visit.post ? postForm(agent, url, visit.post) : agent.get(url);
  const res = await req.set('User-Agent', BROWSER_USER_AGENT).set('Accept', 'text/html');
  if (res.status >= 300 && res.status < 400) return { redirected: `${state} ${url} → ${res.status} ${res.headers.location}` };
  expect(res.headers['content-type'], `${state} ${url}`).toMatch(/^text\/html/);
  expect(res.text.trimEnd(), `${state} ${url} is a whole document`).toMatch(/<\/html>$/);
  const name = `${state}${url}${visit.post ? `_post-${Object.values(visit.post)[0]}` : ''}`.replace(/[^\w-]+/g, '_') + '.html';
  return { name, html: res.text };
}

/** Runs the tasks with at most `limit` at once; answers their results in order. */
async function inParallel<T>(tasks: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const i = next++;
      results[i] = await tasks[i]!();
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
  return results;
}

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  lastColumn?: number;
  message: string;
  extract?: string;
}

/**
 * Where the checker is behind the HTML standard, each narrowed to the markup it
 * misjudges. vnu does not know the `expect` link type (whatwg/html#9970:
 * `<link rel=expect href="#id" blocking=render>`, render-blocking until that
 * element is parsed), which client/app/Document.tsx uses on purpose
 * (docs/decisions/002-streaming-ssr.md).
 */
const CHECKER_GAPS: ((m: VnuMessage) => boolean)[] = [
  (m) =>
    m.message.startsWith('A “link” element with a “blocking” attribute must have a “rel” attribute') &&
    /<link rel="expect" href="#[\w-]+" blocking="render"\/?>/.test(m.extract ?? ''),
];

/** A document with a known error, checked with the pages: proof that vnu read the folder and reports what it finds. */
const CANARY = { name: 'canary.html', html: '<!DOCTYPE html><html lang="en"><head><title>Canary</title></head><body><p><div></div></p></body></html>' };

/** vnu over every .html file of the folder, once: its errors (and non-document errors, such as a file it could not read). */
async function vnuErrors(dir: string): Promise<VnuMessage[]> {
  // --no-langdetect: the language guess only ever warns, and warnings are not asked for.
  const args = ['-jar', VNU_JAR, '--format', 'json', '--errors-only', '--no-langdetect', '--exit-zero-always', '--stdout', '--skip-non-html', dir];
  let stdout: string;
  try {
    ({ stdout } = await promisify(execFile)('java', args, { maxBuffer: 256 * 1024 * 1024 }));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new Error('No `java` on the path: the Nu Html Checker needs Java 17 or later (.ci/run installs default-jre-headless)');
    throw error;
  }
  return (JSON.parse(stdout) as { messages: VnuMessage[] }).messages.filter((m) => m.type === 'error' || m.type === 'non-document-error');
}

/** One entry per distinct message: an extract or two, and the pages (file:line:column) that show it. */
function report(errors: VnuMessage[]): string {
  const groups = new Map<string, { extracts: Set<string>; places: string[] }>();
  for (const e of errors) {
    const group = groups.get(e.message) ?? { extracts: new Set<string>(), places: [] };
    group.extracts.add((e.extract ?? '').replace(/\s+/g, ' ').trim());
    group.places.push(`${path.basename(e.url ?? '?')}:${e.lastLine ?? '?'}:${e.lastColumn ?? '?'}`);
    groups.set(e.message, group);
  }
  return [...groups]
    .map(([message, { extracts, places }]) =>
      [
        `• ${message}`,
        ...[...extracts].slice(0, 2).map((x) => `    at: ${x}`),
        `    in ${places.length} place(s): ${places.slice(0, 6).join(', ')}${places.length > 6 ? ', …' : ''}`,
      ].join('\n'),
    )
    .join('\n');
}

it('serves every page in three languages, signed out and in, with an empty and a filled cart, without an HTML error', { timeout: 180_000 }, async () => {
  const started = performance.now();
  const MANGO = { productId: '2', sizeIndex: '0' };
  const fill = async (agent: request.Agent) => {
    await postForm(agent, '/shopping-cart', { intent: 'add', ...MANGO }).expect(303);
    await postForm(agent, '/shopping-cart', { intent: 'add', productId: '24', sizeIndex: '1' }).expect(303);
  };
  const place = async (agent: request.Agent, fields: Record<string, string>) => {
    await postForm(agent, '/shopping-cart', { intent: 'add', ...MANGO }).expect(303);
    return (await postForm(agent, '/checkout', { ...SHOPPER, ...fields }).expect(303)).headers.location as string;
  };

  // Signed out with a filled cart: a guest's order (its confirmation and keyed order page), one to pay online (its pay page), a cart with the coupon.
  const guest = request.agent(env.app);
  const guestConfirmation = await place(guest, { idempotencyKey: 'html-validity-guest-1' });
  const guestOrder = new URL(guestConfirmation, 'http://x').searchParams;
  const payPage = await place(guest, { paymentMethod: 'online', idempotencyKey: 'html-validity-guest-2' });
  expect(payPage).toMatch(/^\/pay\//);
  await fill(guest);
  await postForm(guest, '/shopping-cart', { intent: 'coupon', code: 'TOOMOREOFFER' }).expect(303);

  // Signed in with a filled cart: an order (so the account's orders, the order and a notification have content) and a grievance.
  const member = request.agent(env.app);
  await signUpWithCode(member, env.dataDir, { name: 'Asha', email: 'asha@example.in', password: 'mango-lassi-7' });
  // Signed up, the code not yet typed: the page that asks for it.
  const pending = request.agent(env.app);
  await postForm(pending, '/login', { mode: 'signup', name: 'Ravi', email: 'ravi@example.in', password: 'guava-juice-42' }).expect(303);
  const memberConfirmation = await place(member, { idempotencyKey: 'html-validity-member-1' });
  const memberOrder = new URL(memberConfirmation, 'http://x').searchParams.get('order')!;
  const filed = await postForm(member, '/grievances', {
    category: 'quality',
    orderId: memberOrder,
    message: 'The mango juice arrived warm.',
    name: 'Asha',
    email: 'asha@example.in',
  }).expect(303);
  const ticket = new URL(filed.headers.location as string, 'http://x').searchParams.get('ticket')!;
  await fill(member);

  const withTicket: Visit[] = [{ path: `/grievances?ticket=${ticket}` }, { path: `/grievances/status?ticket=${ticket}` }];
  const checkoutRefused: Visit = { path: '/checkout', post: { ...SHOPPER, email: 'not-an-email', phone: '12', postalCode: 'x', idempotencyKey: 'html-validity-refused' } };
  const states: { state: string; agent: Agent; visits: Visit[] }[] = [
    { state: 'empty', agent: request(env.app), visits: [...PUBLIC_PAGES, ...VARIANTS, ...withTicket] },
    {
      state: 'guest',
      agent: guest,
      visits: [
        ...PUBLIC_PAGES,
        ...VARIANTS,
        checkoutRefused,
        { path: guestConfirmation },
        { path: `/orders/${guestOrder.get('order')}?key=${guestOrder.get('key')}` },
        { path: payPage },
      ],
    },
    {
      state: 'member',
      agent: member,
      visits: [
        ...PUBLIC_PAGES,
        // Not the sign-in form's answers: a member posting it would sign in anew.
        ...VARIANTS.filter((v) => !v.path.startsWith('/login')),
        ...ACCOUNT_PAGES,
        ...withTicket,
        checkoutRefused,
        { path: '/account/privacy?confirm=delete' },
        { path: '/account/notifications?filter=unread' },
        { path: memberConfirmation },
        { path: `/account/orders/${memberOrder}` },
      ],
    },
    { state: 'pending', agent: pending, visits: [{ path: '/email-verify' }, { path: '/email-verify', post: { intent: 'verify', otp: '000000' } }] },
  ];
  const setUp = performance.now();

  const tasks = states.flatMap(({ state, agent, visits }) => LANGUAGES.flatMap((lng) => visits.map((visit) => () => fetchPage(agent, state, lng, visit))));
  const fetched = await inParallel(tasks, PARALLEL);
  const redirected = fetched.flatMap((f) => ('redirected' in f ? [f.redirected] : []));
  // A page that stopped showing itself (the account pages sending the member to sign in, say) would pass unseen.
  expect(
    redirected.filter((r) => !SENDS_ON.test(r.split(' ')[1]!)),
    'pages that redirected',
  ).toEqual([]);
  const pages = fetched.flatMap((f) => ('html' in f ? [f] : []));
  expect(new Set(pages.map((p) => p.name)).size, 'one file name per page').toBe(pages.length);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'html-validity-'));
  for (const { name, html } of [...pages, CANARY]) writeFileSync(path.join(dir, name), html);
  const fetchedAt = performance.now();
  const found = await vnuErrors(dir);
  const checked = performance.now();
  console.info(
    `html-validity: ${pages.length} pages (and ${redirected.length} redirects); set-up ${Math.round(setUp - started)} ms, fetching ${Math.round(fetchedAt - setUp)} ms, vnu ${Math.round(checked - fetchedAt)} ms`,
  );
  expect(
    found.some((m) => m.url?.endsWith(`/${CANARY.name}`)),
    'vnu reports the canary document',
  ).toBe(true);
  const errors = found.filter((m) => !m.url?.endsWith(`/${CANARY.name}`) && !CHECKER_GAPS.some((gap) => gap(m)));
  expect(errors.length, `The Nu Html Checker found ${errors.length} error(s) (the pages are in ${dir}):\n${report(errors)}\n`).toBe(0);
  rmSync(dir, { recursive: true, force: true });
});
