import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { type Product, PRODUCTS } from './catalogue';
import { gstPercentOn, HSN_CLASSES, hsnOf, PRODUCT_HSN, SHIPPING_SAC } from './gst-rates';
import { GST_STATES, type GstState, gstStateOf } from './gst-states';
import { apportion, backOutTax, computeInvoice, creditNoteNumber, creditNoteSeries, financialYearOf, indiaDay, invoiceNumber, ratesOf, SERIAL_NUMBER_MAX } from './invoice';
import { toPaise } from './money';
import { computeTotals } from './pricing';

const GUJARAT = gstStateOf('Gujarat');
const KERALA = gstStateOf('Kerala');
const DAY = '2026-11-25';

interface Cart {
  lines: { product: Product; sizePick: number; quantity: number }[];
  coupon: boolean;
  state: GstState;
}

/** A cart as the shop prices it: catalogue lines, quantities, the coupon or not. */
const carts = fc.record({
  lines: fc.array(fc.record({ product: fc.constantFrom(...PRODUCTS), sizePick: fc.nat(), quantity: fc.integer({ min: 1, max: 10 }) }), { minLength: 1, maxLength: 12 }),
  coupon: fc.boolean(),
  state: fc.constantFrom(...GST_STATES),
});

function invoiceOf(cart: Cart) {
  const lines = cart.lines.map((l) => ({ product: l.product, size: l.product.sizes[l.sizePick % l.product.sizes.length]!, quantity: l.quantity }));
  const totals = computeTotals(lines, cart.coupon);
  const invoice = computeInvoice({
    lines: lines.map((l) => ({ productKey: l.product.key, description: l.product.name, quantity: l.quantity, amount: toPaise(l.size.cutoffPrice) * l.quantity })),
    discount: totals.discount,
    shipping: totals.shipping,
    day: DAY,
    sellerStateCode: '24',
    placeOfSupply: cart.state,
  });
  return { totals, invoice };
}

describe('GST data', () => {
  it('gives every catalogue product an HSN class, and names no product the catalogue lacks', () => {
    for (const p of PRODUCTS) expect(PRODUCT_HSN[p.key], p.key).toBeDefined();
    expect(Object.keys(PRODUCT_HSN).sort()).toEqual(PRODUCTS.map((p) => p.key).sort());
  });

  it('applies the rates in force since 22 September 2025, and the earlier ones before', () => {
    expect(gstPercentOn(hsnOf('mango'), '2025-09-22')).toBe(5);
    expect(gstPercentOn(hsnOf('mango'), '2025-09-21')).toBe(12);
    expect(gstPercentOn(hsnOf('cola'), DAY)).toBe(40);
    expect(gstPercentOn(hsnOf('cobra'), DAY)).toBe(40);
    expect(gstPercentOn(hsnOf('water-jug-20l'), DAY)).toBe(5);
    expect(hsnOf('cobra').code).toBe('22029990');
    expect(() => gstPercentOn(HSN_CLASSES.water, '2010-01-01')).toThrow();
    expect(() => hsnOf('no-such-product')).toThrow();
  });

  it('reads a delivery state as typed', () => {
    expect(gstStateOf('gujarat')?.code).toBe('24');
    expect(gstStateOf(' Tamil  Nadu ')?.code).toBe('33');
    expect(gstStateOf('J&K')?.code).toBe('01');
    expect(gstStateOf('Orissa')?.code).toBe('21');
    expect(gstStateOf('Atlantis')).toBeNull();
    expect(gstStateOf('California', 'United States')?.code).toBe('96');
  });
});

describe('invoice arithmetic', () => {
  it('backs the tax out of a tax-inclusive amount', () => {
    expect(backOutTax(10500, 5)).toEqual({ taxable: 10000, tax: 500 });
    expect(backOutTax(14000, 40)).toEqual({ taxable: 10000, tax: 4000 });
    expect(backOutTax(1, 5)).toEqual({ taxable: 1, tax: 0 });
  });

  it('shares an amount out exactly', () => {
    expect(apportion(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(apportion(0, [5, 5])).toEqual([0, 0]);
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.array(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 1, maxLength: 20 }), (amount, weights) => {
        const shares = apportion(amount, weights);
        expect(shares.reduce((s, x) => s + x, 0)).toBe(amount);
        for (const s of shares) expect(s).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('adds up to what was paid, to the paisa, within and between states', () => {
    fc.assert(
      fc.property(carts, (cart) => {
        const { totals, invoice } = invoiceOf(cart);
        expect(invoice.interState).toBe(cart.state.code !== '24');
        expect(invoice.totals.total).toBe(totals.total);
        expect(invoice.totals.taxable + invoice.totals.tax).toBe(totals.total);
        for (const line of invoice.lines) {
          expect(line.taxable + line.tax).toBe(line.amount);
          expect(line.tax).toBeGreaterThanOrEqual(0);
          if (invoice.interState) expect([line.cgst, line.sgst, line.igst]).toEqual([0, 0, line.tax]);
          else {
            expect(line.cgst + line.sgst).toBe(line.tax);
            expect(Math.abs(line.cgst - line.sgst)).toBeLessThanOrEqual(1);
            expect(line.igst).toBe(0);
          }
        }
        expect(invoice.totals.cgst + invoice.totals.sgst + invoice.totals.igst).toBe(invoice.totals.tax);
        expect(invoice.lines.filter((l) => !l.shipping).reduce((s, l) => s + l.discount, 0)).toBe(totals.discount);
        expect(invoice.lines.some((l) => l.shipping)).toBe(totals.shipping > 0);
      }),
      { numRuns: 300 },
    );
  });

  it('counts each line in its GST unit and prints CGST and SGST at half the rate, IGST at the whole', () => {
    const lines = [
      { productKey: 'mango', description: 'Mango', quantity: 2, amount: toPaise(40) },
      { productKey: 'pomegranate-tetrapack', description: 'Tetrapack', quantity: 1, amount: toPaise(70) },
    ];
    const invoice = computeInvoice({ lines, discount: 0, shipping: toPaise(50), day: DAY, sellerStateCode: '24', placeOfSupply: GUJARAT });
    expect(invoice.lines.map((l) => l.unit)).toEqual(['BTL', 'NOS', 'NA']);
    expect(ratesOf(5, false)).toEqual({ cgst: '2.5%', sgst: '2.5%', igst: '' });
    expect(ratesOf(40, false)).toEqual({ cgst: '20%', sgst: '20%', igst: '' });
    expect(ratesOf(5, true)).toEqual({ cgst: '', sgst: '', igst: '5%' });
  });

  it('puts shipping on a line of its own at the principal supply rate, CGST + SGST at home and IGST elsewhere', () => {
    const lines = [
      { productKey: 'mango', description: 'Mango', quantity: 2, amount: toPaise(200) },
      { productKey: 'cola', description: 'Cola', quantity: 1, amount: toPaise(40) },
    ];
    const home = computeInvoice({ lines, discount: 0, shipping: toPaise(50), day: DAY, sellerStateCode: '24', placeOfSupply: GUJARAT });
    expect(home.interState).toBe(false);
    expect(home.lines.map((l) => [l.hsn, l.percent, l.taxable, l.tax, l.cgst, l.sgst])).toEqual([
      ['22029920', 5, 19048, 952, 476, 476],
      ['22021010', 40, 2857, 1143, 572, 571],
      [SHIPPING_SAC, 5, 4762, 238, 119, 119],
    ]);
    const away = computeInvoice({ lines, discount: 0, shipping: toPaise(50), day: DAY, sellerStateCode: '24', placeOfSupply: KERALA });
    expect(away.interState).toBe(true);
    expect(away.totals.igst).toBe(952 + 1143 + 238);
    expect(computeInvoice({ lines, discount: 0, shipping: 0, day: DAY, sellerStateCode: '24', placeOfSupply: null }).interState).toBe(true);
  });

  it('numbers invoices per Indian financial year', () => {
    expect(financialYearOf('2026-03-31T18:29:59.000Z')).toBe('2025-26');
    expect(financialYearOf('2026-03-31T18:30:00.000Z')).toBe('2026-27');
    expect(financialYearOf('2099-12-31T00:00:00.000Z')).toBe('2099-00');
    expect(indiaDay('2026-11-24T20:00:00.000Z')).toBe('2026-11-25');
    expect(invoiceNumber('2026-27', 1)).toBe('TM/26-27/000001');
    expect(creditNoteNumber('2026-27', 12)).toBe('CN/26-27/000012');
    expect(creditNoteSeries('2026-27')).not.toBe('2026-27');
  });

  it('keeps serial numbers within the 16 characters the GST rules allow, to the last number of a series', () => {
    for (const n of [1, 999_999, 1_000_000, 9_999_999]) {
      for (const number of [invoiceNumber('2026-27', n), creditNoteNumber('2026-27', n)]) {
        expect(number.length).toBeLessThanOrEqual(SERIAL_NUMBER_MAX);
        expect(number).toMatch(/^[A-Z0-9/-]+$/);
      }
    }
    expect(invoiceNumber('2026-27', 9_999_999)).toBe('TM/26-27/9999999');
    expect(() => invoiceNumber('2026-27', 10_000_000)).toThrow(/full/);
    // Two financial years, and invoices and credit notes, never share a number.
    expect(invoiceNumber('2027-28', 1)).not.toBe(invoiceNumber('2026-27', 1));
    expect(creditNoteNumber('2026-27', 1)).not.toBe(invoiceNumber('2026-27', 1));
  });
});
