// The server-rendered document: content, metadata, CSP, status codes and
// language detection, all checked on the HTML before any JavaScript runs.
import { createHash } from 'node:crypto';

import type { Express } from 'express';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';

import { createApp } from '../../server/app';
import { TEST_PUBLIC_URL, testConfig } from '../helpers/config';

let app: Express;
beforeAll(async () => {
  app = await createApp(testConfig());
});

const attr = (html: string, re: RegExp) => re.exec(html)?.[1];

describe('the home page', () => {
  it('streams a complete document with the shell and its content', async () => {
    const res = await request(app).get('/').expect(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.text;
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(html).toMatch(/<html lang="en" dir="ltr">/);
    expect(html).toContain('Earliest Home Delivery available');
    expect(html).toContain('360370');
    expect(html).toContain('Everyday 07:00 AM - 09:00 PM');
    expect(html).toContain('Sign In / Register');
    expect(html).toContain('EXPLORE OUR JUICES');
    expect(html).toContain('Media Center');
    expect(html).toContain('Toomore Foundation');
    expect(html).toContain('href="/press-releases"');
    expect(html).toContain('href="/customer-care"');
    expect(html).toMatch(/href="https:\/\/x\.com\/"/);
    expect(html).toContain('mailto:');
  });

  it('carries title, description, Open Graph, Twitter and canonical metadata', async () => {
    const html = (await request(app).get('/').expect(200)).text;
    expect(attr(html, /<title>([^<]*)<\/title>/)).toMatch(/ \| Too More$/);
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    expect(html).toContain('<meta property="og:site_name" content="Too More"/>');
    expect(html).toContain(`<meta property="og:url" content="${TEST_PUBLIC_URL}/"/>`);
    expect(html).toMatch(/<meta property="og:image" content="https:\/\/shop\.example\/[^"]+"/);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    expect(html).toContain(`<link rel="canonical" href="${TEST_PUBLIC_URL}/"/>`);
  });

  it('describes the site search as JSON-LD', async () => {
    const html = (await request(app).get('/').expect(200)).text;
    const json = attr(html, /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/);
    const data = JSON.parse(json!);
    expect(data['@type']).toBe('WebSite');
    expect(data.potentialAction.target.urlTemplate).toBe(`${TEST_PUBLIC_URL}/search?q={search_term_string}`);
  });

  it('puts the CSP nonce on every script of a page rendered for its request, and a new one each time', async () => {
    // A cart cookie makes the page the shopper's own: made for this request, from its shell.
    const res = await request(app).get('/').set('Cookie', 'cart=2-0:1').expect(200);
    expect(res.headers['x-page-cache']).toBe('shell');
    const csp = res.headers['content-security-policy'];
    const nonce = attr(csp ?? '', /'nonce-([^']+)'/);
    expect(nonce).toBeTruthy();
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    // Nothing a page may ask of the browser beyond what a shop needs.
    const permissions = res.headers['permissions-policy'] ?? '';
    for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'usb=()', 'payment=(self)']) expect(permissions).toContain(feature);
    const scripts = [...res.text.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThanOrEqual(2);
    for (const tag of scripts) expect(attr(tag, /nonce="([^"]+)"/), tag).toBe(nonce);
    const other = (await request(app).get('/').set('Cookie', 'cart=2-0:1').expect(200)).headers['content-security-policy'];
    expect(attr(other ?? '', /'nonce-([^']+)'/)).not.toBe(nonce);
  });

  it('allows exactly the inline script of a cached page by its hash, with no nonce', async () => {
    await request(app).get('/juices').expect(200);
    const res = await request(app).get('/juices').expect(200);
    expect(res.headers['x-page-cache']).toBe('hit');
    const csp = res.headers['content-security-policy'] ?? '';
    expect(csp).not.toContain("'nonce-");
    const inline = [...res.text.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(inline.length).toBeGreaterThanOrEqual(1);
    for (const script of inline) expect(csp).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
    expect(csp.match(/'sha256-/g)).toHaveLength(inline.length);
    expect(res.text).not.toMatch(/nonce="/);
  });

  it("inlines the part of the language's dictionary the page shows, without a way out of the script", async () => {
    const html = (await request(app).get('/?lng=hi').expect(200)).text;
    const boot = attr(html, /<script nonce="[^"]+"[^>]*>window\.__TOO_MORE_BOOT__=([^\n]*);\n/);
    expect(boot).toBeTruthy();
    const data = JSON.parse(boot!);
    expect(data.lng).toBe('hi');
    expect(typeof data.resources.header.signIn).toBe('string');
    expect(typeof data.resources.home.heroTitle).toBe('string');
    expect(typeof data.resources.meta.home.title).toBe('string');
    // What other pages show stays out (it loads after hydration).
    expect(data.resources.checkout?.fields).toBeUndefined();
    expect(data.resources.forms?.feedback).toBeUndefined();
    expect(data.resources.meta.mango).toBeUndefined();
  });
});

describe('metadata of other pages', () => {
  it('builds the canonical from PUBLIC_URL and the path, never the Host header or query', async () => {
    const html = (await request(app).get('/juices?utm=1').set('Host', 'evil.example').expect(200)).text;
    expect(html).toContain(`<link rel="canonical" href="${TEST_PUBLIC_URL}/juices"/>`);
    expect(html).not.toContain('evil.example');
  });

  it('points an alias at its canonical path', async () => {
    const html = (await request(app).get('/Juices').expect(200)).text;
    expect(html).toContain(`<link rel="canonical" href="${TEST_PUBLIC_URL}/juices"/>`);
  });

  it('gives each page its own title', async () => {
    const titles = await Promise.all(['/mango', '/our-story', '/FAQs'].map(async (p) => attr((await request(app).get(p).expect(200)).text, /<title>([^<]*)<\/title>/)));
    expect(new Set(titles).size).toBe(3);
    for (const t of titles) expect(t).toMatch(/ \| Too More$/);
  });
});

describe('status codes', () => {
  it('answers an unknown page with 404 and a page that says so', async () => {
    const res = await request(app).get('/no-such-page').expect(404);
    expect(res.text).toContain('Page not found');
    expect(res.text).toContain('<meta name="robots" content="noindex"/>');
  });

  it('answers a missing file with a plain 404', async () => {
    await request(app).get('/assets/missing-chunk.js').expect(404);
    await request(app).get('/images/nothing.png').expect(404);
  });

  it('renders the fallback screen with 500 when rendering fails', async () => {
    const broken = await createApp(testConfig(), {
      AppComponent: () => {
        throw new Error('boom');
      },
    });
    const res = await request(broken).get('/').expect(500);
    expect(res.text).toContain('Something went wrong');
    expect(res.text).toContain('Refresh Page');
    expect(res.text).not.toContain('boom');
  });

  it('redirects anonymous visitors away from account pages before rendering', async () => {
    const res = await request(app).get('/account/notifications').expect(302);
    expect(res.headers.location).toBe('/login?redirect=%2Faccount%2Fnotifications');
    await request(app).get('/orders/abc').expect(302);
  });
});

describe('language detection', () => {
  const langOf = (html: string) => attr(html, /<html lang="([^"]+)"/);

  it('takes ?lng first and remembers it in the i18next cookie', async () => {
    const res = await request(app).get('/?lng=ar').set('Cookie', 'i18next=hi').set('Accept-Language', 'de').expect(200);
    expect(res.text).toMatch(/<html lang="ar" dir="rtl">/);
    expect(String(res.headers['set-cookie'])).toMatch(/i18next=ar;/);
  });

  it('then the cookie, then Accept-Language', async () => {
    expect(langOf((await request(app).get('/').set('Cookie', 'i18next=hi').set('Accept-Language', 'de')).text)).toBe('hi');
    expect(langOf((await request(app).get('/').set('Accept-Language', 'ta-IN,ta;q=0.9,en;q=0.5')).text)).toBe('ta');
  });

  it('falls back to English for unsupported or hostile values', async () => {
    expect(langOf((await request(app).get('/?lng=xx')).text)).toBe('en');
    expect(langOf((await request(app).get('/').set('Cookie', 'i18next=%3Cscript%3E')).text)).toBe('en');
    const res = await request(app).get('/?lng=%3Cscript%3Ealert(1)%3C/script%3E').expect(200);
    expect(langOf(res.text)).toBe('en');
    expect(res.text).not.toContain('<script>alert(1)');
    // No language is remembered (the form token's cookie aside).
    expect(((res.headers['set-cookie'] as string[] | undefined) ?? []).filter((c) => !c.startsWith('csrf='))).toEqual([]);
  });

  it('renders right-to-left for every rtl language', async () => {
    for (const lng of ['ar', 'he', 'ur', 'sd', 'ks']) {
      expect((await request(app).get(`/?lng=${lng}`)).text).toMatch(new RegExp(`<html lang="${lng}" dir="rtl">`));
    }
  });
});

describe('bad input', () => {
  it('ignores a malformed cart cookie and odd query strings', async () => {
    await request(app).get('/').set('Cookie', 'cart=%%%garbage; i18next=;;').expect(200);
    const res = await request(app).get('/search?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E&q=2').expect(200);
    expect(res.text).not.toContain('<script>alert(1)');
  });

  it('shows the header cart count from the cart cookie', async () => {
    const html = (await request(app).get('/').set('Cookie', 'cart=2-0:3.1-1:2').expect(200)).text;
    expect(html).toMatch(/class="cart-button__count">5</);
  });
});

describe('operational routes', () => {
  it('/healthz answers ok and /readyz reports a missing API host', async () => {
    expect((await request(app).get('/healthz').expect(200)).body.status).toBe('ok');
    await request(app).get('/readyz').expect(503);
  });

  it('/sw.js is revalidated on every load and may control the whole site', async () => {
    const res = await request(app).get('/sw.js').expect(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['service-worker-allowed']).toBe('/');
    expect(res.headers['content-type']).toMatch(/javascript/);
  });

  it('serves hashed assets as immutable and dictionaries for five minutes', async () => {
    const html = (await request(app).get('/').expect(200)).text;
    const entry = attr(html, /<script type="module" src="([^"]+)"/) ?? attr(html, /src="(\/assets\/entry-[^"]+\.js)"/);
    expect(entry).toMatch(/^\/assets\/entry-/);
    const asset = await request(app).get(entry!).expect(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const dict = await request(app).get('/locales/hi/translation.json').expect(200);
    expect(dict.headers['cache-control']).toBe('public, max-age=300');
    expect(typeof dict.body.navbar.home).toBe('string');
    await request(app).get('/locales/xx/translation.json').expect(404);
  });
});
