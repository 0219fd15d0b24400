// A URL per language: /<lng>/<path> always renders that language with a
// self-referencing canonical and hreflang alternates for all 35 languages plus
// x-default; a bare path negotiates and names the language URL it rendered as
// canonical; unknown prefixes are not found.
import { readFileSync } from 'node:fs';
import path from 'node:path';

import type { Express } from 'express';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';

import { createApp } from '../../server/app';
import { mainOf } from '../helpers/backed-app';
import { TEST_PUBLIC_URL, testConfig } from '../helpers/config';

const NOT_FOUND_HI = (JSON.parse(readFileSync(path.resolve('locales/hi/translation.json'), 'utf8')) as { notFound: { title: string } }).notFound.title;

let app: Express;
beforeAll(async () => {
  app = await createApp(testConfig());
});

const canonical = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
const alternates = (html: string) => [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1]!, m[2]!] as const);
const ogLocales = (html: string) => [...html.matchAll(/<meta property="og:locale(?::alternate)?" content="([^"]+)"/g)].map((m) => m[1]);

describe('/<lng>/<path>', () => {
  it('renders /hi/mango in Hindi with its own canonical and 36 alternates', async () => {
    const res = await request(app).get('/hi/mango').expect(200);
    expect(res.text).toMatch(/<html lang="hi" dir="ltr">/);
    expect(canonical(res.text)).toBe(`${TEST_PUBLIC_URL}/hi/mango`);
    const links = alternates(res.text);
    expect(links).toHaveLength(36);
    expect(new Map(links).get('hi')).toBe(`${TEST_PUBLIC_URL}/hi/mango`);
    expect(new Map(links).get('en')).toBe(`${TEST_PUBLIC_URL}/mango`);
    expect(new Map(links).get('x-default')).toBe(`${TEST_PUBLIC_URL}/mango`);
    expect(ogLocales(res.text)[0]).toBe('hi_IN');
    expect(ogLocales(res.text)).toHaveLength(35);
    expect(res.headers.vary).toMatch(/^Cookie(, Accept-Encoding)?$/);
  });

  it('renders the language of the prefix whatever the cookie and the browser ask for', async () => {
    const res = await request(app).get('/ar/shopping-cart').set('Cookie', 'i18next=ta').set('Accept-Language', 'de').expect(200);
    expect(res.text).toMatch(/<html lang="ar" dir="rtl">/);
  });

  it('keeps the query and the prefix in what it renders', async () => {
    const res = await request(app).get('/ta/juices?filter=berry').expect(200);
    expect(res.text).toMatch(/<html lang="ta"/);
    expect(canonical(res.text)).toBe(`${TEST_PUBLIC_URL}/ta/juices`);
    expect(mainOf(res.text)).toMatch(/aria-current="true"[^>]*href="\/ta\/juices\?filter=berry"|href="\/ta\/juices\?filter=berry"[^>]*aria-current="true"/);
  });

  it('links to the same language from a prefixed page, and to bare paths from a bare one', async () => {
    const hindi = (await request(app).get('/hi/juices').expect(200)).text;
    expect(hindi).toContain('href="/hi/mango"');
    expect(hindi).toContain('href="/hi/shopping-cart"');
    expect(hindi).not.toMatch(/<a [^>]*href="\/mango"/);
    const bare = (await request(app).get('/juices').expect(200)).text;
    expect(bare).toContain('href="/mango"');
  });

  it('serves /hi as the Hindi home page', async () => {
    const res = await request(app).get('/hi').expect(200);
    expect(res.text).toMatch(/<html lang="hi"/);
    expect(canonical(res.text)).toBe(`${TEST_PUBLIC_URL}/hi`);
  });

  it('declares the bare path canonical for English, also under /en/', async () => {
    expect(canonical((await request(app).get('/en/mango').expect(200)).text)).toBe(`${TEST_PUBLIC_URL}/mango`);
    expect(canonical((await request(app).get('/mango').expect(200)).text)).toBe(`${TEST_PUBLIC_URL}/mango`);
  });

  it('answers an unknown prefix or page with 404, never English under a foreign prefix', async () => {
    const res = await request(app).get('/xx/mango').expect(404);
    expect(res.text).toContain('Page not found');
    expect(res.text).toContain('<meta name="robots" content="noindex"/>');
    await request(app).get('/xx').expect(404);
    // Under a language prefix: that language's not-found page, in the site's frame.
    for (const path of ['/hi/no-such-page', '/hi/a/b/c']) {
      const hindi = await request(app).get(path).expect(404);
      expect(hindi.text).toMatch(/<html lang="hi"/);
      expect(hindi.text).toContain('class="site-header"');
      expect(mainOf(hindi.text)).toContain(NOT_FOUND_HI);
    }
  });
});

describe('bare paths', () => {
  it('negotiate the language and name the language URL they rendered as canonical', async () => {
    const byCookie = await request(app).get('/mango').set('Cookie', 'i18next=ta').expect(200);
    expect(byCookie.text).toMatch(/<html lang="ta"/);
    expect(canonical(byCookie.text)).toBe(`${TEST_PUBLIC_URL}/ta/mango`);
    expect(byCookie.headers.vary).toMatch(/^Cookie, Accept-Language(, Accept-Encoding)?$/);
    const byHeader = await request(app).get('/mango').set('Accept-Language', 'fr-CA, hi;q=0.9').expect(200);
    expect(byHeader.text).toMatch(/<html lang="fr"/);
    expect(canonical(byHeader.text)).toBe(`${TEST_PUBLIC_URL}/fr/mango`);
    const byQuery = await request(app).get('/mango?lng=ar').set('Cookie', 'i18next=ta').expect(200);
    expect(byQuery.text).toMatch(/<html lang="ar" dir="rtl">/);
  });

  it('ignore what is not one of the 35 codes', async () => {
    for (const lng of ['<script>alert(1)</script>', '../../etc/passwd', 'xx']) {
      const res = await request(app)
        .get(`/mango?lng=${encodeURIComponent(lng)}`)
        .expect(200);
      expect(res.text).toMatch(/<html lang="en"/);
      expect(res.text).not.toContain('<script>alert(1)</script>');
    }
  });
});
