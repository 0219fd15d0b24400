// Stock on the pages that sell, server-rendered: a size out of stock or out of
// season on the product page (its button disabled with the reason, the
// JSON-LD's availability), on cards and in search; the render cache showing a
// change on the next request; "tell me when it is back" without JavaScript;
// the cart and checkout refusing a line that cannot be ordered, keeping the
// rest of the cart.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type Operator, operatorOn } from '../../backend/cli/operator';
import { backendConfig } from '../../backend/config';
import { openStore } from '../../backend/store/open';
import { setStock } from '../../backend/store/stock/set-stock';
import { createApp } from '../../server/app';
import { silent } from '../backend/helpers';
import { appWithBackend, mainOf, postForm, setCookie, SHOPPER } from '../helpers/backed-app';
import { testConfig } from '../helpers/config';
import { decodeHtml } from '../helpers/html';

const env = appWithBackend({ publicUrl: 'http://127.0.0.1' });
let ops: Operator;
beforeAll(() => {
  const config = backendConfig({ dataDir: env.dataDir, publicUrl: 'http://127.0.0.1' });
  ops = operatorOn(config, openStore(config), silent);
});
afterAll(() => ops.db.close());

const MANGO = 2;
const LYCHEE = 4;

interface Offer {
  name: string;
  availability: string;
  availabilityStarts?: string;
}
const offersOf = (html: string): Offer[] => {
  const product = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)]
    .map((m) => JSON.parse(m[1] ?? '{}') as { '@type'?: string; offers?: Offer[] })
    .find((j) => j['@type'] === 'Product');
  return product?.offers ?? [];
};

/** A season that is closed today: next month only. */
function closedSeason(): { from: string; to: string } {
  const now = new Date();
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  const month = String(next.getUTCMonth() + 1).padStart(2, '0');
  return { from: `${month}-01`, to: `${month}-28` };
}

describe('the product page', () => {
  it('disables a size out of stock with the reason, picks a size that sells, and tells the JSON-LD', async () => {
    await setStock(ops, MANGO, 0, { inStock: false });
    const html = decodeHtml((await request(env.app).get('/mango').expect(200)).text);
    const main = mainOf(html);
    expect(main).toMatch(/<span class="sizes__button sizes__button--unavailable" aria-disabled="true">250ml<span class="sizes__note">Out of stock<\/span><\/span>/);
    // Without ?size, the size that can be bought is the one shown, with its cart control.
    expect(main).toMatch(/<a[^>]*class="sizes__button"[^>]*aria-current="true"[^>]*>150ml/);
    expect(main).toContain('class="add-to-cart-form"');
    expect(offersOf(html).map((o) => [o.name, o.availability])).toEqual([
      ['250ml', 'https://schema.org/OutOfStock'],
      ['150ml', 'https://schema.org/InStock'],
    ]);
    // Asked for by its address, the size says why it cannot be bought, with no cart control, and offers the form.
    const chosen = mainOf(decodeHtml((await request(env.app).get('/mango?size=0').expect(200)).text));
    expect(chosen).toContain('250ml cannot be ordered now: Out of stock');
    expect(chosen).not.toContain('class="add-to-cart-form"');
    expect(chosen).toContain('Tell me when it is back');
    await setStock(ops, MANGO, 0, { inStock: true });
  });

  it('says when a product out of season returns, and its JSON-LD from when it is available', async () => {
    const season = closedSeason();
    await setStock(ops, LYCHEE, 0, { season });
    await setStock(ops, LYCHEE, 1, { season });
    const html = decodeHtml((await request(env.app).get('/lychee').expect(200)).text);
    expect(mainOf(html)).toMatch(/Back in season on \d{1,2} [A-Z][a-z]+ \d{4}/);
    const offers = offersOf(html);
    expect(offers.every((o) => o.availability === 'https://schema.org/OutOfStock')).toBe(true);
    expect(offers[0]?.availabilityStarts).toMatch(new RegExp(`^\\d{4}-${season.from}T00:00:00\\+05:30$`));
    await setStock(ops, LYCHEE, 0, { season: null });
    await setStock(ops, LYCHEE, 1, { season: null });
  });

  it('says how few are left, as LimitedAvailability', async () => {
    await setStock(ops, MANGO, 1, { count: 3 });
    const html = decodeHtml((await request(env.app).get('/mango?size=1').expect(200)).text);
    expect(mainOf(html)).toContain('Left in stock: 3');
    expect(offersOf(html)[1]?.availability).toBe('https://schema.org/LimitedAvailability');
    await setStock(ops, MANGO, 1, { count: null });
  });

  it('shows a change on the next request, though the page was kept by the render cache', async () => {
    const first = await request(env.app).get('/grapes').expect(200);
    expect((await request(env.app).get('/grapes').expect(200)).headers['x-page-cache']).toBe('hit');
    expect(first.text).not.toContain('sizes__button--unavailable');
    await setStock(ops, 3, 1, { inStock: false });
    const after = await request(env.app).get('/grapes').expect(200);
    expect(after.headers['x-page-cache']).toBe('miss');
    expect(after.text).toContain('sizes__button--unavailable');
    await setStock(ops, 3, 1, { inStock: true });
  });
});

describe('GET /api/stock from the BFF', () => {
  it('answers what the pages show, from its kept copy; with no API host, an empty list', async () => {
    await setStock(ops, MANGO, 1, { inStock: false });
    const body = (await request(env.app).get('/api/stock').expect(200)).body as { stock: unknown[] };
    expect(body.stock).toContainEqual({ productId: MANGO, sizeIndex: 1, inStock: false, count: null, seasonFrom: null, seasonTo: null });
    await setStock(ops, MANGO, 1, { inStock: true });
    const alone = await createApp(testConfig());
    expect((await request(alone).get('/api/stock').expect(200)).body).toEqual({ success: true, stock: [] });
  });
});

describe('cards and search', () => {
  it('marks a size out of stock in a category card and in search results', async () => {
    await setStock(ops, 16, 0, { inStock: false });
    const cola = (await import('../../shared/catalogue')).getProduct(16)!;
    const category = mainOf(
      decodeHtml(
        (
          await request(env.app)
            .get(`/${cola.category === 'subSoftDrink' ? 'soft-drinks' : 'energy-drinks'}`)
            .expect(200)
        ).text,
      ),
    );
    expect(category).toMatch(new RegExp(`<option value="0" disabled="">${cola.sizes[0]!.size}[^<]*· Out of stock</option>`));
    const search = mainOf(
      decodeHtml(
        (
          await request(env.app)
            .get(`/search?q=${encodeURIComponent(cola.name)}&tab=drinks`)
            .expect(200)
        ).text,
      ),
    );
    expect(search).toContain(`${cola.sizes[0]!.size}: Out of stock`);
    await setStock(ops, 16, 0, { inStock: true });
  });
});

describe('tell me when it is back, without JavaScript', () => {
  it('posts, redirects to the page that says so, and keeps the request', async () => {
    await setStock(ops, MANGO, 1, { inStock: false });
    const posted = await postForm(request(env.app), '/hi/mango', { intent: 'back-in-stock', sizeIndex: '1', email: 'ravi@example.in' }).expect(303);
    expect(posted.headers.location).toBe('/hi/mango?size=1&notified=1');
    const rows = await ops.db.all<{ email: string; language: string }>('SELECT email, language FROM stock_alerts');
    expect(rows).toEqual([{ email: 'ravi@example.in', language: 'hi' }]);
    expect(mainOf((await request(env.app).get('/mango?size=1&notified=1').expect(200)).text)).toContain('We will email you once when it is back.');
    // A bad address is answered beside its field, with what was typed.
    const refused = mainOf((await postForm(request(env.app), '/mango', { intent: 'back-in-stock', sizeIndex: '1', email: '<script>x' }).expect(400)).text);
    expect(refused).toContain('Enter a valid email address');
    expect(refused).toContain('value="&lt;script&gt;x"');
    await setStock(ops, MANGO, 1, { inStock: true });
  });
});

describe('the cart and checkout', () => {
  it('say which line cannot be ordered, refuse the order and keep the whole cart', async () => {
    await setStock(ops, MANGO, 0, { count: 2 });
    await setStock(ops, MANGO, 1, { inStock: false });
    const agent = request.agent(env.app);
    const cart = '1-0:2.2-0:3.2-1:1';
    const page = mainOf(decodeHtml((await agent.get('/shopping-cart').set('Cookie', `cart=${cart}`).expect(200)).text));
    expect(page).toContain('Only 2 left. Lower the quantity to check out.');
    expect(page).toContain('No longer available. Remove it to check out.');
    expect(page).toContain('Some items cannot be ordered as they are.');

    const checkout = mainOf(decodeHtml((await agent.get('/checkout').set('Cookie', `cart=${cart}`).expect(200)).text));
    expect(checkout).toContain('Only 2 left. Lower the quantity to check out.');
    const refused = await postForm(agent, '/checkout', { ...SHOPPER, idempotencyKey: 'checkout-stock-0001' })
      .set('Cookie', `cart=${cart}`)
      .expect(409);
    const main = mainOf(decodeHtml(refused.text));
    expect(main).toContain('Some items in your cart are no longer available.');
    expect(main).toContain('No longer available. Remove it to check out.');
    expect(main).toMatch(/name="firstName"[^>]*value="Asha"/);
    expect(setCookie(refused, 'cart')).toBeUndefined();
    expect(Number((await ops.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM orders'))?.n)).toBe(0);
    await setStock(ops, MANGO, 0, { count: null });
    await setStock(ops, MANGO, 1, { inStock: true });
  });
});
