// An order's timeline from what its host says: every step with the date the
// host gives, in the page's language; the steps to come as upcoming; a
// closed order's steps up to how it ended; and a host that keeps none of the
// way's dates (API_URL mode) still showing where the order is.
import { describe, expect, it } from 'vitest';

import { toOrderView } from '../../client/api/order-shape';
import { timelineOf } from '../../client/components/accounts/order-timeline';
import { OrderTimeline } from '../../client/components/accounts/OrderTimeline';
import { renderStatic } from '../helpers/render-static';

const view = (raw: Record<string, unknown>) => toOrderView({ orderId: 'TM-20260501-ABCD1234', orderDate: '2026-05-01T05:00:00.000Z', paymentMethod: 'cod', ...raw })!;
const steps = (raw: Record<string, unknown>) => timelineOf(view(raw)).map((s) => `${s.name}:${s.reached ? (s.at ?? 'undated') : 'upcoming'}`);
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

const PAID = { state: 'paid', paidAt: '2026-05-01T05:02:00.000Z', paidWith: { method: 'upi', reference: 'pay_1' } };

describe('the steps of an order', () => {
  it('are placed and the current status only, from a host that keeps no dates of the way', () => {
    expect(steps({ status: 'pending' })).toEqual(['placed:2026-05-01T05:00:00.000Z', 'payOnDelivery:undated', 'processing:upcoming', 'shipped:upcoming', 'delivered:upcoming']);
    expect(steps({ status: 'shipped', orderDate: 'not a date' })).toEqual([
      'placed:undated',
      'payOnDelivery:undated',
      'processing:undated',
      'shipped:undated',
      'delivered:upcoming',
    ]);
  });

  it('are dated where the host says, a step the order skipped undated', () => {
    expect(steps({ status: 'delivered', paymentMethod: 'online', payment: PAID, shippedAt: '2026-05-02T06:00:00.000Z', deliveredAt: '2026-05-04T08:00:00.000Z' })).toEqual([
      'placed:2026-05-01T05:00:00.000Z',
      'paid:2026-05-01T05:02:00.000Z',
      'processing:undated',
      'shipped:2026-05-02T06:00:00.000Z',
      'delivered:2026-05-04T08:00:00.000Z',
    ]);
    expect(steps({ status: 'awaiting_payment', paymentMethod: 'online', payment: { state: 'awaiting' } })).toEqual([
      'placed:2026-05-01T05:00:00.000Z',
      'paid:upcoming',
      'processing:upcoming',
      'shipped:upcoming',
      'delivered:upcoming',
    ]);
  });

  it('end a cancelled order with its cancellation and its refund, and an expired one unpaid', () => {
    const refunding = { ...PAID, state: 'refund_pending', refund: { amount: 90, initiatedAt: '2026-05-01T07:00:00.000Z' } };
    expect(steps({ status: 'cancelled', paymentMethod: 'online', payment: refunding, processingAt: '2026-05-01T06:00:00.000Z', cancelledAt: '2026-05-01T06:30:00.000Z' })).toEqual([
      'placed:2026-05-01T05:00:00.000Z',
      'paid:2026-05-01T05:02:00.000Z',
      'processing:2026-05-01T06:00:00.000Z',
      'cancelled:2026-05-01T06:30:00.000Z',
      'refundInitiated:2026-05-01T07:00:00.000Z',
      'refunded:upcoming',
    ]);
    expect(steps({ status: 'cancelled', cancelledAt: '2026-05-01T06:30:00.000Z', payment: { state: 'cod' } })).toEqual([
      'placed:2026-05-01T05:00:00.000Z',
      'cancelled:2026-05-01T06:30:00.000Z',
    ]);
    expect(steps({ status: 'expired', paymentMethod: 'online', payment: { state: 'expired' } })).toEqual(['placed:2026-05-01T05:00:00.000Z', 'expired:undated']);
  });
});

describe('the timeline on the order page', () => {
  const shipped = {
    status: 'shipped',
    processingAt: '2026-05-01T09:00:00.000Z',
    shippedAt: '2026-05-02T06:00:00.000Z',
    shipment: { courier: 'Blue Dart', awb: '90012345678', trackingUrl: 'https://www.bluedart.com/tracking?awb=90012345678' },
  };

  it('dates the steps in the page’s language, marks the current one, and shows the courier, AWB number and tracking link', () => {
    const html = renderStatic(<OrderTimeline order={view(shipped)} />);
    expect(text(html)).toContain('Placed 1 May 2026 at 10:30 am');
    expect(text(html)).toContain('Shipped 2 May 2026 at 11:30 am Courier: Blue Dart AWB number: 90012345678 Track your parcel');
    expect(text(html)).toContain('Delivered Upcoming');
    expect(html).toContain('<time dateTime="2026-05-02T06:00:00.000Z">');
    expect(html).toMatch(/aria-current="step" data-step="shipped"|data-step="shipped" aria-current="step"/);
    expect(html).toContain('href="https://www.bluedart.com/tracking?awb=90012345678"');
    const hindi = text(renderStatic(<OrderTimeline order={view(shipped)} />, { lng: 'hi' }));
    expect(hindi).toContain('2 मई 2026');
  });

  it('links no tracking page that is not https', () => {
    for (const trackingUrl of ['http://track.example/1', 'javascript:alert(1)', 'not a url']) {
      const html = renderStatic(<OrderTimeline order={view({ ...shipped, shipment: { ...shipped.shipment, trackingUrl } })} />);
      expect(html).not.toContain('data-testid="order-tracking"');
      expect(text(html)).toContain('Courier: Blue Dart');
    }
  });
});
