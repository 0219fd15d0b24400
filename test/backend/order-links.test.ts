import { describe, expect, it } from 'vitest';

import { ORDER_LINK_DAYS, orderLinkKey, orderLinkOpens } from '../../backend/store/orders/order-links';
import { tampered } from '../helpers/tamper';

const secret = Buffer.from('a secret for the test');
const placedAt = '2026-11-25T10:00:00.000Z';
const DAY = 24 * 3600 * 1000;

describe('order link keys', () => {
  it('open their own order until they expire, and are the same each time', () => {
    const key = orderLinkKey(secret, 'TM-1', placedAt);
    expect(orderLinkKey(secret, 'TM-1', placedAt)).toBe(key);
    const placed = Date.parse(placedAt);
    expect(orderLinkOpens(secret, 'TM-1', key, placed + DAY)).toBe(true);
    expect(orderLinkOpens(secret, 'TM-1', key, placed + (ORDER_LINK_DAYS - 1) * DAY)).toBe(true);
    expect(orderLinkOpens(secret, 'TM-1', key, placed + ORDER_LINK_DAYS * DAY)).toBe(false);
  });

  it('open no other order, under no other secret, and cannot be stretched or made up', () => {
    const key = orderLinkKey(secret, 'TM-1', placedAt);
    const now = Date.parse(placedAt) + DAY;
    expect(orderLinkOpens(secret, 'TM-2', key, now)).toBe(false);
    expect(orderLinkOpens(Buffer.from('another secret'), 'TM-1', key, now)).toBe(false);
    const [expiry, mac] = key.split('.') as [string, string];
    const later = (Number.parseInt(expiry, 36) + 365 * DAY).toString(36);
    expect(orderLinkOpens(secret, 'TM-1', `${later}.${mac}`, now)).toBe(false);
    // A forged key differs from the real one whatever character the real one ends in.
    for (let i = 0; i < 200; i++) {
      const real = orderLinkKey(secret, `TM-${i}`, placedAt);
      expect(tampered(real)).not.toBe(real);
      expect(orderLinkOpens(secret, `TM-${i}`, tampered(real), now)).toBe(false);
    }
    for (const bad of ['', '.', 'x'.repeat(65), `${expiry}.`, `${expiry}.${mac.slice(1)}`, undefined, 42, ['a']]) {
      expect(orderLinkOpens(secret, 'TM-1', bad, now)).toBe(false);
    }
  });
});
