import { describe, expect, it } from 'vitest';

import { dateTimeFormat, displayNames, numberFormat } from './intl';

describe('kept Intl formatters', () => {
  it('answers the same formatter for the same locale and options, and another for other options', () => {
    expect(numberFormat('en-IN', { maximumFractionDigits: 2 })).toBe(numberFormat('en-IN', { maximumFractionDigits: 2 }));
    expect(numberFormat('en-IN', { maximumFractionDigits: 0 })).not.toBe(numberFormat('en-IN', { maximumFractionDigits: 2 }));
    expect(dateTimeFormat('hi-IN', { dateStyle: 'long' })).toBe(dateTimeFormat('hi-IN', { dateStyle: 'long' }));
    expect(dateTimeFormat('en-IN', { dateStyle: 'long' })).not.toBe(dateTimeFormat('hi-IN', { dateStyle: 'long' }));
  });

  it('formats as a fresh formatter would', () => {
    expect(numberFormat('en-IN').format(123456.5)).toBe(new Intl.NumberFormat('en-IN').format(123456.5));
    expect(displayNames('en', { type: 'region' }).of('IN')).toBe('India');
    const when = new Date('2026-11-25T10:30:00Z');
    expect(dateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'Asia/Kolkata' }).format(when)).toBe('25 November 2026');
  });
});
