// The shop's pages are server-rendered: product facts in the raw HTML, the cart
// from its cookie, the checkout redirect, and headings in order.
import type { Express } from 'express';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';

import { createApp } from '../../server/app';
import { JUICES, PRODUCTS, productsIn } from '../../shared/catalogue';
import { testConfig } from '../helpers/config';
import { decodeHtml, mainOf } from '../helpers/html';

let app: Express;
beforeAll(async () => {
  app = await createApp(testConfig());
});

function headingsInOrder(html: string) {
  const levels = [...mainOf(html).matchAll(/<h([1-6])[ >]/g)].map((m) => Number(m[1]));
  expect(levels[0]).toBe(1);
  for (let i = 1; i < levels.length; i++) expect(levels[i]! - levels[i - 1]!).toBeLessThanOrEqual(1);
}

/** The product page's title as text (its unit price sits in a span of the body face). */
const titleOf = (html: string) => /<h1 class="product-page__title">(.*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '');

describe('product pages', () => {
  it('the raw HTML of /mango shows its name, sizes and prices', async () => {
    const html = decodeHtml((await request(app).get('/mango').expect(200)).text);
    const main = mainOf(html);
    expect(titleOf(main)).toBe('Sun-Kissed Mango Bliss : 250ml (₹0.08 / ml)');
    expect(main).toContain('(<span class="product-page__unit-price">₹0.08 / ml</span>)</h1>');
    expect(main).toMatch(/aria-current="true"[^>]*>250ml</);
    expect(main).toMatch(/href="\/mango\?size=1"[^>]*>150ml</);
    expect(main).toContain('<s>₹30.00</s>');
    expect(main).toContain('₹20.00');
    expect(main).toContain('₹10 OFF');
    expect(main).toContain('Inclusive of all taxes');
    expect(main).toContain('Add to Cart');
    // The description is the Description tab's, not repeated above the sizes.
    expect(main.split('Alphonso and Kesar mangoes from Gujarat').length - 1).toBe(1);
    headingsInOrder(html);
  });

  it.each(JUICES.map((p) => [p.link, p.displayName!]))('%s is one component fed by the catalogue', async (path, name) => {
    const html = decodeHtml((await request(app).get(path).expect(200)).text);
    expect(titleOf(mainOf(html))).toBe(`${name} : 250ml (₹0.08 / ml)`);
    expect(html).toMatch(new RegExp(`<title>[^<]*${name.split(' ')[0]}`));
  });

  it.each(PRODUCTS.filter((p) => p.category !== 'subJuice').map((p) => [p.link, p]))('%s has its own page, metadata and Product JSON-LD', async (path, product) => {
    const html = decodeHtml((await request(app).get(path).expect(200)).text);
    expect(mainOf(html)).toContain(`<h1 class="product-page__title">${product.name} : ${product.sizes[0]!.size}`);
    expect(html).toMatch(new RegExp(`<title>${product.name.replace(/[()]/g, '\\$&')} — [^<]+</title>`));
    expect(html).not.toMatch(/meta\.|route\./);
    const ld = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
    const item = ld.find((d) => d['@type'] === 'Product');
    expect(item).toMatchObject({ name: product.name, sku: `TM-${product.id}` });
    expect(item.description.length).toBeGreaterThan(10);
    expect(item.offers).toHaveLength(product.sizes.length);
  });

  it('shows the quantity control for a size already in the cart cookie', async () => {
    const html = (await request(app).get('/mango').set('Cookie', 'cart=2-0:3').expect(200)).text;
    expect(mainOf(html)).toMatch(/<input[^>]*class="quantity__input"[^>]*value="3"/);
    expect(html).toMatch(/class="cart-button__count">3</);
  });

  it('prices the quantity already in the cart: 2 × 250 ml mango read ₹40.00 and ₹20 OFF', async () => {
    const main = mainOf(decodeHtml((await request(app).get('/mango').set('Cookie', 'cart=2-0:2').expect(200)).text));
    expect(main).toContain('<s>₹60.00</s>');
    expect(main).toMatch(/class="price__ours">.*?₹40\.00/);
    expect(main).toContain('<span class="price__off">₹20 OFF</span>');
    expect(main).toContain('You save ₹20');
    // The other size is not in the cart: one unit.
    const other = mainOf(decodeHtml((await request(app).get('/mango?size=1').set('Cookie', 'cart=2-0:2').expect(200)).text));
    expect(other).toContain('<span class="price__off">₹5 OFF</span>');
  });
});

describe('store and categories', () => {
  it('/cart links every card to its product page', async () => {
    const main = mainOf((await request(app).get('/cart').expect(200)).text);
    for (const p of PRODUCTS) expect(main, p.key).toContain(`href="${p.link}"`);
  });

  it('/cart lists every product with a size select', async () => {
    const html = decodeHtml((await request(app).get('/cart').expect(200)).text);
    expect(html).toContain('<h1>Cart Store</h1>');
    expect(mainOf(html).match(/class="product-card"/g)).toHaveLength(PRODUCTS.length);
    expect(mainOf(html).match(/<select/g)).toHaveLength(PRODUCTS.length);
    expect(html).toContain('0 items · ₹0.00');
    headingsInOrder(html);
  });

  it.each([
    ['/soft-drinks', 'subSoftDrink', 'Soft Drinks'],
    ['/energy-drinks', 'subEnergyDrink', 'Energy Drinks'],
    ['/drinking-water', 'subDrinkingWater', 'Drinking Water'],
    ['/tetrapacks', 'subNaatuNaatu', 'Tetrapack Juices'],
  ] as const)('%s lists its products', async (path, key, title) => {
    const html = decodeHtml((await request(app).get(path).expect(200)).text);
    expect(html).toContain(`<h1>${title}</h1>`);
    const cards = mainOf(html).match(/class="product-card"/g) ?? [];
    expect(cards).toHaveLength(productsIn(key).length);
    for (const p of productsIn(key)) expect(html).toContain(p.name);
    headingsInOrder(html);
  });
});

describe('cart page', () => {
  it('says the cart is empty and disables checkout without lines', async () => {
    for (const path of ['/shopping-cart', '/Shopping-cart']) {
      const html = decodeHtml((await request(app).get(path).expect(200)).text);
      expect(html).toContain('Your cart is empty');
      expect(html).toMatch(/<button[^>]*class="button cart-page__proceed"[^>]*disabled=""/);
    }
  });

  it('renders the lines and totals of the cart cookie', async () => {
    // 3 × mango 250ml (₹20) + 2 × Cobra 500ml (₹130) = ₹320, shipping ₹50.
    const html = decodeHtml((await request(app).get('/shopping-cart').set('Cookie', 'cart=2-0:3.24-1:2').expect(200)).text);
    expect(html).toContain('Sun-Kissed Mango Bliss');
    expect(html).toContain('Cobra');
    expect(html).toMatch(/data-testid="summary-subtotal">₹320.00</);
    expect(html).toMatch(/data-testid="summary-shipping">₹50.00</);
    expect(html).toMatch(/data-testid="summary-tax">₹0.00</);
    expect(html).toMatch(/data-testid="summary-total">₹370.00</);
    expect(html).toMatch(/data-testid="summary-savings">₹70.00</);
    expect(html).toContain('Tax (18%)');
    headingsInOrder(html);
  });

  it('ignores a malformed or hostile cart cookie', async () => {
    const html = decodeHtml((await request(app).get('/shopping-cart').set('Cookie', 'cart=%3Cscript%3Ealert(1)%3C%2Fscript%3E').expect(200)).text);
    expect(html).toContain('Your cart is empty');
    expect(html).not.toContain('<script>alert(1)');
  });
});

describe('checkout', () => {
  it('redirects to the cart page when the cart is empty', async () => {
    const res = await request(app).get('/checkout').expect(302);
    expect(res.headers.location).toBe('/shopping-cart');
  });

  it('renders the form with its required fields when the cart has lines', async () => {
    const res = await request(app).get('/checkout').set('Cookie', 'cart=2-0:1').expect(200);
    const html = decodeHtml(res.text);
    expect(res.headers['x-robots-tag'] ?? html).toMatch(/noindex/);
    for (const name of ['firstName', 'lastName', 'email', 'phone', 'address', 'city', 'state', 'postalCode']) {
      const input = html.match(new RegExp(`<(input|textarea)[^>]*name="${name}"[^>]*>`))?.[0];
      expect(input, name).toContain('required=""');
    }
    expect(html).toMatch(/<option value="India" selected="">India<\/option>/);
    expect(html.match(/<input[^>]*value="cod"[^>]*>/)?.[0]).toContain('checked=""');
    expect(html).toContain('Place Order');
    expect(html).toMatch(/aria-current="step"[^>]*>.*Checkout/);
  });

  it('keeps the confirmation page out of caches and indexes', async () => {
    const res = await request(app).get('/confirmation?order=TM-20261124-0000ABCD').expect(200);
    expect(res.text).toMatch(/noindex/);
  });
});
