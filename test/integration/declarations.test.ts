// What the law asks a food seller to show, in the server-rendered HTML: every
// product's declarations (English and Hindi) and its Product JSON-LD, the
// seller information page and its Organization, and the policy pages with the
// figures of the modules that price the cart. The operator's COMPANY_* values
// are set to something other than the samples, so a typed fact would fail.
import { readFileSync } from 'node:fs';
import path from 'node:path';

import type { Express } from 'express';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';

import { createApp } from '../../server/app';
import { CARD_BRAND_NAMES } from '../../shared/card';
import { PRODUCTS, unitPrice } from '../../shared/catalogue';
import { PAYMENT_METHODS } from '../../shared/checkout-form';
import { readCompanyFacts, SAMPLE_COMPANY } from '../../shared/company';
import { countryName, netQuantity, netQuantityText, postalAddress, shelfLifeText } from '../../shared/declarations';
import { deliverySpan } from '../../shared/delivery';
import { formatINR, formatINRShort, toPaise } from '../../shared/money';
import { COUPON_CODE, COUPON_PERCENT, FREE_SHIPPING_FROM, SHIPPING_FEE } from '../../shared/pricing';
import { FOOTER_LINKS } from '../../shared/routes';
import { appWithBackend, postForm, SHOPPER } from '../helpers/backed-app';
import { testConfig } from '../helpers/config';
import { decodeHtml, mainOf } from '../helpers/html';

const problems: string[] = [];
const company = readCompanyFacts(
  {
    COMPANY_LEGAL_NAME: 'Jetpur Juice Works Pvt. Ltd.',
    COMPANY_STREET: '7 Station Road',
    COMPANY_CITY: 'Rajkot',
    COMPANY_POSTAL_CODE: '360001',
    COMPANY_EMAIL: 'help@juiceworks.in',
    COMPANY_PHONE: '+91 98765 43210',
    COMPANY_FSSAI_LICENCE: '10020042007183',
    COMPANY_GSTIN: '24ABCDE1234F1Z5',
    COMPANY_GRIEVANCE_OFFICER_NAME: 'Ravi Kumar',
    COMPANY_GRIEVANCE_OFFICER_DESIGNATION: 'Head of Customer Care',
    COMPANY_GRIEVANCE_OFFICER_EMAIL: 'grievances@juiceworks.in',
    COMPANY_GRIEVANCE_OFFICER_PHONE: '+91 98765 00001',
  },
  problems,
);

let app: Express;
// Plain http, so the agent keeps the cart cookie (an https PUBLIC_URL makes it Secure).
const shop = appWithBackend({ company, publicUrl: 'http://127.0.0.1' });
beforeAll(async () => {
  expect(problems).toEqual([]);
  app = await createApp(testConfig({ company }));
});

type Dict = { [key: string]: string | Dict };
const dictionaries = new Map<string, Dict>();
/** A string of a language's dictionary with its {{placeholders}} filled, as i18next does. */
function tr(lng: string, key: string, values: Record<string, string> = {}): string {
  if (!dictionaries.has(lng)) dictionaries.set(lng, JSON.parse(readFileSync(path.resolve('locales', lng, 'translation.json'), 'utf8')) as Dict);
  const found = key.split('.').reduce<string | Dict | undefined>((d, part) => (typeof d === 'object' ? d[part] : undefined), dictionaries.get(lng));
  if (typeof found !== 'string') throw new Error(`${lng}: no string ${key}`);
  return found.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => values[name] ?? '');
}

type Node = Record<string, unknown>;
const jsonLd = (html: string): Node[] => [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
const page = async (url: string) => decodeHtml((await request(app).get(url).expect(200)).text);

describe('product declarations', () => {
  const cases = PRODUCTS.flatMap((p) => ['en', 'hi'].map((lng) => [p.key, lng, p] as const));

  it.each(cases)('%s (%s) shows every declaration and carries them in its JSON-LD', async (_key, lng, product) => {
    const html = await page(lng === 'en' ? product.link : `/${lng}${product.link}`);
    const main = mainOf(html);
    const section = main.slice(main.indexOf('class="declarations"'));
    expect(section.length).toBeGreaterThan(0);
    const size = product.sizes[0]!;
    const unit = unitPrice(size);
    const expected = [
      tr(lng, `declarations.generic.${product.genericName}`),
      netQuantityText(size, lng),
      tr(lng, 'declarations.mrpValue', { price: formatINR(toPaise(size.originalPrice), lng) }),
      tr(lng, 'product.unitPrice', { price: formatINRShort(toPaise(unit.amount), lng), unit: unit.unit }),
      `${company.legalName}, ${postalAddress(company)}`,
      countryName(product.countryOfOrigin, lng),
      `href="mailto:${company.email}"`,
      company.phone,
      tr(lng, 'declarations.shelfLifeValue', { duration: shelfLifeText(product.shelfLifeDays, lng) }),
      `<bdi>${company.fssaiLicence}</bdi>`,
      'aria-label="FSSAI"',
    ];
    for (const text of expected) expect(section, text).toContain(text);
    expect(section).toContain(company.postalCode);
    expect(main).not.toContain(SAMPLE_COMPANY.email);
    if (product.vegetarianSymbol) expect(main).toContain(`<span class="veg-mark__symbol" aria-hidden="true"></span>${tr(lng, 'product.vegetarian')}`);
    else expect(main).not.toContain('veg-mark');

    const ld = jsonLd(html).find((d) => d['@type'] === 'Product') as Node & { additionalProperty: Node[]; offers: { priceSpecification: Node[] }[] };
    const quantity = netQuantity(size);
    expect(ld).toMatchObject({
      brand: { name: 'Too More' },
      size: { '@type': 'QuantitativeValue', value: quantity.amount, unitText: quantity.unit },
      countryOfOrigin: { '@type': 'Country', identifier: product.countryOfOrigin, name: countryName(product.countryOfOrigin, 'en') },
      manufacturer: {
        '@type': 'Organization',
        legalName: company.legalName,
        email: company.email,
        telephone: company.phone,
        address: { '@type': 'PostalAddress', streetAddress: company.street, addressLocality: company.city, postalCode: company.postalCode, addressCountry: 'IN' },
      },
    });
    const property = (id: string) => ld.additionalProperty.find((p) => p.propertyID === id);
    expect(property('genericName')?.value).toBe(tr(lng, `declarations.generic.${product.genericName}`));
    expect(property('shelfLife')).toMatchObject({ value: product.shelfLifeDays, unitCode: 'DAY' });
    expect(property('FSSAI')?.value).toBe(company.fssaiLicence);
    expect(property('vegetarian')?.value).toBe(product.vegetarianSymbol);
    expect(ld.offers).toHaveLength(product.sizes.length);
    product.sizes.forEach((s, i) => {
      const [list, perUnit] = ld.offers[i]!.priceSpecification;
      expect(list).toMatchObject({ priceType: 'https://schema.org/ListPrice', price: s.originalPrice.toFixed(2), valueAddedTaxIncluded: true });
      // The unit price as Google reads it: the pack's price for the pack's measure, compared per 100 ml or per litre.
      const measure = netQuantity(s);
      expect(perUnit).toMatchObject({
        price: s.cutoffPrice.toFixed(2),
        referenceQuantity: { value: measure.amount, unitText: measure.unit, valueReference: { value: measure.unit === 'ml' ? 100 : 1, unitText: measure.unit } },
      });
    });
  });

  it('declares the size the shopper chose (?size=)', async () => {
    const bottle = PRODUCTS.find((p) => p.key === 'water-bottle')!;
    const html = await page(`${bottle.link}?size=2`);
    const section = mainOf(html).slice(mainOf(html).indexOf('class="declarations"'));
    expect(section).toContain('500 ml');
    expect(section).toContain(`${formatINR(toPaise(bottle.sizes[2]!.originalPrice))} (inclusive of all taxes)`);
    expect(jsonLd(html).find((d) => d['@type'] === 'Product')?.size).toMatchObject({ value: 500, unitCode: 'MLT' });
  });

  it('says the English declarations in English words', async () => {
    const section = mainOf(await page('/mango')).split('class="declarations"')[1]!;
    for (const text of ['Fruit drink', '250 ml', 'India', '180 days from manufacture, unopened. Best before: see pack.', 'Rajkot, Gujarat 360001, India'])
      expect(section).toContain(text);
  });
});

describe('seller information', () => {
  it.each(['en', 'hi'])('shows every company fact (%s) and the Organization says the same', async (lng) => {
    const html = await page(lng === 'en' ? '/seller-information' : `/${lng}/seller-information`);
    const main = mainOf(html);
    for (const text of [
      company.legalName,
      postalAddress(company),
      `href="mailto:${company.email}"`,
      'href="tel:+919876543210"',
      company.gstin,
      company.fssaiLicence,
      `${company.grievanceOfficerName}, ${company.grievanceOfficerDesignation}`,
      `href="mailto:${company.grievanceOfficerEmail}"`,
      'href="tel:+919876500001"',
      tr(lng, 'seller.grievanceOfficer'),
    ]) {
      expect(main, text).toContain(text);
    }
    for (const sample of [SAMPLE_COMPANY.legalName, SAMPLE_COMPANY.gstin, SAMPLE_COMPANY.grievanceOfficerName]) expect(html).not.toContain(sample);
    const org = jsonLd(html).find((d) => d['@type'] === 'Organization')!;
    expect(org).toMatchObject({
      legalName: company.legalName,
      taxID: company.gstin,
      identifier: { propertyID: 'FSSAI', value: company.fssaiLicence },
      address: { streetAddress: company.street, addressLocality: company.city, addressRegion: company.region, postalCode: company.postalCode, addressCountry: 'IN' },
    });
    expect(org.contactPoint).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ contactType: 'customer care', email: company.email, telephone: company.phone }),
        expect.objectContaining({
          contactType: 'grievance officer',
          name: company.grievanceOfficerName,
          description: company.grievanceOfficerDesignation,
          email: company.grievanceOfficerEmail,
          telephone: company.grievanceOfficerPhone,
        }),
      ]),
    );
  });

  it('and the policies and the complaint form are linked from every page footer, labelled in the page’s language', async () => {
    const html = await page('/');
    const footer = html.slice(html.indexOf('<footer'));
    for (const id of ['seller-information', 'grievances', 'shipping-policy', 'returns-and-refunds', 'payment-methods']) {
      expect(FOOTER_LINKS).toContain(id);
      expect(footer).toContain(`href="/${id}"`);
    }
    const link = (html: string, href: string) => new RegExp(`href="${href}"[^>]*>([^<]*)</a>`).exec(decodeHtml(html.slice(html.indexOf('<footer'))))?.[1];
    expect(link(html, '/grievances')).toBe(tr('en', 'grievances.title'));
    expect(link(await page('/hi'), '/hi/grievances')).toBe(tr('hi', 'grievances.title'));
  });
});

describe('policies', () => {
  it('shipping states the fee, the free-shipping threshold and the delivery time of the code', async () => {
    for (const lng of ['en', 'hi']) {
      const main = mainOf(await page(lng === 'en' ? '/shipping-policy' : `/${lng}/shipping-policy`));
      expect(main).toContain(formatINRShort(SHIPPING_FEE, lng));
      expect(main).toContain(formatINRShort(FREE_SHIPPING_FROM, lng));
      expect(main).toContain(`${deliverySpan().from}-${deliverySpan().to}`);
      expect(main).toContain('href="/seller-information"');
    }
  });

  it('payment methods lists every method the checkout accepts, the card networks and the coupon', async () => {
    const main = mainOf(await page('/payment-methods'));
    for (const method of PAYMENT_METHODS) expect(main).toContain(tr('en', `checkout.methods.${method}`));
    for (const name of Object.values(CARD_BRAND_NAMES)) expect(main).toContain(name);
    for (const way of ['Razorpay', 'UPI', 'netbanking', 'wallets', 'never on this site']) expect(main).toContain(way);
    expect(main).toContain(COUPON_CODE);
    expect(main).toContain(`${COUPON_PERCENT}%`);
  });

  it('returns and refunds says when an order is cancelled free and where to complain', async () => {
    const main = mainOf(await page('/returns-and-refunds'));
    expect(main).toContain('has not shipped, free of charge');
    expect(main).toContain('If you paid online, cancelling starts the refund at once');
    expect(main).toContain('href="/grievances"');
    expect(main).toContain('href="/seller-information"');
  });

  it('are in every language, with the figures of the code formatted for it and no English-only note', async () => {
    for (const lng of ['de', 'ar', 'ja', 'bn']) {
      const main = mainOf(await page(`/${lng}/shipping-policy`));
      expect(main, lng).not.toContain(tr(lng, 'brand.englishOnly'));
      expect(main, lng).toContain(formatINRShort(SHIPPING_FEE, lng));
      expect(main, lng).toContain(formatINRShort(FREE_SHIPPING_FROM, lng));
      expect(main, lng).not.toContain('{{');
    }
  });

  it('the confirmation promises the day the order reaches its PIN code', async () => {
    const agent = request.agent(shop.app);
    await postForm(agent, '/shopping-cart', { intent: 'add', productId: '2', sizeIndex: '0' }).expect(303);
    const placed = await postForm(agent, '/checkout', { ...SHOPPER, idempotencyKey: 'declarations-0001' }).expect(303);
    const confirmation = mainOf(decodeHtml((await agent.get(placed.headers.location as string).expect(200)).text));
    expect(confirmation).toMatch(new RegExp(`Delivery by [A-Z][a-z]+day, \\d{1,2} [A-Z][a-z]+ to ${SHOPPER.postalCode}`));
  });
});
