// The order page's timeline in the first HTML: an account's order and a
// guest's keyed link show each step with its date in the page's language, the
// shipped step with its courier, AWB number and tracking link; a host that
// keeps none of it (API_URL mode) still shows where the order is.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openDatabase } from '../../backend/store/open';
import { setOrderStatus } from '../../backend/store/orders/status';
import { createApp } from '../../server/app';
import { appWithBackend, mainOf, SHOPPER, shopperWithOrder } from '../helpers/backed-app';
import { testConfig } from '../helpers/config';
import { type FakeUpstream, startFakeUpstream } from '../helpers/fake-upstream';
import { decodeHtml } from '../helpers/html';

const env = appWithBackend();
const SHIPMENT = { courier: 'Blue Dart', awb: '90012345678', trackingUrl: 'https://www.bluedart.com/tracking?awb=90012345678&x=1' };
const text = (html: string) => decodeHtml(html.replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');
/** The timeline's list, as the page has it. */
const timelineOf = (html: string) => /<ol data-testid="order-timeline">([\s\S]*?)<\/ol>/.exec(mainOf(html))?.[1] ?? '';

async function move(orderId: string, moves: [Parameters<typeof setOrderStatus>[2], string][]) {
  const db = openDatabase(env.dataDir);
  try {
    for (const [status, at] of moves) await setOrderStatus(db, orderId, status, new Date(at), status === 'shipped' ? SHIPMENT : undefined);
  } finally {
    await db.close();
  }
}

describe('the order timeline', () => {
  let agent: request.Agent;
  let orderId = '';
  beforeAll(async () => {
    ({ agent, orderId } = await shopperWithOrder(env, [{ productId: 2, sizeIndex: 0, quantity: 1 }], 'timeline-test-0001'));
  });

  it('shows a new order placed, to pay on delivery, with the rest upcoming', async () => {
    const steps = text(timelineOf((await agent.get(`/account/orders/${orderId}`).expect(200)).text));
    expect(steps).toMatch(/^ Placed \d{1,2} \w+ \d{4} at [\d:]+ [ap]m To pay on delivery Packed Upcoming Shipped Upcoming Delivered Upcoming $/);
  });

  it('dates each step, and shows the courier, the AWB number and the tracking link, on the account’s page', async () => {
    await move(orderId, [
      ['processing', '2026-05-02T04:30:00Z'],
      ['shipped', '2026-05-03T09:15:00Z'],
    ]);
    const html = (await agent.get(`/account/orders/${orderId}`).expect(200)).text;
    const steps = timelineOf(html);
    expect(text(steps)).toContain('Packed 2 May 2026 at 10:00 am Shipped 3 May 2026 at 2:45 pm Courier: Blue Dart AWB number: 90012345678 Track your parcel Delivered Upcoming');
    expect(steps).toContain(`href="${SHIPMENT.trackingUrl.replace('&', '&amp;')}"`);
    expect(steps).toContain('<time dateTime="2026-05-03T09:15:00.000Z">');
    expect(steps).toMatch(/data-step="shipped" aria-current="step"|aria-current="step"[^>]*data-step="shipped"/);
    const hindi = text(timelineOf((await agent.get(`/hi/account/orders/${orderId}`).expect(200)).text));
    expect(hindi).toContain('3 मई 2026');
  });

  it('shows a guest the same on the keyed link', async () => {
    const guest = (
      await request(env.app)
        .post('/api/orders')
        .send({ form: { ...SHOPPER, email: 'guest@example.in' }, items: [{ productId: 2, sizeIndex: 0, quantity: 1 }], idempotencyKey: 'timeline-test-0002' })
        .expect(201)
    ).body as { orderId: string; orderKey: string };
    await move(guest.orderId, [
      ['shipped', '2026-05-03T09:15:00Z'],
      ['delivered', '2026-05-05T12:00:00Z'],
    ]);
    const html = (
      await request(env.app)
        .get(`/orders/${guest.orderId}?key=${encodeURIComponent(guest.orderKey)}`)
        .expect(200)
    ).text;
    const steps = text(timelineOf(html));
    expect(steps).toContain('Shipped 3 May 2026 at 2:45 pm Courier: Blue Dart AWB number: 90012345678 Track your parcel Delivered 5 May 2026 at 5:30 pm');
    expect(steps).not.toContain('Upcoming');
  });
});

describe('the order timeline from a host that keeps no dates of the way (API_URL mode)', () => {
  let upstream: FakeUpstream;
  let app: Awaited<ReturnType<typeof createApp>>;
  beforeAll(async () => {
    upstream = await startFakeUpstream((req, res) => {
      res.setHeader('content-type', 'application/json');
      if (req.url === '/api/user/data') return void res.end(JSON.stringify({ success: true, userData: { name: 'Asha', email: 'asha@example.in', isAccountVerified: true } }));
      if (req.url.startsWith('/api/notifications')) return void res.end(JSON.stringify({ success: true, notifications: [], pagination: { pages: 1 }, unreadCount: 0 }));
      if (req.url === '/api/orders/TM-OLD') {
        return void res.end(
          JSON.stringify({ success: true, order: { _id: 'TM-OLD', createdAt: '2026-05-01T05:00:00.000Z', status: 'shipped', paymentMethod: 'cod', items: [], pricing: {} } }),
        );
      }
      res.statusCode = 404;
      res.end(JSON.stringify({ success: false, message: 'Not found' }));
    });
    app = await createApp(testConfig({ apiUrl: upstream.url }));
  });
  afterAll(() => upstream.close());

  it('shows the order placed and where it is now, undated, without errors', async () => {
    const html = (await request(app).get('/account/orders/TM-OLD').set('Cookie', 'token=abc').expect(200)).text;
    expect(text(timelineOf(html))).toBe(' Placed 1 May 2026 at 10:30 am To pay on delivery Packed Shipped Delivered Upcoming ');
    expect(html).not.toContain('data-testid="order-shipment"');
  });
});
