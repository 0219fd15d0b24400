import { describe, expect, it } from 'vitest';

import {
  type CheckoutForm,
  checkoutFormFrom,
  EMPTY_CHECKOUT_FORM,
  EMPTY_ORDER_FORM,
  type OrderForm,
  prefillCheckout,
  toOrderForm,
  validateCheckout,
  validateOrder,
  validPhone,
  validPostalCode,
} from './checkout-form';

/** What the shopper typed besides payment: the same in the typed form and the posted order. */
const typed = {
  firstName: 'Asha',
  lastName: 'Patel',
  email: 'asha@example.in',
  phone: '+91 98765 43210',
  address: '12 MG Road',
  city: 'Rajkot',
  state: 'Gujarat',
  postalCode: '360001',
};
const valid: CheckoutForm = { ...EMPTY_CHECKOUT_FORM, ...typed };

describe('checkout form rules', () => {
  it('accepts a complete cash-on-delivery form', () => {
    expect(validateCheckout(valid)).toEqual({});
  });

  it('marks every required field', () => {
    const errors = validateCheckout({ ...EMPTY_CHECKOUT_FORM, country: '' });
    for (const f of ['firstName', 'lastName', 'email', 'phone', 'address', 'city', 'state', 'postalCode', 'country']) expect(errors).toHaveProperty(f, 'required');
    expect(validateCheckout({ ...valid, city: '   ' }).city).toBe('required');
  });

  it('checks email, phone and postal code by country', () => {
    expect(validateCheckout({ ...valid, email: 'asha@' }).email).toBe('email');
    expect(validPhone('9876543210', 'India')).toBe(true);
    expect(validPhone('12345', 'India')).toBe(false);
    expect(validPhone('+1 415 555 0100', 'United States')).toBe(true);
    expect(validPostalCode('360370', 'India')).toBe(true);
    expect(validPostalCode('060370', 'India')).toBe(false);
    expect(validPostalCode('94105', 'United States')).toBe(true);
    expect(validPostalCode('K1A 0B1', 'Canada')).toBe(true);
    expect(validPostalCode('SW1A 1AA', 'United Kingdom')).toBe(true);
    // The shop ships within India only.
    expect(validateCheckout({ ...valid, country: 'Mars' }).country).toBe('outsideIndia');
  });

  it('refuses an address outside India, whatever its postal code', () => {
    for (const [country, postalCode, phone] of [
      ['United States', '94105', '+1 415 555 0100'],
      ['Canada', 'K1A 0B1', '+1 613 555 0100'],
      ['United Kingdom', 'SW1A 1AA', '+44 20 7946 0000'],
    ] as const) {
      expect(validateCheckout({ ...valid, country, postalCode, phone }), country).toEqual({ country: 'outsideIndia' });
    }
  });

  it('refuses a PIN code the courier does not serve (shared/delivery-areas.json)', () => {
    expect(validateCheckout({ ...valid, postalCode: '744301' })).toEqual({ postalCode: 'unserviceable' });
    expect(validateCheckout({ ...valid, postalCode: '900001', paymentMethod: 'online' })).toEqual({ postalCode: 'unserviceable' });
    // A malformed PIN is that first.
    expect(validateCheckout({ ...valid, postalCode: '74430' })).toEqual({ postalCode: 'postalCode' });
  });

  it('offers cash on delivery only where the table allows it', () => {
    // Andaman: served, but paid online only.
    expect(validateCheckout({ ...valid, postalCode: '744101' })).toEqual({ paymentMethod: 'codUnavailable' });
    expect(validateCheckout({ ...valid, postalCode: '744101', paymentMethod: 'online' })).toEqual({});
    expect(validateCheckout({ ...valid, postalCode: '682555' })).toEqual({ paymentMethod: 'codUnavailable' });
    expect(validateCheckout({ ...valid, postalCode: '682001' })).toEqual({});
  });

  it('takes a business buyer’s GSTIN with its check character, and the name it is registered to', () => {
    const business = { ...valid, businessName: 'Patel Traders', gstin: '27AAPFU0939F1ZV' };
    expect(validateCheckout(business)).toEqual({});
    expect(validateCheckout({ ...business, gstin: '27aapfu 0939f1zv' })).toEqual({});
    expect(validateCheckout({ ...business, gstin: '27AAPFU0939F1ZW' })).toEqual({ gstin: 'gstinCheck' });
    expect(validateCheckout({ ...business, gstin: '27AAPFU0939' })).toEqual({ gstin: 'gstin' });
    expect(validateCheckout({ ...business, gstin: '99AAPFU0939F1ZV' })).toEqual({ gstin: 'gstin' });
    expect(validateCheckout({ ...business, businessName: ' ' })).toEqual({ businessName: 'required' });
    expect(validateCheckout({ ...business, gstin: '' })).toEqual({ gstin: 'required' });
    // A consumer leaves both empty.
    expect(validateCheckout({ ...valid, businessName: '', gstin: '  ' })).toEqual({});
  });

  it('takes cash on delivery or online payment, and no other method', () => {
    expect(validateCheckout({ ...valid, paymentMethod: 'online' })).toEqual({});
    for (const method of ['card', 'upi', '']) expect(validateCheckout({ ...valid, paymentMethod: method as never }).paymentMethod).toBe('paymentMethod');
  });
});

describe('the posted order', () => {
  const order: OrderForm = { ...EMPTY_ORDER_FORM, ...typed };

  it('reads an untrusted body, dropping unknown fields and non-strings', () => {
    const form = toOrderForm({ firstName: 'A', evil: 'x', phone: 42, paymentMethod: 'bitcoin' });
    expect(form.firstName).toBe('A');
    expect(form.phone).toBe('');
    expect(form).not.toHaveProperty('evil');
    expect(validateOrder(form).paymentMethod).toBe('paymentMethod');
    expect(toOrderForm(null).paymentMethod).toBe('cod');
  });

  it('drops every card and UPI detail a body carries: they are typed in the gateway’s checkout only', () => {
    const posted = toOrderForm({
      ...order,
      paymentMethod: 'online',
      cardBrand: 'visa',
      cardLast4: '1111',
      cardNumber: '4111 1111 1111 1111',
      cardHolder: 'Asha Patel',
      expiryDate: '12/30',
      cvv: '737',
      upiId: 'asha@okaxis',
    });
    expect(Object.keys(posted).sort()).toEqual(Object.keys(EMPTY_ORDER_FORM).sort());
    expect(JSON.stringify(posted)).not.toMatch(/4111|737|12\/30|Asha Patel|okaxis|visa/);
    expect(posted.paymentMethod).toBe('online');
  });

  it('stores a valid GSTIN in capitals without spaces, and an empty one as empty', () => {
    expect(toOrderForm({ ...order, businessName: 'Patel Traders', gstin: ' 27aapfu0939f1zv ' }).gstin).toBe('27AAPFU0939F1ZV');
    expect(toOrderForm({ ...order, gstin: '   ' }).gstin).toBe('');
    expect(toOrderForm(order).businessName).toBe('');
  });

  it('checks delivery as the typed form does', () => {
    expect(validateOrder({ ...order, phone: '123', paymentMethod: 'online' })).toEqual({ phone: 'phone' });
    expect(validateOrder({ ...order, postalCode: '744301' })).toEqual({ postalCode: 'unserviceable' });
    expect(validateOrder({ ...order, postalCode: '194101', paymentMethod: 'cod' })).toEqual({ paymentMethod: 'codUnavailable' });
    expect(validateOrder({ ...order, country: 'United Kingdom', postalCode: 'SW1A 1AA', phone: '+44 20 7946 0000' })).toEqual({ country: 'outsideIndia' });
  });

  it('fills the typed form again from what was posted', () => {
    expect(checkoutFormFrom({ ...order, paymentMethod: 'online' })).toEqual({ ...valid, paymentMethod: 'online' });
  });
});

describe('checkout prefill for a signed-in shopper', () => {
  const last = { firstName: 'A.', lastName: 'Patel', phone: '9876543210', address: '12 MG Road', city: 'Rajkot', state: 'Gujarat', postalCode: '360001', country: 'India' };

  it('takes name and email from the account and the delivery from the last order', () => {
    const form = prefillCheckout({ name: 'Asha Rani Patel', email: 'asha@example.in' }, last);
    expect(form).toMatchObject({ ...last, firstName: 'Asha', lastName: 'Rani Patel', email: 'asha@example.in' });
    expect(form.paymentMethod).toBe('cod');
  });

  it('keeps the order’s surname when the account has a single name, and the default country for one not offered', () => {
    const form = prefillCheckout({ name: 'Asha', email: 'asha@example.in' }, { ...last, country: 'Atlantis' });
    expect(form.firstName).toBe('Asha');
    expect(form.lastName).toBe('Patel');
    expect(form.country).toBe('India');
  });

  it('is the empty form without an account or an order, and the account alone before a first order', () => {
    expect(prefillCheckout(null, null)).toEqual(EMPTY_CHECKOUT_FORM);
    expect(prefillCheckout({ name: 'Asha Patel', email: 'a@b.in' }, null)).toEqual({ ...EMPTY_CHECKOUT_FORM, firstName: 'Asha', lastName: 'Patel', email: 'a@b.in' });
  });
});
