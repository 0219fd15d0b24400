// Every form of the shop posted the way a browser without JavaScript posts it
// (application/x-www-form-urlencoded): the status, where it redirects, the
// cookies it sets, and the page that follows.
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';

import { latestMailTo, readLatestCode } from '../../backend/mail/outbox';
import { createApp } from '../../server/app';
import { appWithBackend, form, mainOf, postForm, setCookie, SHOPPER } from '../helpers/backed-app';
import { testConfig } from '../helpers/config';
import { codeMailedBy } from '../helpers/mailed';
import { binary, pdfText } from '../helpers/pdf';
import { signUpWithCode } from '../helpers/sign-up';
import { otherCode, tampered } from '../helpers/tamper';

// Plain http, as a cookie jar only sends Secure cookies over https.
const env = appWithBackend({ publicUrl: 'http://127.0.0.1' });
const MANGO = { productId: '2', sizeIndex: '0' };

describe('the cart', () => {
  it('adds, steps, sets and removes lines, redirecting back with the cart cookie', async () => {
    const agent = request.agent(env.app);
    const add = await postForm(agent, '/shopping-cart', { intent: 'set', quantity: '1', rule: 'product', ...MANGO, redirectTo: '/mango' }).expect(303);
    expect(add.headers.location).toBe('/mango');
    expect(setCookie(add, 'cart')).toBe('2-0:1');
    const page = mainOf((await agent.get('/mango').expect(200)).text);
    expect(page).toMatch(/class="quantity__input"[^>]*value="1"/);

    expect(setCookie(await postForm(agent, '/shopping-cart', { intent: 'increment', ...MANGO, redirectTo: '/mango' }).expect(303), 'cart')).toBe('2-0:2');
    expect(setCookie(await postForm(agent, '/shopping-cart', { intent: 'set', quantity: '7', ...MANGO }).expect(303), 'cart')).toBe('2-0:7');
    // An invalid entry on the cart page keeps the line as it is.
    expect(setCookie(await postForm(agent, '/shopping-cart', { intent: 'set', quantity: 'many', ...MANGO }).expect(303), 'cart')).toBe('2-0:7');
    const removed = await postForm(agent, '/shopping-cart', { intent: 'remove', ...MANGO }).expect(303);
    expect(removed.headers.location).toBe('/shopping-cart');
    expect(setCookie(removed, 'cart')).toBe('');
  });

  it('takes 249 as typed, and refuses a quantity above the per-line limit with a message naming it', async () => {
    const agent = request.agent(env.app);
    expect(setCookie(await postForm(agent, '/shopping-cart', { intent: 'set', quantity: '249', rule: 'product', ...MANGO, redirectTo: '/mango' }).expect(303), 'cart')).toBe(
      '2-0:249',
    );
    const refused = await postForm(agent, '/shopping-cart', { intent: 'set', quantity: '601', rule: 'product', ...MANGO, redirectTo: '/mango' }).expect(303);
    expect(setCookie(refused, 'cart')).toBeUndefined();
    const page = (await agent.get('/mango').expect(200)).text;
    expect(page).toContain('You can order up to 600 of one item at a time.');
    expect(mainOf(page)).toMatch(/class="quantity__input"[^>]*value="249"/);
  });

  it('never redirects off the site and refuses a malformed form', async () => {
    const res = await postForm(request(env.app), '/shopping-cart', { intent: 'add', ...MANGO, redirectTo: '//evil.example/x' }).expect(303);
    expect(res.headers.location).toBe('/shopping-cart');
    await postForm(request(env.app), '/shopping-cart', { intent: 'add', productId: 'x', sizeIndex: '0' }).expect(400);
  });

  it('keeps the language prefix on the way back', async () => {
    const res = await postForm(request(env.app), '/hi/shopping-cart', { intent: 'add', ...MANGO }).expect(303);
    expect(res.headers.location).toBe('/hi/shopping-cart');
  });

  it('refuses a wrong coupon in place, keeping what was typed, and keeps a right one in a cookie', async () => {
    const agent = request.agent(env.app);
    await postForm(agent, '/shopping-cart', { intent: 'add', ...MANGO }).expect(303);
    const wrong = await postForm(agent, '/hi/shopping-cart', { intent: 'coupon', code: 'toomoreoffer' }).expect(400);
    expect(mainOf(wrong.text)).toContain('अमान्य कूपन कोड');
    expect(mainOf(wrong.text)).toMatch(/name="code"[^>]*value="toomoreoffer"/);
    const right = await postForm(agent, '/shopping-cart', { intent: 'coupon', code: 'TOOMOREOFFER' }).expect(303);
    expect(setCookie(right, 'coupon')).toBe('TOOMOREOFFER');
    expect(setCookie(right, 'flash')).toBe('couponApplied');
    const after = await agent.get('/shopping-cart').expect(200);
    expect(mainOf(after.text)).toContain('Coupon applied successfully! 30% discount added.');
    expect(mainOf(after.text)).toMatch(/data-testid="summary-discount">−(<!-- -->)?₹6\.00</);
    // The message is shown once: the page that shows it clears it.
    expect(setCookie(after, 'flash')).toBe('');
    // The coupon reaches the server-rendered checkout.
    expect(mainOf((await agent.get('/checkout').expect(200)).text)).toMatch(/data-testid="summary-discount">−(<!-- -->)?₹6\.00</);
  });
});

describe('checkout', () => {
  it('answers an invalid form with 400, its errors beside the fields and the typed values', async () => {
    const agent = request.agent(env.app);
    await postForm(agent, '/shopping-cart', { intent: 'add', ...MANGO }).expect(303);
    const res = await postForm(agent, '/checkout', {
      ...SHOPPER,
      phone: '12',
      cardNumber: '4111 1111 1111 1111',
      upiId: 'asha@okbank',
      idempotencyKey: 'checkout-bad-0001',
    }).expect(400);
    const main = mainOf(res.text);
    expect(main).toContain('Enter a valid phone number');
    expect(main).toMatch(/name="firstName"[^>]*value="Asha"/);
    expect(main).toMatch(/name="phone"[^>]*value="12"/);
    // Card or UPI details posted by anyone are never kept or shown back.
    expect(main).not.toContain('4111');
    expect(main).not.toContain('asha@okbank');
    expect(main).toMatch(/name="idempotencyKey" value="checkout-bad-0001"/);
  });

  it('takes a business buyer’s GSTIN without JavaScript: a mistyped one is refused beside its field, a good one reaches the tax invoice', async () => {
    const agent = request.agent(env.app);
    await postForm(agent, '/hi/shopping-cart', { intent: 'add', ...MANGO }).expect(303);
    const business = { ...SHOPPER, businessName: 'Patel Traders LLP', gstin: '27AAPFU0939F1ZW' };
    const refused = mainOf((await postForm(agent, '/hi/checkout', { ...business, idempotencyKey: 'checkout-gstin-0001' }).expect(400)).text);
    // In the page's language, beside the field, with the business section open and both values kept.
    expect(refused).toContain('<p id="checkout-gstin-error" class="field__error">इस GSTIN का अंतिम अक्षर');
    expect(refused).toMatch(/<details class="checkout-business" open="">/);
    expect(refused).toMatch(/name="gstin"[^>]*value="27AAPFU0939F1ZW"/);
    expect(refused).toMatch(/name="businessName"[^>]*value="Patel Traders LLP"/);
    const placed = await postForm(agent, '/hi/checkout', { ...business, gstin: '27aapfu0939f1zv', idempotencyKey: 'checkout-gstin-0002' }).expect(303);
    const confirmation = new URL(placed.headers.location as string, 'http://x');
    const invoice = await agent
      .get(`/api/orders/${confirmation.searchParams.get('order')!}/invoice?key=${encodeURIComponent(confirmation.searchParams.get('key')!)}`)
      .buffer(true)
      .parse(binary)
      .expect(200);
    const text = await pdfText(invoice.body as Buffer);
    expect(text).toContain('|Patel Traders LLP|GSTIN: 27AAPFU0939F1ZV|');
    expect(text).toContain('|Place of supply|Maharashtra (27)|');
  });

  it('answers an online payment when the shop takes none with 400, saying so by the payment method and keeping the delivery', async () => {
    const agent = request.agent(env.app);
    await postForm(agent, '/shopping-cart', { intent: 'add', ...MANGO }).expect(303);
    const res = await postForm(agent, '/checkout', { ...SHOPPER, city: 'Jetpur', paymentMethod: 'online', idempotencyKey: 'checkout-online-0001' }).expect(400);
    const main = mainOf(res.text);
    expect(main).toContain('<p id="checkout-paymentMethod-error" class="field__error">Online payment is not available at the moment. Choose cash on delivery.</p>');
    // With no gateway the checkout offers cash on delivery only, and says so.
    expect(main).toContain('Online payment is not available at the moment: this shop takes cash on delivery.');
    expect(main).not.toMatch(/<input[^>]*name="paymentMethod"[^>]*value="online"/);
    for (const [name, value] of Object.entries({ firstName: 'Asha', lastName: 'Patel', email: 'asha@example.in', phone: '9876543210', city: 'Jetpur' })) {
      expect(main).toMatch(new RegExp(`name="${name}"[^>]*value="${value}"`));
    }
    expect(main).toMatch(/<textarea[^>]*name="address"[^>]*>12 MG Road<\/textarea>/);
    // Nothing was ordered: the cart is still there.
    expect(setCookie(res, 'cart')).toBeUndefined();
  });

  it('places the order, empties the cart and shows the confirmation', async () => {
    const agent = request.agent(env.app);
    await postForm(agent, '/shopping-cart', { intent: 'add', ...MANGO }).expect(303);
    await postForm(agent, '/shopping-cart', { intent: 'coupon', code: 'TOOMOREOFFER' }).expect(303);
    const res = await postForm(agent, '/checkout', { ...SHOPPER, idempotencyKey: 'checkout-good-0001' }).expect(303);
    expect(res.headers.location).toMatch(/^\/confirmation\?order=TM-\d{8}-[0-9A-F]{8}&key=[\w.-]+$/);
    expect(setCookie(res, 'cart')).toBe('');
    expect(setCookie(res, 'coupon')).toBe('');
    const location = res.headers.location as string;
    const orderId = new URL(location, 'http://x').searchParams.get('order')!;
    const key = new URL(location, 'http://x').searchParams.get('key')!;
    // The guest's confirmation: the number, where it was mailed, what was bought, and the keyed link.
    const confirmation = mainOf((await agent.get(location).expect(200)).text);
    expect(confirmation).toContain(`data-testid="order-id">${orderId}<`);
    expect(confirmation).toContain('We have sent a confirmation to asha@example.in with a link to this order.');
    expect(confirmation).toContain('Sun-Kissed Mango Bliss');
    expect(confirmation).toMatch(/data-testid="order-detail-total">₹[\d.,]+</);
    expect(confirmation).toContain(`href="/orders/${orderId}?key=${key}"`);
    // The same key again (a double submit) is the same order.
    await postForm(agent, '/shopping-cart', { intent: 'add', ...MANGO }).expect(303);
    const again = await postForm(agent, '/checkout', { ...SHOPPER, idempotencyKey: 'checkout-good-0001' }).expect(303);
    expect(again.headers.location).toBe(res.headers.location);
  });

  it('mails a guest a confirmation in the page language whose link opens that one order, without an account', async () => {
    const agent = request.agent(env.app);
    await postForm(agent, '/hi/shopping-cart', { intent: 'add', ...MANGO }).expect(303);
    const email = 'guest-hi@example.in';
    const res = await postForm(agent, '/hi/checkout', { ...SHOPPER, email, idempotencyKey: 'checkout-mail-0001' }).expect(303);
    const orderId = new URL(res.headers.location as string, 'http://x').searchParams.get('order')!;
    const mail = latestMailTo(env.dataDir, email) ?? '';
    expect(mail).toContain(`Subject: आपका Too More ऑर्डर ${orderId}`);
    expect(mail).toContain('नमस्ते Asha,');
    const link = /(http\S+\/hi\/orders\/\S+)/.exec(mail)![1]!;
    const url = new URL(link);
    expect(url.pathname).toBe(`/hi/orders/${orderId}`);
    // Opened in another browser with no session: the order, in Hindi.
    const page = await request(env.app).get(`${url.pathname}${url.search}`).expect(200);
    expect(page.text).toMatch(/<html lang="hi"/);
    expect(mainOf(page.text)).toContain(`data-testid="order-detail-id">${orderId}<`);
    // The key opens only its own order, and the order needs it.
    await request(env.app).get(`/orders/TM-20990101-NOPE0000${url.search}`).expect(404);
    await request(env.app)
      .get(`/orders/${orderId}?key=${tampered(url.searchParams.get('key')!)}`)
      .expect(404);
    expect((await request(env.app).get(`/orders/${orderId}`).expect(302)).headers.location).toMatch(/^\/login\?redirect=/);
  });

  it('says ordering is unavailable when it is switched off, and sends nothing', async () => {
    const off = await createApp(testConfig({ apiUrl: env.backend.url, ordering: false, publicUrl: 'http://127.0.0.1' }));
    const agent = request.agent(off);
    await postForm(agent, '/shopping-cart', { intent: 'add', ...MANGO }).expect(303);
    const res = await postForm(agent, '/checkout', { ...SHOPPER, idempotencyKey: 'checkout-off-0001' }).expect(503);
    expect(mainOf(res.text)).toContain('Ordering is temporarily unavailable');
  });
});

describe('accounts', () => {
  it('signs up with the mailed code, then out and in, going where ?redirect= asked, with the session cookie', async () => {
    const agent = request.agent(env.app);
    const up = await postForm(agent, '/login?mode=signup', { mode: 'signup', name: 'Meera', email: 'meera@example.in', password: 'lychee-luxe-1', redirect: '' }).expect(303);
    expect(up.headers.location).toBe('/email-verify');
    expect(setCookie(up, 'signup')).toMatch(/^[\w-]{20,}$/);
    expect(setCookie(up, 'token')).toBeUndefined();
    expect(setCookie(up, 'flash')).toBe('signupCodeSent');
    const page = mainOf((await agent.get('/email-verify').expect(200)).text);
    expect(page).toContain('Confirm your email');
    expect(page).toContain('meera@example.in');
    const code = readLatestCode(env.dataDir, 'meera@example.in')!;
    const done = await postForm(agent, '/email-verify', { intent: 'verify', otp: code.split('') }).expect(303);
    expect(done.headers.location).toBe('/');
    expect(setCookie(done, 'token')).toMatch(/^[\w-]{20,}$/);
    expect(setCookie(done, 'flash')).toBe('signedUp');
    const home = await agent.get('/').expect(200);
    expect(home.text).toContain('class="avatar"');
    expect(home.text).toMatch(/class="flash-notice[^"]*" role="status">Account created successfully</);

    const out = await postForm(agent, '/logout', {}).expect(303);
    expect(out.headers.location).toBe('/');
    expect(setCookie(out, 'token')).toBe('');

    const into = await postForm(agent, '/login', { mode: 'login', email: 'meera@example.in', password: 'lychee-luxe-1', redirect: '/account/orders' }).expect(303);
    expect(into.headers.location).toBe('/account/orders');
    await agent.get('/account/orders').expect(200);
  });

  it('keeps ?redirect= through the code page, and shows a known address the same pages as a new one', async () => {
    const answers = [];
    for (const email of ['meera@example.in', 'new-shopper@example.in']) {
      const agent = request.agent(env.app);
      const up = await postForm(agent, '/login', { mode: 'signup', name: 'Someone', email, password: 'another-pass-1', redirect: '/account/orders' }).expect(303);
      const page = mainOf((await agent.get(up.headers.location!).expect(200)).text);
      // The same but for the address and each visitor's own form token.
      answers.push({ location: up.headers.location, page: page.replace(email, '…').replace(/name="_csrf" value="[\w-]+"/g, '') });
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]!.location).toBe(`/email-verify?redirect=${encodeURIComponent('/account/orders')}`);
    const agent = request.agent(env.app);
    await postForm(agent, '/login', { mode: 'signup', name: 'Tara', email: 'tara@example.in', password: 'jamun-fizz-5', redirect: '/account/orders' }).expect(303);
    const code = readLatestCode(env.dataDir, 'tara@example.in')!;
    const done = await postForm(agent, `/email-verify?redirect=${encodeURIComponent('/account/orders')}`, { intent: 'verify', otp: code.split('') }).expect(303);
    expect(done.headers.location).toBe('/account/orders');
  });

  it('answers a wrong password in the page language, keeping the email but not the password', async () => {
    const res = await postForm(request(env.app), '/hi/login', { mode: 'login', email: 'meera@example.in', password: 'wrong-password' }).expect(401);
    const main = mainOf(res.text);
    expect(main).toContain('अमान्य');
    expect(main).toMatch(/name="email"[^>]*value="meera@example.in"/);
    expect(main).not.toContain('wrong-password');
    expect(res.text).toMatch(/<html lang="hi"/);
  });

  it('checks the fields before calling the API', async () => {
    const res = await postForm(request(env.app), '/login', { mode: 'signup', name: '', email: 'not-an-email', password: '' }).expect(400);
    const main = mainOf(res.text);
    expect(main.match(/class="field__error"/g)).toHaveLength(3);
    expect(main).toContain('Please enter a valid email address');
  });

  it('takes the sign-up code box by box, asks to wait before another, and tells a wrong code in the page', async () => {
    const agent = request.agent(env.app);
    await postForm(agent, '/login', { mode: 'signup', name: 'Kiran', email: 'kiran@example.in', password: 'pomegranate-9' }).expect(303);
    const tooSoon = await postForm(agent, '/email-verify', { intent: 'resend' }).expect(429);
    expect(mainOf(tooSoon.text)).toContain('less than a minute ago');
    const code = readLatestCode(env.dataDir, 'kiran@example.in')!;
    const wrong = await postForm(agent, '/email-verify', { intent: 'verify', otp: otherCode(code).split('') }).expect(400);
    expect(mainOf(wrong.text)).toMatch(/Invalid code\. 4 attempts left\./);
    const done = await postForm(agent, '/email-verify', { intent: 'verify', otp: code.split('') }).expect(303);
    expect(done.headers.location).toBe('/');
    expect((await agent.get('/email-verify').expect(302)).headers.location).toBe('/');
  });

  it('resets a password in three posts, then signs in with it', async () => {
    const agent = request.agent(env.app);
    const email = 'kiran@example.in';
    const sent: request.Response[] = [];
    const code = await codeMailedBy(env.dataDir, email, async () => sent.push(await postForm(agent, '/reset-password', { intent: 'send', email }).expect(200)));
    expect(mainOf(sent[0]!.text)).toContain('Enter the 6-digit code we sent to kiran@example.in.');
    const step2 = await postForm(agent, '/reset-password', { intent: 'code', email, otp: code.split('') }).expect(200);
    expect(mainOf(step2.text)).toMatch(/name="code" value="\d{6}"/);
    const step3 = await postForm(agent, '/reset-password', { intent: 'save', email, code, newPassword: 'new-grape-juice-2' }).expect(303);
    expect(step3.headers.location).toBe('/login');
    expect(setCookie(step3, 'flash')).toBe('passwordReset');
    await postForm(agent, '/login', { mode: 'login', email, password: 'new-grape-juice-2' }).expect(303);
  });
});

describe('notifications', () => {
  let agent: request.Agent;
  beforeAll(async () => {
    agent = request.agent(env.app);
    await signUpWithCode(agent, env.dataDir, { name: 'Nila', email: 'nila@example.in', password: 'skyberry-blue-3' });
    for (const key of ['notify-0001', 'notify-0002']) {
      await agent
        .post('/api/orders')
        .send({ form: SHOPPER, items: [{ productId: 1, sizeIndex: 0, quantity: 1 }], idempotencyKey: key })
        .expect(201);
    }
  });

  it('marks one read, deletes one and marks all read, coming back to the same page', async () => {
    const ids = [...mainOf((await agent.get('/account/notifications').expect(200)).text).matchAll(/name="id" value="([^"]+)"/g)].map((m) => m[1]!);
    const [first, second] = [...new Set(ids)];
    const read = await postForm(agent, '/account/notifications?filter=unread', { intent: 'read', id: first! }).expect(303);
    expect(read.headers.location).toBe('/account/notifications?filter=unread');
    expect(setCookie(read, 'flash')).toBe('markedRead');
    expect(mainOf((await agent.get('/account/notifications?filter=unread').expect(200)).text)).not.toContain(`value="${first}"`);
    await postForm(agent, '/account/notifications', { intent: 'remove', id: second! }).expect(303);
    expect(mainOf((await agent.get('/account/notifications').expect(200)).text)).not.toContain(`value="${second}"`);
    await postForm(agent, '/account/notifications', { intent: 'readAll' }).expect(303);
    expect(mainOf((await agent.get('/account/notifications').expect(200)).text)).toContain('0 unread');
  });

  it('sends an anonymous post to sign in', async () => {
    const res = await postForm(request(env.app), '/account/notifications', { intent: 'readAll' }).expect(302);
    expect(res.headers.location).toMatch(/^\/login\?redirect=/);
  });
});

describe('language and cookie settings', () => {
  it('switches language to its own URL and remembers it', async () => {
    const res = await postForm(request(env.app), '/states', { lng: 'ta' }).expect(303);
    expect(res.headers.location).toBe('/ta/states');
    expect(setCookie(res, 'i18next')).toBe('ta');
    await postForm(request(env.app), '/states', { lng: 'xx' }).expect(400);
  });

  it('does not remember the language when preference cookies are declined', async () => {
    const res = await postForm(request(env.app), '/states', { lng: 'ta' }).set('Cookie', 'cookie_consent=p0.a0.m0').expect(303);
    expect(res.headers.location).toBe('/ta/states');
    expect(setCookie(res, 'i18next')).toBeUndefined();
  });

  it('saves cookie choices and forgets the language when preferences go off', async () => {
    const res = await postForm(request(env.app), '/cookies-settings', { form: 'cookies', analytics: 'on' }).set('Cookie', 'i18next=hi').expect(303);
    expect(res.headers.location).toBe('/cookies-settings');
    expect(setCookie(res, 'cookie_consent')).toBe('p0.a1.m0');
    expect(setCookie(res, 'i18next')).toBe('');
  });
});

describe('corporate forms', () => {
  const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(300_000, 0x20), Buffer.from('%%EOF\n')]);

  it('answers Feedback with its problems, then sends it: 303 to the page that shows its reference, the team mailed', async () => {
    const bad = await postForm(request(env.app), '/feedback', { form: 'feedback', name: '', email: 'x', message: '' }).expect(400);
    expect(mainOf(bad.text).match(/class="field__error"/g)).toHaveLength(3);
    const good = await postForm(request(env.app), '/hi/feedback', { form: 'feedback', name: 'Asha', email: 'asha@example.in', message: 'Love the <mango>' }).expect(303);
    const reference = /^\/hi\/feedback\?sent=(ENQ-[0-9A-Z]{10})$/.exec(good.headers.location as string)?.[1];
    expect(reference).toBeDefined();
    const shown = mainOf(
      (
        await request(env.app)
          .get(good.headers.location as string)
          .expect(200)
      ).text,
    );
    expect(shown).toContain(reference);
    expect(shown).not.toContain('<form');
    const team = latestMailTo(env.dataDir, 'feedback@toomore.example');
    expect(team).toContain(reference);
    expect(team).toContain('Love the <mango>');
    expect(latestMailTo(env.dataDir, 'asha@example.in')).toContain(reference);
  });

  it('sends nothing from Contact Us without a message and a way to answer, then sends it', async () => {
    const refused = await postForm(request(env.app), '/contact-us', { form: 'contact', message: 'Hello' }).expect(400);
    expect(mainOf(refused.text)).toContain('Give an email address or a phone number so that we can answer');
    expect(mainOf(refused.text)).toContain('>Hello</textarea>');
    const sent = await postForm(request(env.app), '/contact-us', { form: 'contact', phone: '98200 00000', message: 'Hello' }).expect(303);
    expect(sent.headers.location).toMatch(/^\/contact-us\?sent=ENQ-/);
  });

  it('uploads a Join Our Team résumé without JavaScript, and refuses a file that is not one', async () => {
    const apply = (name: string, file: Buffer) =>
      request(env.app)
        .post('/careers')
        .set('Sec-Fetch-Site', 'same-origin')
        .field('form', 'join')
        .field('name', 'Asha')
        .field('email', 'asha.cv@example.in')
        .attach('resume', file, { filename: name, contentType: 'application/pdf' });
    const wrongType = await apply('cv.exe', PDF).expect(400);
    expect(mainOf(wrongType.text)).toContain('Please choose a PDF, DOC or DOCX file');
    const renamed = await apply('cv.pdf', Buffer.from('MZ this is a program')).expect(400);
    expect(mainOf(renamed.text)).toContain('Please attach your résumé as a PDF, DOC or DOCX file of at most 5 MB');
    const sent = await apply('Asha CV.pdf', PDF).expect(303);
    expect(sent.headers.location).toMatch(/^\/careers\?sent=ENQ-/);
    const team = latestMailTo(env.dataDir, 'careers@toomore.example');
    expect(team).toContain(`Attachment: Asha CV.pdf (application/pdf, ${String(PDF.length)} bytes)`);
  });

  it('thanks a bot that fills the hidden field, and sends nothing', async () => {
    const before = latestMailTo(env.dataDir, 'toomore.bot@example.in');
    const res = await postForm(request(env.app), '/contact-us', {
      form: 'contact',
      email: 'toomore.bot@example.in',
      message: 'Cheap links',
      website: 'https://spam.example',
    }).expect(303);
    expect(res.headers.location).toMatch(/^\/contact-us\?sent=ENQ-/);
    expect(before).toBeNull();
    expect(latestMailTo(env.dataDir, 'toomore.bot@example.in')).toBeNull();
  });
});

describe('posts the pages refuse', () => {
  it('refuses what is not a form, a form from another site, an oversized form and other methods', async () => {
    await request(env.app).post('/shopping-cart').set('Content-Type', 'application/json').send('{"intent":"clear"}').expect(415);
    await postForm(request(env.app), '/shopping-cart', { intent: 'clear' }).set('Sec-Fetch-Site', 'cross-site').expect(403);
    await request(env.app)
      .post('/shopping-cart')
      .set('Origin', 'https://evil.example')
      .type('form')
      .send(form({ intent: 'clear' }))
      .expect(403);
    await postForm(request(env.app), '/feedback', { form: 'feedback', message: 'x'.repeat(70_000) }).expect(413);
    await postForm(request(env.app), '/careers', { form: 'join', message: 'x'.repeat(8_000_000) }).expect(413);
    const put = await request(env.app).put('/mango').expect(405);
    expect(put.headers.allow).toBe('GET, HEAD, POST');
  });

  it("takes a sign-in only from this site: another site's form is refused whatever Origin it makes the browser send, and a form without either header needs the page's token", async () => {
    const signIn = { mode: 'login', email: 'nobody@example.in', password: 'wrong-password-1' };
    const post = () => request(env.app).post('/login').type('form');
    // A form on another site, sent with no referrer or from a sandboxed frame: Origin null. The browser still says cross-site.
    await post().set('Origin', 'null').set('Sec-Fetch-Site', 'cross-site').send(form(signIn)).expect(403);
    await post().set('Sec-Fetch-Site', 'same-site').send(form(signIn)).expect(403);
    // A browser that sends no Sec-Fetch-Site: Origin null or none decides nothing, and no token means no.
    await post().set('Origin', 'null').send(form(signIn)).expect(403);
    await post().send(form(signIn)).expect(403);
    // Its own Origin decides for it.
    await post().set('Origin', 'http://127.0.0.1').send(form(signIn)).expect(401);
    // The token of a page this site rendered for the visitor decides it too.
    const visitor = request.agent(env.app);
    const page = await visitor.get('/login').expect(200);
    const token = /name="_csrf" value="([\w-]+)"/.exec(page.text)?.[1];
    expect(token).toBeTruthy();
    expect(setCookie(page, 'csrf')).toBe(token);
    await visitor
      .post('/login')
      .set('Origin', 'null')
      .type('form')
      .send(form({ ...signIn, _csrf: token! }))
      .expect(401);
    await visitor
      .post('/login')
      .set('Origin', 'null')
      .type('form')
      .send(form({ ...signIn, _csrf: 'a-token-of-someone-elses' }))
      .expect(403);
    // The browser's own same-origin or typed-in post goes through.
    await post().set('Sec-Fetch-Site', 'same-origin').send(form(signIn)).expect(401);
    await post().set('Origin', 'null').set('Sec-Fetch-Site', 'none').send(form(signIn)).expect(401);
  });

  it('renders no token into a page the render cache keeps for everyone', async () => {
    await request(env.app).get('/juices').expect(200);
    const cached = await request(env.app).get('/juices').expect(200);
    expect(cached.headers['x-page-cache']).toBe('hit');
    expect(cached.text).not.toContain('_csrf');
    expect(cached.headers['set-cookie']).toBeUndefined();
  });

  it('answers a post to a page without an action with 405', async () => {
    const res = await postForm(request(env.app), '/juices', { intent: 'x' }).expect(405);
    expect(res.headers.allow).toBe('GET, HEAD, POST');
  });
});
