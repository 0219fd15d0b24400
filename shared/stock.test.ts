import { describe, expect, it } from 'vitest';

import { availabilityIn, availabilityOf, canSell, isMonthDay, schemaAvailability, shopDate, type StockRecord, stockView } from './stock';

const record = (over: Partial<StockRecord> = {}): StockRecord => ({ productId: 2, sizeIndex: 0, inStock: true, count: null, seasonFrom: null, seasonTo: null, ...over });

describe('availabilityOf', () => {
  it('sells a size without a record, uncounted', () => {
    expect(availabilityOf(undefined, '2026-11-26')).toEqual({ state: 'in_stock', left: null });
  });

  it('is out of stock when staff say so, or when the count is down to 0', () => {
    expect(availabilityOf(record({ inStock: false }), '2026-11-26')).toEqual({ state: 'out_of_stock' });
    expect(availabilityOf(record({ count: 0 }), '2026-11-26')).toEqual({ state: 'out_of_stock' });
    expect(availabilityOf(record({ count: 3 }), '2026-11-26')).toEqual({ state: 'in_stock', left: 3 });
  });

  it('keeps a season within one year, its first and last days included', () => {
    const mango = record({ seasonFrom: '03-01', seasonTo: '07-31' });
    expect(availabilityOf(mango, '2026-03-01').state).toBe('in_stock');
    expect(availabilityOf(mango, '2026-07-31').state).toBe('in_stock');
    expect(availabilityOf(mango, '2026-08-01')).toEqual({ state: 'out_of_season', returns: '2027-03-01' });
    expect(availabilityOf(mango, '2026-02-28')).toEqual({ state: 'out_of_season', returns: '2026-03-01' });
  });

  it('keeps a season that runs across the new year', () => {
    const winter = record({ seasonFrom: '11-15', seasonTo: '02-15' });
    expect(availabilityOf(winter, '2026-12-31').state).toBe('in_stock');
    expect(availabilityOf(winter, '2027-01-01').state).toBe('in_stock');
    expect(availabilityOf(winter, '2027-02-16')).toEqual({ state: 'out_of_season', returns: '2027-11-15' });
    expect(availabilityOf(winter, '2026-11-14')).toEqual({ state: 'out_of_season', returns: '2026-11-15' });
  });

  it('says a season starting on 29 February returns in the next leap year', () => {
    expect(availabilityOf(record({ seasonFrom: '02-29', seasonTo: '03-10' }), '2026-03-11')).toEqual({ state: 'out_of_season', returns: '2028-02-29' });
  });

  it('puts the season before the stock: out of season says when it returns even if out of stock', () => {
    expect(availabilityOf(record({ inStock: false, seasonFrom: '05-01', seasonTo: '06-30' }), '2026-11-26')).toEqual({ state: 'out_of_season', returns: '2027-05-01' });
  });
});

describe('canSell', () => {
  it('sells up to the count left, and nothing out of stock or season', () => {
    expect(canSell({ state: 'in_stock', left: null }, 24)).toBe(true);
    expect(canSell({ state: 'in_stock', left: 2 }, 2)).toBe(true);
    expect(canSell({ state: 'in_stock', left: 2 }, 3)).toBe(false);
    expect(canSell({ state: 'out_of_stock' }, 1)).toBe(false);
    expect(canSell({ state: 'out_of_season', returns: '2027-03-01' }, 1)).toBe(false);
  });
});

describe('stockView', () => {
  it('keeps only what is not simply in stock', () => {
    const view = stockView([record({ sizeIndex: 0 }), record({ sizeIndex: 1, inStock: false }), record({ productId: 3, count: 4 })], '2026-11-26');
    expect(view).toEqual({ '2-1': { state: 'out_of_stock' }, '3-0': { state: 'in_stock', left: 4 } });
    expect(availabilityIn(view, 2, 0)).toEqual({ state: 'in_stock', left: null });
    expect(availabilityIn(undefined, 2, 1)).toEqual({ state: 'in_stock', left: null });
  });
});

describe('schemaAvailability', () => {
  it('names each state as schema.org does', () => {
    expect(schemaAvailability({ state: 'in_stock', left: null })).toBe('https://schema.org/InStock');
    expect(schemaAvailability({ state: 'in_stock', left: 40 })).toBe('https://schema.org/InStock');
    expect(schemaAvailability({ state: 'in_stock', left: 5 })).toBe('https://schema.org/LimitedAvailability');
    expect(schemaAvailability({ state: 'out_of_stock' })).toBe('https://schema.org/OutOfStock');
    expect(schemaAvailability({ state: 'out_of_season', returns: '2027-03-01' })).toBe('https://schema.org/OutOfStock');
  });
});

describe('dates', () => {
  it('reads the date in India, past midnight there before it is in UTC', () => {
    expect(shopDate(new Date('2026-11-26T18:29:00Z'))).toBe('2026-11-26');
    expect(shopDate(new Date('2026-11-26T18:31:00Z'))).toBe('2026-11-27');
  });

  it('takes month-days that some year has', () => {
    expect(['01-01', '02-29', '12-31', '04-30'].every(isMonthDay)).toBe(true);
    expect(['04-31', '13-01', '00-10', '1-1', '02-30', 301, null].some(isMonthDay)).toBe(false);
  });
});
