import { describe, expect, it } from 'vitest';

import { CATEGORIES, PRODUCTS } from './catalogue';
import { gstPercentOn, HSN_CLASSES, hsnOf, PRODUCT_HSN, unitOf } from './gst-rates';

describe('the GST data', () => {
  it('puts every product in a known class, and no other key', () => {
    expect(Object.keys(PRODUCT_HSN).sort()).toEqual(PRODUCTS.map((p) => p.key).sort());
    for (const [key, cls] of Object.entries(PRODUCT_HSN)) expect(Object.keys(HSN_CLASSES), key).toContain(cls);
  });

  it('counts every category in a GST unit: bottles in BTL, tetrapacks and jugs in NOS', () => {
    for (const category of CATEGORIES) expect(['BTL', 'NOS']).toContain(unitOf(category.key));
    expect(unitOf('subJuice')).toBe('BTL');
    expect(unitOf('subNaatuNaatu')).toBe('NOS');
    expect(() => unitOf('subUnknown')).toThrow(/No GST unit/);
  });

  it('dates each class’s rates in order, as real days, with a GST slab', () => {
    for (const hsn of Object.values(HSN_CLASSES)) {
      expect(hsn.code).toMatch(/^\d{4,8}$/);
      const days = hsn.rates.map((r) => r.from);
      expect(days).toEqual([...days].sort());
      for (const rate of hsn.rates) {
        expect(new Date(`${rate.from}T00:00:00Z`).toISOString().slice(0, 10)).toBe(rate.from);
        expect([0, 5, 12, 18, 28, 40]).toContain(rate.percent);
      }
    }
  });

  it('answers the rates in force since 22 September 2025, and the older ones before', () => {
    expect(gstPercentOn(hsnOf('mango'), '2025-09-22')).toBe(5);
    expect(gstPercentOn(hsnOf('mango'), '2025-09-21')).toBe(12);
    expect(gstPercentOn(hsnOf('cola'), '2025-09-22')).toBe(40);
    expect(gstPercentOn(hsnOf('cobra'), '2026-01-01')).toBe(40);
    expect(gstPercentOn(hsnOf('water-jug-20l'), '2026-01-01')).toBe(5);
  });
});
