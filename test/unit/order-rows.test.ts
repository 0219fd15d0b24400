// A signed-in page's data is no larger than the page shows: an order list's
// rows keep only the fields the list has a column for, whatever the host sends.
import { describe, expect, it } from 'vitest';

import { orderRows } from '../../client/api/orders';

describe('orderRows', () => {
  it('keeps only what the order list shows', () => {
    const sent = {
      orderId: 'ORD-1',
      orderDate: '2026-11-27T10:00:00Z',
      status: 'processing',
      paymentMethod: 'cod',
      paymentState: 'cod',
      itemCount: 2,
      orderTotal: 120,
      customer: { email: 'a@example.in', address: '12 MG Road' },
      items: [{ name: 'Mango' }],
    };
    expect(orderRows({ success: true, orders: [sent] })).toEqual([
      { orderId: 'ORD-1', orderDate: '2026-11-27T10:00:00Z', status: 'processing', paymentMethod: 'cod', paymentState: 'cod', itemCount: 2, orderTotal: 120 },
    ]);
    expect(orderRows({ success: true, orders: 'nope' })).toEqual([]);
  });
});
