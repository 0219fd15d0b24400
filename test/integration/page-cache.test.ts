// The render cache serves anonymous pages from memory; nothing of one shopper
// (language, cart, session) ever reaches another, whatever the order of
// requests, and a page that is someone's own is never cached.
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';

import { appWithBackend, mainOf } from '../helpers/backed-app';
import { signUpWithCode } from '../helpers/sign-up';

const env = appWithBackend();
const lang = (html: string) => /<html lang="([^"]+)"/.exec(html)?.[1];
/** Served by the render cache (a page made for its request says `shell`, or nothing when rendered whole). */
const fromRenderCache = (res: { headers: Record<string, unknown> }) => ['hit', 'miss'].includes(String(res.headers['x-page-cache']));
const count = (html: string) => /class="cart-button__count">(\d+)/.exec(html)?.[1];

let token = '';
beforeAll(async () => {
  const res = await signUpWithCode(request.agent(env.app), env.dataDir, { name: 'Meera', email: 'cache@example.in', password: 'lychee-luxe-1' });
  token = (res.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('token='))!.split(';')[0]!;
});

describe('the render cache', () => {
  it('renders an anonymous page once and serves it from memory after that, in every encoding', async () => {
    const first = await request(env.app).get('/our-story').expect(200);
    expect(first.headers['x-page-cache']).toBe('miss');
    // superagent decodes br and gzip itself: each must give the same document.
    for (const encoding of ['br', 'gzip', 'identity']) {
      const res = await request(env.app).get('/our-story').set('Accept-Encoding', encoding).expect(200);
      expect(res.headers['x-page-cache']).toBe('hit');
      expect(res.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
      expect(res.text).toBe(first.text);
    }
    const head = await request(env.app).head('/our-story').expect(200);
    expect(head.headers['x-page-cache']).toBe('hit');
  });

  it('keeps one page per language', async () => {
    const hi = await request(env.app).get('/juices').set('Accept-Language', 'hi').expect(200);
    const ta = await request(env.app).get('/juices').set('Cookie', 'i18next=ta').expect(200);
    const ar = await request(env.app).get('/ar/juices').expect(200);
    expect([lang(hi.text), lang(ta.text), lang(ar.text)]).toEqual(['hi', 'ta', 'ar']);
    const again = await request(env.app).get('/juices').set('Accept-Language', 'hi').expect(200);
    expect(again.headers['x-page-cache']).toBe('hit');
    expect(lang(again.text)).toBe('hi');
  });

  it('never serves one shopper’s page to another, whatever the order', async () => {
    const shoppers = [
      { cookie: 'i18next=hi; cart=2-0:2', lng: 'hi', count: '2' },
      { cookie: 'i18next=ta; cart=1-0:1', lng: 'ta', count: '1' },
      { cookie: 'i18next=hi', lng: 'hi', count: '0' },
      { cookie: 'i18next=ta', lng: 'ta', count: '0' },
      { cookie: `${token}; i18next=hi`, lng: 'hi', count: '0', signedIn: true },
    ];
    for (let round = 0; round < 5; round++) {
      for (const s of round % 2 ? [...shoppers].reverse() : shoppers) {
        const res = await request(env.app).get('/mango').set('Cookie', s.cookie).expect(200);
        expect([lang(res.text), count(res.text)], s.cookie).toEqual([s.lng, s.count]);
        expect(res.text.includes('class="avatar"'), s.cookie).toBe(s.signedIn === true);
        // Only the anonymous shopper without a cart may get the cached page.
        expect(fromRenderCache(res), s.cookie).toBe(s.count === '0' && s.signedIn !== true);
      }
    }
  });

  it('renders what is someone’s own for its request: a post, ?lng, a personal page, a message', async () => {
    const withLng = await request(env.app).get('/mango?lng=hi').expect(200);
    expect(fromRenderCache(withLng)).toBe(false);
    expect(withLng.headers['set-cookie']).toBeDefined();
    for (const path of ['/login', '/reset-password']) {
      await request(env.app).get(path).expect(200);
      expect(fromRenderCache(await request(env.app).get(path).expect(200)), path).toBe(false);
    }
    const flashed = await request(env.app).get('/').set('Cookie', 'flash=loggedOut').expect(200);
    expect(fromRenderCache(flashed)).toBe(false);
    expect(mainOf(flashed.text)).toBeTruthy();
  });

  it('reads a cookie the same way when it decides what to cache as when it renders: a look-alike name cannot put a cart in the shared page', async () => {
    // A no-break space (and a tab) before the name: another cookie for the cache and for the page alike, not the cart.
    for (const [i, name] of ['\u00a0cart', '\tcart'].entries()) {
      const url = `/shopping-cart?poison=${i}`;
      const poisoned = await request(env.app).get(url).set('Cookie', `${name}=2-0:7`).expect(200);
      expect(count(poisoned.text)).toBe(name.startsWith('\t') ? '7' : '0');
      const stranger = await request(env.app).get(url).expect(200);
      expect(count(stranger.text)).toBe('0');
      expect(stranger.text).not.toContain('2-0:7');
    }
  });

  it('keys a page on the query parameters pages read: a tracking parameter is not a render of its own', async () => {
    const first = await request(env.app).get('/mango?utm_source=mail-1&size=1').expect(200);
    expect(first.headers['x-page-cache']).toBe('miss');
    expect(first.text).not.toContain('utm_source');
    const again = await request(env.app).get('/mango?size=1&fbclid=abc&utm_source=mail-2').expect(200);
    expect(again.headers['x-page-cache']).toBe('hit');
    const third = await request(env.app).get('/mango?gclid=zz&size=1').expect(200);
    expect(third.headers['x-page-cache']).toBe('hit');
    expect(third.text).toBe(first.text);
    // What a page reads still makes its own page.
    const mango = await request(env.app).get('/search?q=mango&utm_campaign=x').expect(200);
    const lychee = await request(env.app).get('/search?q=lychee&utm_campaign=x').expect(200);
    expect(mainOf(lychee.text)).not.toBe(mainOf(mango.text));
  });

  it('treats any spelling of a personal cookie as personal: never served from the cache, never stored', async () => {
    for (const name of ['CART', 'Token', '\u00a0cart', 'cart\u00ad', 'fla-sh']) {
      const res = await request(env.app).get('/our-journey?spelling').set('Cookie', `${name}=2-0:7`).expect(200);
      expect(fromRenderCache(res), name).toBe(false);
    }
    expect((await request(env.app).get('/our-journey?spelling').expect(200)).headers['x-page-cache']).toBe('miss');
  });

  it('marks every page rendered for one shopper no-store, so no service worker or shared cache keeps it', async () => {
    for (const cookie of [token, 'cart=2-0:1', 'coupon=TOOMOREOFFER', 'flash=markedAll']) {
      expect((await request(env.app).get('/mango').set('Cookie', cookie).expect(200)).headers['cache-control'], cookie).toBe('no-store');
    }
    expect((await request(env.app).get('/login').expect(200)).headers['cache-control']).toBe('no-store');
    // A consent choice alone changes nothing personal on the page.
    expect((await request(env.app).get('/mango').set('Cookie', 'cookie_consent=p1.a0.m0').expect(200)).headers['cache-control']).toBe('no-cache, private');
    expect((await request(env.app).get('/our-story').expect(200)).headers['cache-control']).toBe('no-cache, private');
  });

  it('tells the service worker to forget its pages on the page that follows a sign-out or a deleted account', async () => {
    for (const flash of ['loggedOut', 'accountDeleted']) {
      const res = await request(env.app).get('/').set('Cookie', `flash=${flash}`).expect(200);
      expect(res.headers['x-offline-pages'], flash).toBe('forget');
    }
    expect((await request(env.app).get('/').set('Cookie', 'flash=markedAll').expect(200)).headers['x-offline-pages']).toBeUndefined();
  });
});
