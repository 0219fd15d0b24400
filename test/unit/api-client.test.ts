// The API client's error mapping, branch by branch, plus the
// small pure helpers of the account screens.
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { failureText } from '../../client/api/failure-text';
import { badgeText } from '../../client/api/notifications';
import { formatOrderDate, toOrderView } from '../../client/api/order-shape';
import { apiRequest } from '../../client/api/request';
import { createI18n } from '../../client/i18n/create';
import { API_ERRORS } from '../../shared/api-errors';
import { safeRedirect } from '../../shared/safe-redirect';

const respond = (status: number, body?: unknown) => () =>
  Promise.resolve(new Response(body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body), { status }));

describe('apiRequest', () => {
  it('resolves the body of a successful call', async () => {
    const r = await apiRequest('/api/x', { fetchImpl: respond(200, { success: true, n: 1 }) });
    expect(r).toEqual({ ok: true, status: 200, data: { success: true, n: 1 } });
  });

  it('says offline without calling when navigator is offline', async () => {
    let called = false;
    const r = await apiRequest('/api/x', { isOnline: () => false, fetchImpl: () => ((called = true), Promise.resolve(new Response())) });
    expect(r.ok || r.failure).toEqual({ kind: 'offline' });
    expect(called).toBe(false);
  });

  it('times out with its own AbortSignal', async () => {
    const hang: typeof fetch = (_url, init) => new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    const r = await apiRequest('/api/x', { timeoutMs: 20, fetchImpl: hang });
    expect(!r.ok && r.failure).toEqual({ kind: 'timeout' });
  });

  it('reports no response for a network error', async () => {
    const r = await apiRequest('/api/x', { fetchImpl: async () => Promise.reject(new TypeError('Failed to fetch')) });
    expect(!r.ok && r.failure).toEqual({ kind: 'noResponse' });
  });

  it("shows the server's message", async () => {
    const r = await apiRequest('/api/x', { fetchImpl: respond(409, { success: false, message: 'User already exists' }) });
    expect(!r.ok && r.failure).toEqual({ kind: 'message', message: 'User already exists' });
    expect(!r.ok && r.status).toBe(409);
  });

  it('treats success:false with status 200 as a failure with its message', async () => {
    const r = await apiRequest('/api/x', { fetchImpl: respond(200, { success: false, message: 'Invalid OTP' }) });
    expect(!r.ok && r.failure).toEqual({ kind: 'message', message: 'Invalid OTP' });
  });

  it('says server error for a 5xx without a message, and the per-call fallback for a 4xx without one', async () => {
    const five = await apiRequest('/api/x', { fetchImpl: respond(500, 'oops') });
    expect(!five.ok && five.failure).toEqual({ kind: 'server' });
    const four = await apiRequest('/api/x', { fetchImpl: respond(401, {}), fallbackKey: 'errors.loginFailed' });
    expect(!four.ok && four.failure).toEqual({ kind: 'fallback', key: 'errors.loginFailed' });
    const bare = await apiRequest('/api/x', { fetchImpl: respond(400, {}) });
    expect(!bare.ok && bare.failure).toEqual({ kind: 'unexpected' });
  });

  it('treats a 200 whose body is not JSON (cut short, or an HTML page) as a failure, never as data', async () => {
    for (const body of ['{"success": true, "user": {"name": "As', '<html><body>Bad gateway</body></html>']) {
      const r = await apiRequest('/api/x', { fetchImpl: respond(200, body) });
      expect(r.ok, body).toBe(false);
    }
  });

  it("maps the BFF's 502 and 504 to no response and timeout", async () => {
    const down = await apiRequest('/api/x', { fetchImpl: respond(502, {}) });
    expect(!down.ok && down.failure).toEqual({ kind: 'noResponse' });
    const slow = await apiRequest('/api/x', { fetchImpl: respond(504, {}) });
    expect(!slow.ok && slow.failure).toEqual({ kind: 'timeout' });
  });

  it('sends JSON with credentials', async () => {
    let seen: RequestInit | undefined;
    await apiRequest('/api/x', { method: 'POST', body: { a: 1 }, fetchImpl: (_u, init) => ((seen = init), Promise.resolve(new Response('{"success":true}'))) });
    expect(seen?.credentials).toBe('include');
    expect(seen?.body).toBe('{"a":1}');
    expect((seen?.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });
});

describe('account helpers', () => {
  it('caps the badge at 9+ and hides it at 0', () => {
    expect(badgeText(0)).toBe('');
    expect(badgeText(-2)).toBe('');
    expect(badgeText(1)).toBe('1');
    expect(badgeText(9)).toBe('9');
    expect(badgeText(10)).toBe('9+');
  });

  it('reads both order shapes of the spec', () => {
    const a = toOrderView({
      orderId: 'TM-1',
      orderDate: '2026-11-20T10:00:00Z',
      status: 'shipped',
      items: [{ id: 'x', name: 'Mango', size: { size: '250ml', value: 250 }, quantity: 2, price: 20, subtotal: 40 }],
      pricing: { orderTotal: 90 },
    });
    const b = toOrderView({ _id: 'TM-1', createdAt: '2026-11-20T10:00:00Z', status: 'shipped' });
    expect(a?.orderId).toBe('TM-1');
    expect(b?.orderId).toBe('TM-1');
    expect(a?.date).toBe(b?.date);
    expect(a?.items[0]).toMatchObject({ size: '250ml', quantity: 2, subtotal: 40 });
    expect(a?.pricing.orderTotal).toBe(90);
    expect(toOrderView({})).toBeNull();
    expect(toOrderView('nonsense')).toBeNull();
  });

  it("reads a card order's brand and last 4 digits, an unknown brand as other", () => {
    expect(toOrderView({ orderId: 'TM-1', paymentMethod: 'card', cardBrand: 'rupay', cardLast4: '0000' })?.card).toEqual({ brand: 'rupay', last4: '0000' });
    expect(toOrderView({ orderId: 'TM-1', paymentMethod: 'card', cardLast4: '1111' })?.card).toEqual({ brand: 'other', last4: '1111' });
    expect(toOrderView({ orderId: 'TM-1', paymentMethod: 'card', cardBrand: 'visa', cardLast4: '4111111111111111' })?.card).toBeNull();
    expect(toOrderView({ orderId: 'TM-1', paymentMethod: 'cod' })?.card).toBeNull();
  });

  it('reads the payment as the host says it, and a host that says nothing as cash on delivery or, for an old card or UPI order, not charged', () => {
    const paid = toOrderView({
      orderId: 'TM-1',
      paymentMethod: 'online',
      payment: {
        state: 'refund_pending',
        paidWith: { method: 'card', reference: 'pay_1', network: 'Visa', last4: '1111', cvv: '123' },
        paidAt: '2026-11-26T09:00:00Z',
        refund: { amount: 90, initiatedAt: '2026-11-26T10:00:00Z' },
      },
    })?.payment;
    expect(paid).toEqual({
      state: 'refund_pending',
      paidWith: { method: 'card', reference: 'pay_1', network: 'Visa', last4: '1111' },
      paidAt: '2026-11-26T09:00:00Z',
      dueBy: null,
      error: null,
      refund: { amount: 90, initiatedAt: '2026-11-26T10:00:00Z', settledAt: null },
    });
    expect(toOrderView({ orderId: 'TM-1', paymentMethod: 'cod' })?.payment.state).toBe('cod');
    expect(toOrderView({ orderId: 'TM-1', paymentMethod: 'upi' })?.payment.state).toBe('not_charged');
    expect(toOrderView({ orderId: 'TM-1', paymentMethod: 'online', payment: { state: 'stolen', paidWith: { method: 'upi' } } })?.payment).toMatchObject({
      state: 'awaiting',
      paidWith: null,
    });
  });

  it('formats order dates in en-IN', () => {
    expect(formatOrderDate('2026-11-20T10:00:00Z', 'en')).toMatch(/^20 November 2026/);
    // In the page's language: Hindi month names, Arabic's own digits.
    expect(formatOrderDate('2026-11-20T10:00:00Z', 'hi')).toMatch(/^20 नवंबर 2026/);
    expect(formatOrderDate('2026-11-20T10:00:00Z', 'ar')).toMatch(/نوفمبر/);
    expect(formatOrderDate('not a date', 'en')).toBe('');
  });

  it('only follows local redirects', () => {
    expect(safeRedirect('/account/orders')).toBe('/account/orders');
    expect(safeRedirect('//evil.example')).toBe('/');
    expect(safeRedirect('https://evil.example')).toBe('/');
    expect(safeRedirect('/\\evil.example')).toBe('/');
    expect(safeRedirect(null)).toBe('/');
  });
});

describe('error codes', () => {
  const english = JSON.parse(readFileSync(path.resolve('locales/en/translation.json'), 'utf8')) as Record<string, unknown>;
  const hindi = JSON.parse(readFileSync(path.resolve('locales/hi/translation.json'), 'utf8')) as Record<string, unknown>;

  it('keeps the code, its params and the message of a coded failure', async () => {
    const r = await apiRequest('/api/x', { fetchImpl: respond(400, { success: false, code: 'code_wrong', message: 'Invalid code. 2 attempt(s) left.', params: { count: 2 } }) });
    expect(!r.ok && r.failure).toEqual({ kind: 'code', code: 'code_wrong', params: { count: 2 }, message: 'Invalid code. 2 attempt(s) left.' });
  });

  it('ignores a code that is not one and params that are not plain', async () => {
    const odd = await apiRequest('/api/x', { fetchImpl: respond(400, { success: false, code: '<b>x</b>', message: 'Odd' }) });
    expect(!odd.ok && odd.failure).toEqual({ kind: 'message', message: 'Odd' });
    const params = await apiRequest('/api/x', { fetchImpl: respond(400, { success: false, code: 'rate_limited', params: { x: { y: 1 } } }) });
    expect(!params.ok && params.failure).toEqual({ kind: 'code', code: 'rate_limited' });
  });

  it('shows a known code translated, with its field and its plural, in the page language', () => {
    const en = createI18n('en', english);
    expect(failureText(en.t, { kind: 'code', code: 'invalid_credentials', message: 'Invalid email or password' })).toBe('Invalid Credentials!');
    expect(failureText(en.t, { kind: 'code', code: 'field_required', params: { field: 'newPassword' } })).toBe('New password is required');
    expect(failureText(en.t, { kind: 'code', code: 'code_wrong', params: { count: 1 } })).toBe('Invalid code. 1 attempt left.');
    const hi = createI18n('hi', hindi);
    expect(failureText(hi.t, { kind: 'code', code: 'invalid_credentials', message: 'Invalid email or password' })).toBe('अमान्य क्रेडेंशियल!');
    expect(failureText(hi.t, { kind: 'code', code: 'field_required', params: { field: 'email' } })).toBe('ईमेल आवश्यक है');
  });

  it("shows the host's own message only for a code the shop does not know", () => {
    const en = createI18n('en', english);
    expect(failureText(en.t, { kind: 'code', code: 'order_on_hold', message: 'This order is on hold' })).toBe('This order is on hold');
    expect(failureText(en.t, { kind: 'code', code: 'order_on_hold' })).toBe('An unexpected error occurred. Please try again later.');
  });

  it('has every code of the embedded backend translated in English', () => {
    const en = createI18n('en', english);
    for (const code of Object.keys(API_ERRORS)) expect(en.exists(`apiErrors.${code}`) || en.exists(`apiErrors.${code}_other`), code).toBe(true);
  });
});
