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
  validExpiry,
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
const now = new Date('2026-11-22T10:00:00Z');

describe('checkout form rules', () => {
  it('accepts a complete cash-on-delivery form', () => {
    expect(validateCheckout(valid, now)).toEqual({});
  });

  it('marks every required field', () => {
    const errors = validateCheckout({ ...EMPTY_CHECKOUT_FORM, country: '' }, now);
    for (const f of ['firstName', 'lastName', 'email', 'phone', 'address', 'city', 'state', 'postalCode', 'country']) expect(errors).toHaveProperty(f, 'required');
    expect(validateCheckout({ ...valid, city: '   ' }, now).city).toBe('required');
  });

  it('checks email, phone and postal code by country', () => {
    expect(validateCheckout({ ...valid, email: 'asha@' }, now).email).toBe('email');
    expect(validPhone('9876543210', 'India')).toBe(true);
    expect(validPhone('12345', 'India')).toBe(false);
    expect(validPhone('+1 415 555 0100', 'United States')).toBe(true);
    expect(validPostalCode('360370', 'India')).toBe(true);
    expect(validPostalCode('060370', 'India')).toBe(false);
    expect(validPostalCode('94105', 'United States')).toBe(true);
    expect(validPostalCode('K1A 0B1', 'Canada')).toBe(true);
    expect(validPostalCode('SW1A 1AA', 'United Kingdom')).toBe(true);
    expect(validateCheckout({ ...valid, country: 'Mars' }, now).country).toBe('country');
  });

  it('requires valid card details for card payments only', () => {
    const card = { ...valid, paymentMethod: 'card' as const };
    expect(validateCheckout(card, now)).toEqual({ cardNumber: 'required', cardHolder: 'required', expiryDate: 'required', cvv: 'required' });
    expect(validateCheckout({ ...card, cardNumber: '4111 1111 1111 1111', cardHolder: 'Asha Patel', expiryDate: '12/27', cvv: '123' }, now)).toEqual({});
    expect(validateCheckout({ ...card, cardNumber: '4111 1111 1111 1112', cardHolder: 'A', expiryDate: '10/26', cvv: '12' }, now)).toEqual({
      cardNumber: 'cardNumber',
      expiryDate: 'expiryDate',
      cvv: 'cvv',
    });
    expect(validExpiry('11/26', now)).toBe(true);
    expect(validExpiry('13/30', now)).toBe(false);
  });

  it('requires a UPI id for UPI payments', () => {
    expect(validateCheckout({ ...valid, paymentMethod: 'upi' }, now).upiId).toBe('required');
    expect(validateCheckout({ ...valid, paymentMethod: 'upi', upiId: 'asha@' }, now).upiId).toBe('upiId');
    expect(validateCheckout({ ...valid, paymentMethod: 'upi', upiId: 'asha.patel@okaxis' }, now)).toEqual({});
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

  it('drops the card number, holder, expiry and security code a body carries', () => {
    const posted = toOrderForm({
      ...order,
      paymentMethod: 'card',
      cardBrand: 'visa',
      cardLast4: '1111',
      cardNumber: '4111 1111 1111 1111',
      cardHolder: 'Asha Patel',
      expiryDate: '12/30',
      cvv: '737',
    });
    expect(Object.keys(posted).sort()).toEqual(Object.keys(EMPTY_ORDER_FORM).sort());
    expect(JSON.stringify(posted)).not.toMatch(/4111 1111|737|12\/30|Asha Patel/);
    expect(posted).toMatchObject({ paymentMethod: 'card', cardBrand: 'visa', cardLast4: '1111' });
  });

  it('takes a card order only with 4 digits and a known brand, or says card payments need JavaScript', () => {
    const card = { ...order, paymentMethod: 'card' as const };
    expect(validateOrder({ ...card, cardBrand: 'visa', cardLast4: '1111' })).toEqual({});
    expect(validateOrder({ ...card, cardBrand: 'other', cardLast4: '0005' })).toEqual({});
    expect(validateOrder(card)).toEqual({ paymentMethod: 'cardNeedsScript' });
    expect(validateOrder({ ...card, cardBrand: 'visa', cardLast4: '111' })).toEqual({ paymentMethod: 'cardNeedsScript' });
    expect(validateOrder({ ...card, cardBrand: 'visa', cardLast4: '4111111111111111' })).toEqual({ paymentMethod: 'cardNeedsScript' });
    expect(validateOrder({ ...card, cardBrand: 'diners', cardLast4: '1111' })).toEqual({ paymentMethod: 'cardNeedsScript' });
    // Brand and digits mean nothing for another method.
    expect(validateOrder({ ...order, cardLast4: 'x' })).toEqual({});
  });

  it('checks delivery and UPI as the typed form does', () => {
    expect(validateOrder({ ...order, phone: '123', paymentMethod: 'upi' })).toEqual({ phone: 'phone', upiId: 'required' });
    expect(validateOrder({ ...order, paymentMethod: 'upi', upiId: 'asha.patel@okaxis' })).toEqual({});
  });

  it('fills the typed form again from what was posted, card inputs empty', () => {
    const again = checkoutFormFrom({ ...order, paymentMethod: 'card', cardBrand: 'visa', cardLast4: '1111' });
    expect(again).toEqual({ ...valid, paymentMethod: 'card' });
    expect(again).not.toHaveProperty('cardLast4');
  });
});

describe('checkout prefill for a signed-in shopper', () => {
  const last = { firstName: 'A.', lastName: 'Patel', phone: '9876543210', address: '12 MG Road', city: 'Rajkot', state: 'Gujarat', postalCode: '360001', country: 'India' };

  it('takes name and email from the account and the delivery from the last order', () => {
    const form = prefillCheckout({ name: 'Asha Rani Patel', email: 'asha@example.in' }, last);
    expect(form).toMatchObject({ ...last, firstName: 'Asha', lastName: 'Rani Patel', email: 'asha@example.in' });
    expect(form.paymentMethod).toBe('cod');
    expect(form.cardNumber).toBe('');
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
