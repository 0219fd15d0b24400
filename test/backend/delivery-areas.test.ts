// The backend places an order only where the courier goes (shared/delivery-areas.json):
// within India, to a PIN it serves, and on delivery only where it collects cash.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { SHOPPER } from '../helpers/shopper';
import { count, makeBackend, signUp, type TestBackend } from './helpers';

let b: TestBackend;
beforeEach(async () => {
  b = await makeBackend();
});
afterEach(() => b.dispose());

const ITEMS = [{ productId: 2, sizeIndex: 0, quantity: 1 }];

describe('placing an order where the courier goes', () => {
  it('refuses an address outside India, a PIN that is not served and cash on delivery where it is not taken, field by field', async () => {
    const agent = b.agent();
    await signUp(b, agent);
    const refused = async (form: Record<string, string>) =>
      (
        await agent
          .post('/api/orders')
          .send({ form: { ...SHOPPER, ...form }, items: ITEMS })
          .expect(400)
      ).body;

    const abroad = await refused({ country: 'United Kingdom', postalCode: 'SW1A 1AA', phone: '+44 20 7946 0000' });
    expect(abroad).toMatchObject({ code: 'checkout_invalid', fieldCodes: { country: 'outsideIndia' }, errors: { country: 'We deliver only within India' } });
    expect((await refused({ country: 'United States', postalCode: '94105', phone: '+1 415 555 0100' })).fieldCodes).toEqual({ country: 'outsideIndia' });

    const nicobar = await refused({ postalCode: '744301' });
    expect(nicobar).toMatchObject({ fieldCodes: { postalCode: 'unserviceable' }, errors: { postalCode: 'We do not deliver to this PIN code yet' } });
    // Army Postal Service PINs are not served, whatever the payment.
    expect((await refused({ postalCode: '900001', paymentMethod: 'online' })).fieldCodes).toMatchObject({ postalCode: 'unserviceable' });

    // Port Blair is served, but paid online only.
    const andaman = await refused({ postalCode: '744101', paymentMethod: 'cod' });
    expect(andaman).toMatchObject({ fieldCodes: { paymentMethod: 'codUnavailable' }, errors: { paymentMethod: 'Cash on delivery is not available for this PIN code' } });
    expect(await count(b, 'orders')).toBe(0);
  });

  it('places a cash-on-delivery order to a served PIN that takes it', async () => {
    const agent = b.agent();
    await signUp(b, agent);
    await agent
      .post('/api/orders')
      .send({ form: { ...SHOPPER, postalCode: '110001', city: 'New Delhi', state: 'Delhi' }, items: ITEMS })
      .expect(201);
    expect(await count(b, 'orders')).toBe(1);
  });
});
