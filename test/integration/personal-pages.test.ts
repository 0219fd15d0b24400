// Personal pages under the shell and the session cache (docs/decisions/033):
// two shoppers interleaved never see each other's name, cart or
// notifications; nothing personal is kept by the render cache or offered to
// the service worker; a changed cart shows on the next page; and a session
// ended through one BFF process is ended on another within its epoch read.
import type { Express } from 'express';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';

import { createApp } from '../../server/app';
import { appWithBackend, postForm, setCookie } from '../helpers/backed-app';
import { testConfig } from '../helpers/config';
import { signUpWithCode } from '../helpers/sign-up';

const env = appWithBackend();
const tokens: Record<string, string> = {};
let other: Express;

const tokenOf = (res: request.Response) => (res.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('token='))!.split(';')[0]!;
const count = (html: string) => /class="cart-button__count">(\d+)/.exec(html)?.[1];
const menuName = (html: string) => /class="account-menu__name">([^<]+)</.exec(html)?.[1];

beforeAll(async () => {
  for (const [name, email] of [
    ['Asha Rao', 'asha.shell@example.in'],
    ['Bina Shah', 'bina.shell@example.in'],
  ] as const)
    tokens[name] = tokenOf(await signUpWithCode(request.agent(env.app), env.dataDir, { name, email, password: 'lychee-luxe-1' }));
  // A second BFF process in front of the same backend.
  other = await createApp(testConfig({ apiUrl: env.backend.url }));
});

describe('personal pages from shells', () => {
  it('never show one shopper another’s name, cart or notifications, interleaved', async () => {
    const shoppers = [
      { name: 'Asha Rao', cookie: () => `${tokens['Asha Rao']}; cart=2-0:3`, count: '3' },
      { name: 'Bina Shah', cookie: () => `${tokens['Bina Shah']}; cart=24-1:1`, count: '1' },
      { name: undefined, cookie: () => 'cart=5-0:2', count: '2' },
      { name: undefined, cookie: () => '', count: '0' },
    ];
    for (let round = 0; round < 3; round++)
      for (const path of ['/', '/mango', '/juices', '/hi/mango', '/account/notifications', '/account/orders'])
        for (const s of shoppers) {
          const res = await request(env.app).get(path).set('Cookie', s.cookie());
          if (path.startsWith('/account') && !s.name) {
            expect(res.status).toBe(302);
            continue;
          }
          expect(res.status, `${path} for ${s.name ?? 'a visitor'}`).toBe(200);
          expect(menuName(res.text), path).toBe(s.name);
          expect(count(res.text), path).toBe(s.count);
          for (const someone of ['Asha Rao', 'Bina Shah']) if (someone !== s.name) expect(res.text).not.toContain(someone);
          // A shopper's page is made from its shell and kept by nothing; a visitor's comes from the render cache.
          expect(res.headers['x-page-cache']).toBe(s.cookie() ? 'shell' : round === 0 ? res.headers['x-page-cache'] : 'hit');
          expect(res.headers['cache-control']).toBe(s.cookie() ? 'no-store' : 'no-cache, private');
        }
  });

  it('shows a changed cart on the next page', async () => {
    // The shop's cookies are Secure (PUBLIC_URL is https): carried by hand, as a browser would.
    const set = async (quantity: string, cart: string) =>
      setCookie(
        await postForm(request(env.app), '/shopping-cart', { intent: 'set', quantity, rule: 'product', productId: '2', sizeIndex: '0', redirectTo: '/mango' })
          .set('Cookie', `cart=${cart}`)
          .expect(303),
        'cart',
      );
    const first = await set('1', '');
    expect(count((await request(env.app).get('/mango').set('Cookie', `cart=${first}`).expect(200)).text)).toBe('1');
    const changed = await set('4', first!);
    const next = await request(env.app).get('/').set('Cookie', `cart=${changed}`).expect(200);
    expect(next.headers['x-page-cache']).toBe('shell');
    expect(count(next.text)).toBe('4');
  });

  it('ends a session on every process: the one that took the logout at once, another within its epoch read', async () => {
    const { name, token } = { name: 'Asha Rao', token: tokens['Asha Rao']! };
    // Both processes have seen (and kept) the session.
    for (const app of [env.app, other]) expect(menuName((await request(app).get('/account/orders').set('Cookie', token).expect(200)).text)).toBe(name);
    await postForm(request(env.app), '/logout', {}).set('Cookie', token).expect(303);
    expect((await request(env.app).get('/account/orders').set('Cookie', token)).status).toBe(302);
    // The other process reads the epoch every second.
    let status = 200;
    const since = Date.now();
    // 8 s of wall time at most, whatever the load: under the 10 s a session is kept, so only the epoch can end it here.
    while (status === 200 && Date.now() - since < 8_000) {
      status = (await request(other).get('/account/orders').set('Cookie', token)).status;
      if (status === 200) await new Promise((r) => setTimeout(r, 100));
    }
    expect(status).toBe(302);
  });
});
