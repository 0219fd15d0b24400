// The catalogue agrees with the catalogue facts (test/fixtures/catalogue.json)
// and with the spec's categories, names and unit prices.
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { CATEGORIES, type CategoryKey, fromListed, getProduct, JUICES, type ListedProduct, PRODUCTS, productsIn, unitPrice } from './catalogue';

interface FactSize {
  size: string;
  originalPrice: number;
  cutoffPrice: number;
  discount: number;
}
interface FactProduct {
  id: number;
  name: string;
  link?: string;
  vegetarianSymbol: boolean;
  sizes: FactSize[];
}
// A copy of the catalogue facts we were given, kept in the repo as the reference.
const factsFile = path.resolve(import.meta.dirname, '../test/fixtures/catalogue.json');
const facts = JSON.parse(readFileSync(factsFile, 'utf8')) as { categories: Record<CategoryKey, { products: FactProduct[] }> };

describe('catalogue', () => {
  it('holds exactly the products of catalogue.json with their sizes and prices', () => {
    const all = Object.entries(facts.categories).flatMap(([category, c]) => c.products.map((p) => ({ ...p, category })));
    expect(PRODUCTS).toHaveLength(all.length);
    for (const fact of all) {
      const p = getProduct(fact.id)!;
      expect(p, `product ${fact.id}`).toBeDefined();
      expect(p.name).toBe(fact.name);
      expect(p.category).toBe(fact.category);
      expect(p.vegetarianSymbol).toBe(fact.vegetarianSymbol);
      if (fact.link) expect(p.link).toBe(fact.link);
      expect(p.sizes.map((s) => [s.size, s.originalPrice, s.cutoffPrice])).toEqual(fact.sizes.map((s) => [s.size, s.originalPrice, s.cutoffPrice]));
      // The facts list the 150 ml juices as 15/10 with a discount of 10; the badge
      // shows what the shopper actually saves (15 − 10 = 5). docs/decisions/005-money-in-paise.md
      for (const s of p.sizes) expect(s.discount).toBe(s.originalPrice - s.cutoffPrice);
    }
  });

  it('puts ids in the categories of the spec', () => {
    const ids = (c: CategoryKey) => productsIn(c).map((p) => p.id);
    expect(ids('subJuice')).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(ids('subSoftDrink')).toEqual(Array.from({ length: 16 }, (_, i) => i + 8));
    expect(ids('subEnergyDrink')).toEqual([24]);
    expect(ids('subNaatuNaatu')).toEqual([25, 26, 27, 28, 29, 30]);
    expect(ids('subDrinkingWater')).toEqual([31, 32, 33]);
    expect(CATEGORIES.map((c) => c.key)).toEqual(['subJuice', 'subSoftDrink', 'subEnergyDrink', 'subNaatuNaatu', 'subDrinkingWater']);
  });

  it('gives the juices the display names of the spec, nutrition and a product page', () => {
    expect(Object.fromEntries(JUICES.map((p) => [p.key, p.displayName]))).toMatchObject({
      grapes: 'Royal Vine Grapes',
      pineapple: 'Golden Tropic Pineapple',
      mango: 'Sun-Kissed Mango Bliss',
      lychee: 'Lychee Luxe Delight',
      strawberry: 'Sweet Strawberry Delight',
      pomegranate: 'Ruby Crown Pomegranate',
    });
    expect(getProduct(6)!.displayName).toMatch(/SkyBerry/);
    for (const p of JUICES) {
      expect(p.nutrition, p.key).toBeDefined();
      expect(p.link).toBe(`/${p.key}`);
    }
  });

  it('marks drinks vegetarian and water not', () => {
    expect(PRODUCTS.filter((p) => !p.vegetarianSymbol).map((p) => p.category)).toEqual(['subDrinkingWater', 'subDrinkingWater', 'subDrinkingWater']);
  });

  it('computes the price per unit from price and volume', () => {
    const juice250 = getProduct(2)!.sizes[0]!;
    expect(unitPrice(juice250)).toEqual({ amount: 0.08, unit: 'ml' });
    const litre = getProduct(33)!.sizes.find((s) => s.size === '1L')!;
    expect(unitPrice(litre)).toEqual({ amount: 18, unit: 'L' });
    const jug = getProduct(32)!.sizes[0]!;
    expect(unitPrice(jug)).toEqual({ amount: 11.5, unit: 'L' });
    const small = getProduct(2)!.sizes[1]!;
    expect(unitPrice(small)).toEqual({ amount: 0.07, unit: 'ml' });
  });
});

describe('the catalogue data file', () => {
  it('names a known kind, two colours and known sizes for every product', () => {
    const listed = JSON.parse(readFileSync(path.resolve(import.meta.dirname, 'catalogue-data.json'), 'utf8')) as ListedProduct[];
    for (const p of listed) {
      const product = fromListed(p);
      expect(product.genericName, p.key).toBeDefined();
      expect(product.shelfLifeDays, p.key).toBeGreaterThan(0);
      expect(p.colors, p.key).toHaveLength(2);
    }
    expect(() => fromListed({ ...listed[0]!, sizes: [['3L', 1, 1]] })).toThrow('Unknown size 3L');
  });
});
