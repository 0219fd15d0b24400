// Crawler-facing output: sitemap, robots, manifest, JSON-LD, hreflang, images.
import type { Express } from 'express';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';

import { createApp } from '../../server/app';
import { getProductByKey } from '../../shared/catalogue';
import { readCompanyFacts } from '../../shared/company';
import { transitSpan } from '../../shared/delivery';
import { languageUrl } from '../../shared/language-path';
import { SUPPORTED_CODES } from '../../shared/languages';
import { toRupees } from '../../shared/money';
import { SHIPPING_FEE } from '../../shared/pricing';
import { indexableRoutes } from '../../shared/routes';
import { SITE_NAME } from '../../shared/site';
import { TEST_PUBLIC_URL, testConfig } from '../helpers/config';
import { decodeHtml } from '../helpers/html';

let app: Express;
beforeAll(async () => {
  app = await createApp(testConfig());
});

/** The content of a <meta property|name="…">, as written. */
const metaContent = (html: string, name: string) => {
  const found = new RegExp(`<meta (?:property|name)="${name.replace(/\./g, '\\.')}" content="([^"]*)"`).exec(html)?.[1];
  return found === undefined ? undefined : decodeHtml(found);
};
const count = (text: string, part: string) => text.split(part).length - 1;

const jsonLd = (html: string) => [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));

describe('sitemap and robots', () => {
  it('lists every public route and no account, checkout or form-of-one route', async () => {
    const res = await request(app).get('/sitemap.xml').expect(200);
    expect(res.headers['content-type']).toMatch(/xml/);
    const locs = [...res.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(indexableRoutes().flatMap((r) => SUPPORTED_CODES.map((lng) => languageUrl(TEST_PUBLIC_URL, r.path, lng))));
    expect(locs).toContain(`${TEST_PUBLIC_URL}/hi/mango`);
    expect(locs).toContain(`${TEST_PUBLIC_URL}/mango`);
    for (const hidden of ['/account', '/notifications', '/checkout', '/login', '/shopping-cart', '/orders']) {
      expect(locs.some((l) => l!.startsWith(`${TEST_PUBLIC_URL}${hidden}`))).toBe(false);
    }
    expect(res.text).toContain(`hreflang="x-default" href="${TEST_PUBLIC_URL}/mango"`);
  });

  it('sends the sitemap gzipped to a client that takes gzip, and as plain XML to one that does not', async () => {
    const gzipped = await request(app).get('/sitemap.xml').set('Accept-Encoding', 'gzip').expect(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toMatch(/Accept-Encoding/i);
    const plain = await request(app).get('/sitemap.xml').set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(gzipped.text);
    expect(plain.text).toMatch(/^<\?xml[\s\S]*<\/urlset>\n$/);
  });

  it('robots.txt points at the sitemap and keeps crawlers out of account and checkout pages', async () => {
    const res = await request(app).get('/robots.txt').expect(200);
    expect(res.text).toContain(`Sitemap: ${TEST_PUBLIC_URL}/sitemap.xml`);
    for (const path of ['/account/notifications', '/account/orders/', '/orders/', '/checkout', '/login', '/api/', '/hi/checkout', '/ar/account/notifications']) {
      expect(res.text).toContain(`Disallow: ${path}\n`);
    }
  });
});

describe('install', () => {
  it('serves a web app manifest with the icons it names', async () => {
    const res = await request(app).get('/manifest.webmanifest').expect(200);
    const m = JSON.parse(res.text);
    expect(m).toMatchObject({ name: 'Too More', start_url: '/', display: 'standalone' });
    expect(m.theme_color).toMatch(/^#/);
    expect(m.background_color).toMatch(/^#/);
    expect(m.icons.map((i: { sizes: string }) => i.sizes)).toEqual(['192x192', '512x512', '512x512']);
    expect(m.icons.some((i: { purpose: string }) => i.purpose === 'maskable')).toBe(true);
    for (const icon of m.icons) await request(app).get(icon.src).expect(200).expect('content-type', 'image/png');
    const html = (await request(app).get('/').expect(200)).text;
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest"/>');
    expect(html).toContain('rel="apple-touch-icon"');
  });
});

describe('structured data', () => {
  it('describes the organisation and the site search on the home page', async () => {
    const data = jsonLd((await request(app).get('/').expect(200)).text);
    expect(data.map((d) => d['@type'])).toEqual(['WebSite', 'Organization']);
  });

  it("shows the operator's company facts (FSSAI licence, phone, address, email, social links) in the footer and the Organization", async () => {
    const company = readCompanyFacts(
      {
        COMPANY_FSSAI_LICENCE: '10020042007183',
        COMPANY_PHONE: '+91 98765 43210',
        COMPANY_EMAIL: 'hello@toomore.in',
        COMPANY_STREET: '5 <Ring> Road',
        COMPANY_SOCIAL_LINKS: 'instagram=https://www.instagram.com/toomore',
      },
      [],
    );
    const configured = await createApp(testConfig({ company }));
    const html = (await request(configured).get('/').expect(200)).text;
    const footer = html.slice(html.indexOf('<footer'), html.indexOf('</footer>'));
    expect(footer).toMatch(/FSSAI Lic\. No\.(<!-- -->)?: (<!-- -->)?<bdi>10020042007183<\/bdi>/);
    expect(footer).toContain('href="tel:+919876543210"');
    expect(footer).toContain('hello@toomore.in');
    expect(footer).toContain('5 &lt;Ring&gt; Road');
    expect(footer).toContain('href="https://www.instagram.com/toomore"');
    expect(footer).not.toContain('facebook.com');
    const org = jsonLd(html).find((d) => d['@type'] === 'Organization');
    expect(org).toMatchObject({
      email: 'hello@toomore.in',
      telephone: '+91 98765 43210',
      identifier: { propertyID: 'FSSAI', value: '10020042007183' },
      address: { streetAddress: '5 <Ring> Road' },
      sameAs: ['https://www.instagram.com/toomore'],
    });
    // Every page's footer carries them, in every language.
    expect((await request(configured).get('/hi/mango').expect(200)).text).toContain('<bdi>10020042007183</bdi>');
  });

  it('gives every product page a Product with one INR offer per size at its selling price', async () => {
    const html = (await request(app).get('/mango').expect(200)).text;
    const product = jsonLd(html).find((d) => d['@type'] === 'Product');
    const mango = getProductByKey('mango')!;
    expect(product.brand.name).toBe('Too More');
    expect(product.offers.map((o: { price: string; priceCurrency: string }) => [o.price, o.priceCurrency])).toEqual(mango.sizes.map((s) => [s.cutoffPrice.toFixed(2), 'INR']));
    expect(product.offers[0].availability).toBe('https://schema.org/InStock');
    const crumbs = jsonLd(html).find((d) => d['@type'] === 'BreadcrumbList');
    expect(crumbs.itemListElement.map((c: { item: string }) => c.item)).toEqual([`${TEST_PUBLIC_URL}/`, `${TEST_PUBLIC_URL}/juices`, `${TEST_PUBLIC_URL}/mango`]);
    expect(html).toContain(`<meta property="og:image" content="${TEST_PUBLIC_URL}/images/og/mango.jpg"/>`);
  });

  it("gives every offer of a product page its unit price, shipping and return policy, as Google's merchant listings read them", async () => {
    const product = jsonLd((await request(app).get('/mango').expect(200)).text).find((d) => d['@type'] === 'Product');
    const mango = getProductByKey('mango')!;
    expect(product.offers).toHaveLength(mango.sizes.length);
    mango.sizes.forEach((size, i) => {
      const offer = product.offers[i];
      expect(offer.priceSpecification[1]).toEqual({
        '@type': 'UnitPriceSpecification',
        price: size.cutoffPrice.toFixed(2),
        priceCurrency: 'INR',
        valueAddedTaxIncluded: true,
        referenceQuantity: {
          '@type': 'QuantitativeValue',
          value: size.value,
          unitCode: 'MLT',
          unitText: 'ml',
          valueReference: { '@type': 'QuantitativeValue', value: 100, unitCode: 'MLT', unitText: 'ml' },
        },
      });
      expect(offer.shippingDetails).toEqual({
        '@type': 'OfferShippingDetails',
        shippingRate: { '@type': 'MonetaryAmount', value: toRupees(SHIPPING_FEE), currency: 'INR' },
        shippingDestination: { '@type': 'DefinedRegion', addressCountry: 'IN' },
        deliveryTime: {
          '@type': 'ShippingDeliveryTime',
          handlingTime: { '@type': 'QuantitativeValue', minValue: 0, maxValue: 1, unitCode: 'DAY' },
          transitTime: { '@type': 'QuantitativeValue', minValue: transitSpan().from, maxValue: transitSpan().to, unitCode: 'DAY' },
        },
      });
      expect(offer.hasMerchantReturnPolicy).toEqual({
        '@type': 'MerchantReturnPolicy',
        applicableCountry: 'IN',
        returnPolicyCategory: 'https://schema.org/MerchantReturnNotPermitted',
      });
    });
    // Litre packs are compared per litre.
    const water = jsonLd((await request(app).get('/water-bottle').expect(200)).text).find((d) => d['@type'] === 'Product');
    expect(water.offers[0].priceSpecification[1].referenceQuantity).toMatchObject({ value: 1, unitCode: 'LTR', valueReference: { value: 1, unitCode: 'LTR' } });
  });

  it('adds breadcrumbs to category and static pages', async () => {
    for (const path of ['/soft-drinks', '/privacy-policy']) {
      const crumbs = jsonLd((await request(app).get(path).expect(200)).text).find((d) => d['@type'] === 'BreadcrumbList');
      expect(crumbs.itemListElement.at(-1).item).toBe(`${TEST_PUBLIC_URL}${path}`);
    }
  });

  it('has a social card image for the site and every product', async () => {
    await request(app).get('/images/og/site.jpg').expect(200).expect('content-type', 'image/jpeg');
    await request(app).get('/images/og/cobra.jpg').expect(200);
  });
});

describe('share cards', () => {
  it("describes the card's image on a product page and the home page, in English and in Hindi", async () => {
    const alts: Record<string, string> = {};
    for (const path of ['/mango', '/', '/hi/mango', '/hi']) {
      const html = (await request(app).get(path).expect(200)).text;
      const og = metaContent(html, 'og:image:alt');
      expect(og, `og:image:alt of ${path}`).toBeTruthy();
      expect(og!.trim()).not.toBe('');
      expect(metaContent(html, 'twitter:image:alt'), `twitter:image:alt of ${path}`).toBe(og);
      alts[path] = og!;
    }
    expect(alts['/mango']).toBe('Sun-Kissed Mango Bliss, Bottle');
    expect(alts['/']).toBe('Too More — Natural Fruit Juices');
    // Translated: the Hindi pages' alts are Hindi, not the English ones.
    expect(alts['/hi/mango']).not.toBe(alts['/mango']);
    expect(alts['/hi/mango']).toMatch(/[\u0900-\u097F]/);
    expect(alts['/hi']).not.toBe(alts['/']);
    expect(alts['/hi']).toMatch(/[\u0900-\u097F]/);
    // A page without a subject of its own shares the site card, and says so.
    expect(metaContent((await request(app).get('/privacy-policy').expect(200)).text, 'og:image:alt')).toBe(alts['/']);
  });

  it('names the brand once in the home page title, og:title and twitter:title', async () => {
    for (const path of ['/', '/hi']) {
      const html = (await request(app).get(path).expect(200)).text;
      const title = decodeHtml(/<title>([^<]*)<\/title>/.exec(html)![1]!);
      for (const [what, text] of [
        ['title', title],
        ['og:title', metaContent(html, 'og:title')!],
        ['twitter:title', metaContent(html, 'twitter:title')!],
      ] as const) {
        expect(count(text, SITE_NAME), `${what} of ${path}: ${text}`).toBe(1);
      }
    }
  });
});

describe('hreflang', () => {
  it('lists the 35 languages and x-default on public pages only', async () => {
    const html = (await request(app).get('/juices').expect(200)).text;
    const alternates = [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)];
    expect(alternates).toHaveLength(36);
    expect(alternates.find((a) => a[1] === 'ar')?.[2]).toBe(`${TEST_PUBLIC_URL}/ar/juices`);
    expect(alternates.find((a) => a[1] === 'x-default')?.[2]).toBe(`${TEST_PUBLIC_URL}/juices`);
    const login = (await request(app).get('/login').expect(200)).text;
    expect(login).not.toContain('hrefLang=');
  });
});
