// Search and the juice list are server-rendered from the URL; hostile queries stay text.
import type { Express } from 'express';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';

import { createApp } from '../../server/app';
import { testConfig } from '../helpers/config';
import { decodeHtml, mainOf } from '../helpers/html';

let app: Express;
beforeAll(async () => {
  app = await createApp(testConfig());
});

const cards = (html: string) => [...mainOf(html).matchAll(/class="result-card__name">([^<]+)</g)].map((m) => m[1]);

describe('/search', () => {
  it('the raw HTML of /search?q=mango lists the mango card with its first size prices', async () => {
    const html = decodeHtml((await request(app).get('/search?q=mango').expect(200)).text);
    expect(cards(html)).toEqual(['Sun-Kissed Mango Bliss']);
    expect(mainOf(html)).toContain('Found 1 juice');
    expect(mainOf(html)).toMatch(/href="\/mango"/);
    expect(mainOf(html)).toMatch(/₹30\.00.*₹20\.00/);
    expect(mainOf(html)).toMatch(/<input[^>]*value="mango"/);
  });

  it('lists all juices for an empty query with the default view', async () => {
    const html = decodeHtml((await request(app).get('/search').expect(200)).text);
    expect(cards(html)).toHaveLength(7);
    expect(mainOf(html)).toContain('All Juices');
    expect(mainOf(html)).toContain('Seasonal Favorites');
    expect(mainOf(html)).toContain('Best Sellers');
    for (const type of ['Citrus', 'Berry', 'Tropical']) expect(mainOf(html)).toContain(type);
  });

  it('renders a <script> query as escaped text in the empty state', async () => {
    const res = await request(app).get('/search?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E').expect(200);
    expect(res.text).not.toContain('<script>alert(1)</script>');
    expect(res.text).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    const html = decodeHtml(res.text);
    expect(html).toContain('No juices found');
    expect(html).toContain('No matching juices found');
    expect(html).toContain('View all juices');
    expect(html).toContain('Try new search');
  });

  it('searches the other drinks on their tab', async () => {
    const html = decodeHtml((await request(app).get('/search?q=cola&tab=drinks').expect(200)).text);
    // Pepyo's description calls it a cola.
    expect(cards(html)).toEqual(['Pepyo', 'Cola']);
    // An exact product name goes straight to its page, now that every product has one.
    expect((await request(app).get('/search?q=cola&go=1').expect(302)).headers.location).toBe('/cola');
  });

  it('survives odd query strings', async () => {
    await request(app).get('/search?q=a&q=b').expect(200);
    await request(app)
      .get(`/search?q=${'x'.repeat(5000)}`)
      .expect((r) => expect([200, 414, 431]).toContain(r.status));
    await request(app)
      .get('/search?q=%E0%A4')
      .expect((r) => expect(r.status).toBeLessThan(500));
  });
});

describe('/juices', () => {
  const names = (html: string) => [...mainOf(html).matchAll(/class="juice-card__name">([^<]+)</g)].map((m) => m[1]);

  it('shows 4 of the 7 juices with sizes, nutrition, ingredients and View Details', async () => {
    for (const path of ['/juices', '/Juices']) {
      const html = decodeHtml((await request(app).get(path).expect(200)).text);
      expect(html).toContain('<h1>Our Premium Juices</h1>');
      expect(names(html)).toHaveLength(4);
      expect(mainOf(html)).toContain('Bottles: 150ml, 250ml');
      expect(mainOf(html)).toContain('Total Sugar');
      expect(mainOf(html)).toContain('Added Sugars');
      expect(mainOf(html)).toContain('View Details');
      expect(mainOf(html)).toMatch(/href="\?show=8"[^>]*>Load More|Load More/);
    }
  });

  it('renders the filter and the count from the URL', async () => {
    const berry = decodeHtml((await request(app).get('/juices?filter=berry').expect(200)).text);
    expect(names(berry)).toEqual(['Royal Vine Grapes', 'Sweet Strawberry Delight', 'SkyBerry Cloud Burst', 'Ruby Crown Pomegranate']);
    const all = decodeHtml((await request(app).get('/juices?show=8').expect(200)).text);
    expect(names(all)).toHaveLength(7);
    expect(mainOf(all)).not.toContain('Load More');
    const hostile = decodeHtml((await request(app).get('/juices?filter=%3Cscript%3E&show=abc').expect(200)).text);
    expect(names(hostile)).toHaveLength(4);
  });
});
