// `npx tsx scripts/html-snapshot.ts <out-dir>`: the server HTML of every kind
// of page — each route in four languages (right-to-left included), hostile
// query strings, a cart, a signed-in shopper's account pages and orders, forms
// posted without JavaScript — written one file a page, with what changes from
// run to run (nonces, asset hashes, order ids, keys) replaced by placeholders.
// Run it before and after a change that must not change the pages, then
// `diff -r before after` (docs/decisions/020-how-we-work.md, Restructuring).
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { ROUTES } from '../shared/routes';
import { SHOPPER } from '../test/helpers/shopper';
import { startProductionServer } from './production-server';

const out = path.resolve(process.argv[2] ?? 'html-snapshot');
const LANGUAGES = ['en', 'hi', 'ar', 'ta'];
const ACCOUNT = { name: 'Asha Patel', email: 'asha@example.in', password: 'mango-lassi-2026' };

/** What differs between two renders of the same page: replaced so that only real changes show. */
export function normalise(html: string): string {
  return (
    html
      .replace(/127\.0\.0\.1:\d+/g, 'HOST')
      .replace(/nonce="[^"]*"/g, 'nonce="N"')
      .replace(/"nonce":"[^"]*"/g, '"nonce":"N"')
      .replace(/'(?:nonce|sha256)-[^']*'/g, "'N'")
      .replace(/-[A-Z0-9]{8}\.(js|css|woff2|svg)/g, '-HASH.$1')
      // Which chunks the bundler splits the code into moves with any change to the client code.
      .replace(/var p=\[[^\]]*\]/g, 'var p=[CHUNKS]')
      .replace(/TM-\d{8}-[0-9A-F]{8}/g, 'TM-ORDER')
      .replace(/([?&](?:amp;)?key=)[\w.%-]+/g, '$1KEY')
      .replace(/\\"key\\":\\"[\w.-]+\\"/g, '\\"key\\":\\"KEY\\"')
      .replace(/"key":"[\w.-]+"/g, '"key":"KEY"')
      .replace(/[0-9a-f]{32}/g, 'HEX32')
      .replace(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z/g, 'ISO-TIME')
      .replace(/[0-9a-f]{24}/g, 'HEX24')
      // An order's time of day, in whatever language.
      .replace(/\d{1,2}:\d{2}(?::\d{2})?/g, 'HH:MM')
  );
}

const server = await startProductionServer({ WEB_CONCURRENCY: '1', RENDER_CACHE: 'on' });
const { base } = server;
mkdirSync(out, { recursive: true });
let written = 0;

function save(name: string, html: string, status: number): void {
  writeFileSync(path.join(out, `${name.replace(/[^\w.-]+/g, '_')}.html`), `<!-- ${status} -->\n${normalise(html)}`);
  written++;
}

async function page(name: string, pathname: string, init: { method?: string; body?: string; headers?: Record<string, string> } = {}): Promise<Response> {
  const headers = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36', ...init.headers };
  const res = await fetch(`${base}${pathname}`, { ...init, redirect: 'manual', headers });
  const location = res.headers.get('location');
  save(name, location ? `redirect ${location}\n${await res.text()}` : await res.text(), res.status);
  return res;
}

const cookiesOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .filter((c) => !c.endsWith('='))
    .join('; ');

function latestCode(email: string): string {
  const outbox = path.join(server.dataDir, 'outbox');
  for (const file of readdirSync(outbox).sort().reverse()) {
    const text = readFileSync(path.join(outbox, file), 'utf8');
    if (!text.includes(`To: ${email}`)) continue;
    const code = /\b(\d{6})\b/.exec(text.split('\n\n').slice(1).join('\n\n'))?.[1];
    if (code) return code;
  }
  throw new Error(`no code for ${email}`);
}

try {
  // Every route, anonymous, in four languages.
  for (const lng of LANGUAGES) {
    const prefix = lng === 'en' ? '' : `/${lng}`;
    for (const route of ROUTES.filter((r) => !r.path.includes('*'))) {
      const pathname = route.path.replace(':orderId', 'TM-20260101-00000000');
      await page(`anon-${lng}-${route.id}`, `${prefix}${pathname === '/' && prefix ? '' : pathname}` || '/');
    }
    await page(`anon-${lng}-missing`, `${prefix}/no-such-page`);
    await page(`anon-${lng}-search`, `${prefix}/search?q=mango`);
  }
  await page('hostile-q', `/search?q=${encodeURIComponent('<script>alert(1)</script>')}`);
  await page('hostile-lng', `/?lng=${encodeURIComponent('<script>alert(1)</script>')}`);
  await page('lng-query', '/our-story?lng=hi');
  await page('accept-language', '/our-story', { headers: { 'accept-language': 'ta,en;q=0.5' } });

  // A cart, a coupon, a consent choice.
  const cart = 'cart=2-0:7.5-1:2';
  for (const pathname of ['/', '/mango', '/shopping-cart', '/checkout', '/hi/shopping-cart']) await page(`cart-${pathname}`, pathname, { headers: { cookie: cart } });
  await page('cart-coupon', '/shopping-cart', { headers: { cookie: `${cart}; coupon=TOOMOREOFFER` } });

  // Forms without JavaScript.
  const form = (fields: Record<string, string>) => ({
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
    body: new URLSearchParams(fields).toString(),
  });
  await page('post-login-wrong', '/login', form({ mode: 'login', email: 'nobody@example.in', password: 'wrong-password-1' }));
  await page('post-login-invalid', '/login', form({ mode: 'login', email: 'not-an-email', password: '' }));
  await page('post-reset-unknown', '/reset-password', form({ step: 'email', email: 'nobody@example.in' }));
  await page('post-checkout-invalid', '/checkout', { ...form({ firstName: '', email: 'x' }), headers: { ...form({}).headers, cookie: cart } });
  await page('post-grievance-invalid', '/grievances', form({ category: '', message: 'short' }));

  // A shopper signs up, orders and reads their account.
  const registered = await fetch(`${base}/api/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ACCOUNT) });
  const verified = await fetch(`${base}/api/auth/verify-account`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: cookiesOf(registered) },
    body: JSON.stringify({ otp: latestCode(ACCOUNT.email) }),
  });
  const session = cookiesOf(verified);
  const placed = (await (
    await fetch(`${base}/api/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: session },
      body: JSON.stringify({ form: { ...SHOPPER, email: ACCOUNT.email }, items: [{ productId: 2, sizeIndex: 0, quantity: 3 }], idempotencyKey: 'snapshot-order-1' }),
    })
  ).json()) as { orderId: string };
  const signedIn = { headers: { cookie: session } };
  for (const lng of ['en', 'hi', 'ar']) {
    const prefix = lng === 'en' ? '' : `/${lng}`;
    for (const pathname of [
      '/',
      '/account/orders',
      `/account/orders/${placed.orderId}`,
      '/account/notifications',
      '/account/privacy',
      '/account/grievances',
      '/grievances',
      '/login',
    ]) {
      await page(`signed-in-${lng}-${pathname.replace(placed.orderId, 'order')}`, `${prefix}${pathname}`, signedIn);
    }
  }
  await page('signed-in-checkout', '/checkout', { headers: { cookie: `${session}; ${cart}` } });
  await page('signed-in-confirmation', `/confirmation?order=${placed.orderId}`, signedIn);
  await page('signed-in-cancel', `/account/orders/${placed.orderId}`, { ...form({ intent: 'cancel' }), headers: { ...form({}).headers, cookie: session } });
  await page('signed-in-cancelled', `/account/orders/${placed.orderId}`, signedIn);
  console.log(`${written} pages written to ${out}`);
} finally {
  server.stop();
}
