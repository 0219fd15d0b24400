import { describe, expect, it } from 'vitest';

import { invoiceRetainUntil, NAMED_INVOICE_FROM, retainedCustomer } from './data-retention';
import { toPaise } from './money';

const customer = {
  firstName: 'Asha',
  lastName: 'Patel',
  email: 'asha@example.in',
  phone: '9876543210',
  address: '12 Mango Lane',
  city: 'Jetpur',
  state: 'Gujarat',
  postalCode: '360370',
  country: 'India',
};

describe('what an erased account’s order keeps', () => {
  it('keeps only the place of supply below ₹50,000', () => {
    expect(retainedCustomer(customer, toPaise(49_999.99))).toEqual({ state: 'Gujarat' });
  });

  it('keeps name, address and state from ₹50,000, never email or phone', () => {
    const kept = retainedCustomer(customer, NAMED_INVOICE_FROM);
    expect(kept).toEqual({ firstName: 'Asha', lastName: 'Patel', address: '12 Mango Lane', city: 'Jetpur', state: 'Gujarat', postalCode: '360370', country: 'India' });
    expect(JSON.stringify(kept)).not.toMatch(/asha@|9876543210/);
  });

  it('keeps a business buyer’s name, GSTIN and address at any value (a B2B invoice names them), never email or phone', () => {
    const kept = retainedCustomer({ ...customer, businessName: 'Patel Traders', gstin: '24AAAAA0000A1Z8' }, toPaise(100));
    expect(kept).toEqual({
      businessName: 'Patel Traders',
      gstin: '24AAAAA0000A1Z8',
      firstName: 'Asha',
      lastName: 'Patel',
      address: '12 Mango Lane',
      city: 'Jetpur',
      state: 'Gujarat',
      postalCode: '360370',
      country: 'India',
    });
    expect(JSON.stringify(kept)).not.toMatch(/asha@|9876543210/);
  });

  it('keeps a state field even when the order had none', () => {
    expect(retainedCustomer({}, 100)).toEqual({ state: '' });
  });
});

describe('how long an invoice is kept', () => {
  it('runs 72 months from 31 December after the financial year', () => {
    // FY 2026-27 ends 31 March 2027; its annual return is due 31 December 2027.
    expect(invoiceRetainUntil(new Date('2026-11-25T10:00:00Z'))).toBe('2033-12-31');
    expect(invoiceRetainUntil(new Date('2026-04-01T00:00:00Z'))).toBe('2033-12-31');
    // 31 March 2026 is still FY 2025-26.
    expect(invoiceRetainUntil(new Date('2026-03-31T23:59:59Z'))).toBe('2032-12-31');
  });
});
