import { describe, expect, it } from 'vitest';

import { getProductByKey, JUICES } from './catalogue';
import { exactMatch, filterJuices, juiceListView, normaliseQuery, parseJuiceFilter, parseShowCount, type ProductTexts, searchProducts } from './search';

const keys = (list: { key: string }[]) => list.map((p) => p.key);
const english: ProductTexts = (p) => ({
  name: p.displayName,
  description: { mango: 'Alphonso and Kesar mangoes', grapes: 'Dark Nashik grapes' }[p.key],
});

describe('search', () => {
  it('returns every juice for a blank or whitespace query', () => {
    expect(searchProducts('')).toHaveLength(JUICES.length);
    expect(searchProducts('   ')).toHaveLength(7);
  });

  it('matches a trimmed, case-insensitive substring of the name', () => {
    expect(keys(searchProducts('MANGO'))).toEqual(['mango']);
    expect(keys(searchProducts('  mang '))).toEqual(['mango']);
    expect(keys(searchProducts('sun-kissed'))).toEqual(['mango']);
  });

  it('matches the description in the current language', () => {
    expect(keys(searchProducts('alphonso', english))).toEqual(['mango']);
    expect(keys(searchProducts('alphonso'))).toEqual([]);
    const hindi: ProductTexts = (p) => ({ name: p.key === 'mango' ? 'सन-किस्ड मैंगो ब्लिस' : undefined, description: p.key === 'mango' ? 'अल्फांसो आम' : undefined });
    expect(keys(searchProducts('आम', hindi))).toEqual(['mango']);
    expect(keys(searchProducts('मैंगो', hindi))).toEqual(['mango']);
  });

  it('covers juices only on the juices tab', () => {
    expect(searchProducts('pineapple').map((p) => p.category)).toEqual(['subJuice']);
    expect(keys(searchProducts('pineapple', undefined, 'drinks'))).toEqual(['king-pineapple', 'pineapple-soda', 'pineapple-tetrapack']);
    expect(searchProducts('cola')).toEqual([]);
  });

  it('runs the chips and type cards through family words', () => {
    expect(keys(searchProducts('seasonal'))).toEqual(['mango', 'lychee', 'strawberry']);
    expect(keys(searchProducts('best seller'))).toEqual(['pineapple', 'mango', 'pomegranate']);
    expect(keys(searchProducts('berry'))).toEqual(['grapes', 'strawberry', 'skyberry', 'pomegranate']);
  });

  it('treats regex characters and markup as plain text', () => {
    expect(searchProducts('.*')).toEqual([]);
    expect(searchProducts('<script>alert(1)</script>')).toEqual([]);
  });

  it('limits the query to 100 characters', () => {
    expect(normaliseQuery('x'.repeat(500))).toHaveLength(100);
    expect(normaliseQuery(['a'])).toBe('');
  });

  it('finds an exact name with a page, case-insensitively', () => {
    expect(exactMatch('mango juice')?.key).toBe('mango');
    expect(exactMatch('Royal Vine Grapes')?.key).toBe('grapes');
    expect(exactMatch('mango')).toBeUndefined();
    expect(exactMatch('Cola')?.key).toBe('cola');
    expect(exactMatch('20 L water jug')?.link).toBe('/water-jug-20l');
  });
});

describe('juice list', () => {
  it('filters by keyword', () => {
    expect(filterJuices('all')).toHaveLength(7);
    expect(keys(filterJuices('berry'))).toEqual(['grapes', 'strawberry', 'skyberry', 'pomegranate']);
    expect(keys(filterJuices('tropical'))).toEqual(['pineapple', 'mango', 'lychee']);
    expect(keys(filterJuices('premium'))).toEqual(['grapes', 'lychee', 'skyberry', 'pomegranate']);
  });

  it('shows 4, then 4 more per Load More', () => {
    const first = juiceListView('all', 4);
    expect(first.items).toHaveLength(4);
    expect(first.hasMore).toBe(true);
    expect(first.nextShow).toBe(8);
    const second = juiceListView('all', 8);
    expect(second.items).toHaveLength(7);
    expect(second.hasMore).toBe(false);
    expect(juiceListView('tropical', 4).hasMore).toBe(false);
  });

  it('reads the filter and count from the URL defensively', () => {
    expect(parseJuiceFilter('Berry')).toBe('berry');
    expect(parseJuiceFilter('<script>')).toBe('all');
    expect(parseJuiceFilter(undefined)).toBe('all');
    expect(parseShowCount('8')).toBe(8);
    expect(parseShowCount('5')).toBe(8);
    expect(parseShowCount('0')).toBe(4);
    expect(parseShowCount('-3')).toBe(4);
    expect(parseShowCount('99999')).toBe(4);
    expect(getProductByKey('mango')).toBeDefined();
  });
});
