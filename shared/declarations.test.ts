import { describe, expect, it } from 'vitest';

import { GENERIC_NAMES, PRODUCTS } from './catalogue';
import { SAMPLE_COMPANY } from './company';
import { countryName, netQuantity, netQuantityText, postalAddress, shelfLifeText } from './declarations';

describe('net quantity', () => {
  it('is ml below a litre and L for whole litres', () => {
    expect(netQuantity({ value: 250 })).toEqual({ amount: 250, unit: 'ml' });
    expect(netQuantity({ value: 1000 })).toEqual({ amount: 1, unit: 'L' });
    expect(netQuantity({ value: 20000 })).toEqual({ amount: 20, unit: 'L' });
    expect(netQuantity({ value: 1500 })).toEqual({ amount: 1500, unit: 'ml' });
  });

  it('is written with the number in the page language and the unit symbol unchanged', () => {
    expect(netQuantityText({ value: 250 }, 'en')).toBe('250 ml');
    expect(netQuantityText({ value: 2000 }, 'en')).toBe('2 L');
    expect(netQuantityText({ value: 20000 }, 'bn')).toBe('২০ L');
  });
});

describe('the other declarations', () => {
  it('name the country of origin and the shelf life in the page language', () => {
    expect(countryName('IN', 'en')).toBe('India');
    expect(countryName('IN', 'hi')).toBe('भारत');
    expect(shelfLifeText(180, 'en')).toBe('180 days');
    expect(shelfLifeText(1, 'en')).toBe('1 day');
  });

  it('write the full postal address with the PIN code', () => {
    expect(postalAddress(SAMPLE_COMPANY)).toBe('Plot 14, GIDC Industrial Estate, Dhoraji Road, Jetpur, Gujarat 360370, India');
    expect(postalAddress({ ...SAMPLE_COMPANY, postalCode: '110001' })).toContain('Gujarat 110001, India');
  });

  it('exist for every product of the catalogue', () => {
    for (const p of PRODUCTS) {
      expect(GENERIC_NAMES, p.key).toContain(p.genericName);
      expect(p.countryOfOrigin, p.key).toMatch(/^[A-Z]{2}$/);
      expect(countryName(p.countryOfOrigin, 'en'), p.key).not.toBe(p.countryOfOrigin);
      expect(Number.isInteger(p.shelfLifeDays) && p.shelfLifeDays > 0, p.key).toBe(true);
    }
    expect(PRODUCTS.filter((p) => p.category === 'subDrinkingWater').every((p) => p.genericName === 'packagedDrinkingWater')).toBe(true);
    expect(PRODUCTS.filter((p) => p.category === 'subJuice').every((p) => p.genericName === 'fruitDrink')).toBe(true);
  });
});
