// Delivery by PIN code without JavaScript: the header's "Deliver to" page sets
// the pin cookie and goes back, the product page and checkout promise a date
// for it, and checkout refuses what the courier does not do.
import request from 'supertest';
import { describe, expect, it } from 'vitest';

import { deliveryDate } from '../../shared/delivery';
import { appWithBackend, mainOf, postForm, setCookie, SHOPPER } from '../helpers/backed-app';
import { decodeHtml } from '../helpers/html';

// Plain http, as a cookie jar only sends Secure cookies over https.
const env = appWithBackend({ publicUrl: 'http://127.0.0.1' });
const MANGO = { productId: '2', sizeIndex: '0' };

const headerOf = (html: string) => decodeHtml(/<header class="site-header"[\s\S]*?<\/header>/.exec(html)?.[0] ?? '');

/** "Wednesday, 8 July": the day a PIN is delivered to for an order placed about now (either side of a cut-off passing during the request). */
function promisedDays(pin: string, before: Date): string[] {
  const format = new Intl.DateTimeFormat('en-IN', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'Asia/Kolkata' });
  return [...new Set([before, new Date()].map((now) => format.format(new Date(`${deliveryDate(now, pin)!}T12:00:00+05:30`))))];
}

describe('the delivery PIN code', () => {
  it('is asked for in the header, by a link to its page that comes back to the page it is on', async () => {
    const header = headerOf((await request(env.app).get('/mango').expect(200)).text);
    expect(header).toMatch(/<a href="\/deliver-to\?redirect=%2Fmango"[^>]*>Choose your delivery PIN code<\/a>/);
    const hindi = headerOf((await request(env.app).get('/hi/mango').expect(200)).text);
    expect(hindi).toContain('href="/hi/deliver-to?redirect=%2Fhi%2Fmango"');
    const page = mainOf((await request(env.app).get('/deliver-to?redirect=%2Fmango').expect(200)).text);
    expect(page).toContain('Where should we deliver?');
    expect(page).toMatch(/<input type="hidden" name="redirectTo" value="\/mango"\/>/);
    expect(page).toMatch(/<label for="deliver-to-pin">PIN code/);
  });

  it('is set without JavaScript: 303 back with the cookie, then the header and the product page show it and the delivery date', async () => {
    const agent = request.agent(env.app);
    const before = new Date();
    const set = await postForm(agent, '/deliver-to', { pin: '360 001', redirectTo: '/mango?size=1' }).expect(303);
    expect(set.headers.location).toBe('/mango?size=1');
    expect(setCookie(set, 'pin')).toBe('360001');
    const cookie = (set.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('pin='))!;
    expect(cookie).toMatch(/Max-Age=31536000/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/SameSite=Lax/);

    const res = await agent.get('/mango?size=1').expect(200);
    // One shopper's page: never the render cache's.
    expect(res.headers['x-page-cache']).toBe('shell');
    expect(headerOf(res.text)).toMatch(/<a href="\/deliver-to\?redirect=%2Fmango"[^>]*>Deliver to 360001<\/a>/);
    const main = decodeHtml(mainOf(res.text));
    const said = /Delivery by ([^<]+) to 360001/.exec(main)?.[1];
    expect(promisedDays('360001', before)).toContain(said);
    expect(main).toContain('Cash on delivery available');
    expect(main).toMatch(/href="\/deliver-to\?redirect=%2Fmango%3Fsize%3D1"[^>]*>Change PIN code<\/a>/);

    // The page shows the PIN it keeps, and forgets it on request.
    const page = decodeHtml(mainOf((await agent.get('/deliver-to?redirect=%2Fmango').expect(200)).text));
    expect(page).toContain('Your PIN code: 360001');
    expect(page).toMatch(/name="pin"[^>]*value="360001"/);
    const forgot = await postForm(agent, '/deliver-to', { intent: 'forget', redirectTo: '/mango' }).expect(303);
    expect(forgot.headers.location).toBe('/mango');
    expect(setCookie(forgot, 'pin')).toBe('');
  });

  it('shows everyone else the anonymous page, not the shopper’s PIN', async () => {
    const agent = request.agent(env.app);
    await postForm(agent, '/deliver-to', { pin: '110001', redirectTo: '/lychee' }).expect(303);
    expect(headerOf((await agent.get('/lychee').expect(200)).text)).toContain('Deliver to 110001');
    for (let i = 0; i < 2; i++) {
      const other = await request(env.app).get('/lychee').expect(200);
      expect(headerOf(other.text)).toContain('Choose your delivery PIN code');
      expect(other.text).not.toContain('110001');
    }
  });

  it('refuses a PIN that is not one, in place, with what was typed, and sets nothing', async () => {
    const refused = await postForm(request(env.app), '/deliver-to', { pin: '36037', redirectTo: '/mango' }).expect(400);
    expect(setCookie(refused, 'pin')).toBeUndefined();
    const main = decodeHtml(mainOf(refused.text));
    expect(main).toContain('<p id="deliver-to-pin-error" class="field__error">Enter a six-digit PIN code, such as 360370</p>');
    expect(main).toMatch(/name="pin"[^>]*value="36037"/);
    expect(main).toMatch(/name="redirectTo" value="\/mango"/);
  });

  it('never sends the shopper off the site, and keeps the language prefix', async () => {
    expect((await postForm(request(env.app), '/deliver-to', { pin: '360370', redirectTo: '//evil.example/x' }).expect(303)).headers.location).toBe('/');
    expect((await postForm(request(env.app), '/hi/deliver-to', { pin: '360370' }).expect(303)).headers.location).toBe('/hi');
    const page = mainOf((await request(env.app).get('/deliver-to?redirect=https%3A%2F%2Fevil.example').expect(200)).text);
    expect(page).toMatch(/name="redirectTo" value="\/"/);
  });

  it('says when a PIN is not served, and where cash on delivery is not taken', async () => {
    const agent = request.agent(env.app);
    await postForm(agent, '/deliver-to', { pin: '744301', redirectTo: '/mango' }).expect(303);
    expect(decodeHtml(mainOf((await agent.get('/mango').expect(200)).text))).toContain('We do not deliver to 744301 yet.');
    await postForm(agent, '/deliver-to', { pin: '744101', redirectTo: '/mango' }).expect(303);
    const main = decodeHtml(mainOf((await agent.get('/mango').expect(200)).text));
    expect(main).toMatch(/Delivery by [^<]+ to 744101/);
    expect(main).toContain('Cash on delivery is not available here: pay online');
  });
});

describe('checkout and the delivery PIN code', () => {
  it('starts from the PIN in the cookie and promises its date', async () => {
    const agent = request.agent(env.app);
    const before = new Date();
    await postForm(agent, '/shopping-cart', { intent: 'add', ...MANGO }).expect(303);
    await postForm(agent, '/deliver-to', { pin: '380001', redirectTo: '/checkout' }).expect(303);
    const main = decodeHtml(mainOf((await agent.get('/checkout').expect(200)).text));
    expect(main).toMatch(/name="postalCode"[^>]*value="380001"/);
    expect(promisedDays('380001', before)).toContain(/Delivery by ([^<]+) to 380001/.exec(main)?.[1]);
  });

  it('promises a date for the posted PIN when the form comes back', async () => {
    const agent = request.agent(env.app);
    const before = new Date();
    await postForm(agent, '/shopping-cart', { intent: 'add', ...MANGO }).expect(303);
    const main = decodeHtml(mainOf((await postForm(agent, '/checkout', { ...SHOPPER, postalCode: '110001', phone: '12', idempotencyKey: 'delivery-back-0001' }).expect(400)).text));
    expect(promisedDays('110001', before)).toContain(/Delivery by ([^<]+) to 110001/.exec(main)?.[1]);
  });

  it('refuses a PIN that is not served and an address outside India beside their fields, ordering nothing', async () => {
    const agent = request.agent(env.app);
    await postForm(agent, '/shopping-cart', { intent: 'add', ...MANGO }).expect(303);
    const unserved = await postForm(agent, '/checkout', { ...SHOPPER, postalCode: '744301', idempotencyKey: 'delivery-unserved-0001' }).expect(400);
    expect(mainOf(unserved.text)).toContain('<p id="checkout-postalCode-error" class="field__error">We do not deliver to this PIN code yet</p>');
    expect(setCookie(unserved, 'cart')).toBeUndefined();
    const abroad = await postForm(agent, '/checkout', {
      ...SHOPPER,
      country: 'United States',
      postalCode: '94105',
      phone: '+1 415 555 0100',
      idempotencyKey: 'delivery-abroad-0001',
    }).expect(400);
    expect(mainOf(abroad.text)).toContain('<p id="checkout-country-error" class="field__error">We deliver only within India</p>');
    // India is the one country on offer.
    expect(mainOf(abroad.text).match(/<option value="[^"]+"/g)).toEqual(['<option value="India"']);
  });

  it('offers cash on delivery only where the courier takes it', async () => {
    const agent = request.agent(env.app);
    await postForm(agent, '/shopping-cart', { intent: 'add', ...MANGO }).expect(303);
    const res = await postForm(agent, '/checkout', { ...SHOPPER, postalCode: '744101', paymentMethod: 'cod', idempotencyKey: 'delivery-cod-0001' }).expect(400);
    const main = mainOf(res.text);
    expect(main).toContain('<p id="checkout-paymentMethod-error" class="field__error">Cash on delivery is not available for this PIN code</p>');
    // This shop takes no online payment: for that PIN it has no method at all to offer.
    expect(main).not.toMatch(/<input[^>]*name="paymentMethod"[^>]*value="cod"/);
    expect(main).not.toContain('data-testid="cod-only"');
    // A PIN with cash on delivery is offered it.
    const fine = await postForm(agent, '/checkout', { ...SHOPPER, postalCode: '600001', phone: '12', idempotencyKey: 'delivery-cod-0002' }).expect(400);
    expect(mainOf(fine.text)).toMatch(/<input[^>]*name="paymentMethod"[^>]*value="cod"/);
  });
});
