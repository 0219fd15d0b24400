import { describe, expect, it } from 'vitest';

import { cardBrand, cardSummary, luhn, validCardNumber } from './card';

describe('card brand', () => {
  it('names the network of the test numbers the networks publish', () => {
    expect(cardBrand('4111111111111111')).toBe('visa');
    expect(cardBrand('5555 5555 5555 4444')).toBe('mastercard');
    expect(cardBrand('2221000000000009')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('amex');
    expect(cardBrand('6011111111111117')).toBe('discover');
    expect(cardBrand('6070 0000 0000 0000')).toBe('rupay');
    expect(cardBrand('5085 0000 0000 0000')).toBe('rupay');
    expect(cardBrand('6521 0000 0000 0000')).toBe('rupay');
    expect(cardBrand('3530111333300000')).toBe('rupay');
    expect(cardBrand('3566002020360505')).toBe('rupay');
  });

  it('is other for a range it does not know, and for nothing at all', () => {
    expect(cardBrand('9111111111111111')).toBe('other');
    expect(cardBrand('5011111111111111')).toBe('other');
    expect(cardBrand('')).toBe('other');
  });
});

describe('card summary', () => {
  it('is the brand and last 4 digits of a valid number, however it was typed', () => {
    expect(cardSummary('4111 1111 1111 1111')).toEqual({ brand: 'visa', last4: '1111' });
    expect(cardSummary('5555-5555-5555-4444')).toEqual({ brand: 'mastercard', last4: '4444' });
    expect(cardSummary('378282246310005')).toEqual({ brand: 'amex', last4: '0005' });
    expect(cardSummary('6011111111111117')).toEqual({ brand: 'discover', last4: '1117' });
  });

  it('is null while the number is not a valid one', () => {
    expect(cardSummary('')).toBeNull();
    expect(cardSummary('4111 1111 1111 1112')).toBeNull();
    expect(cardSummary('4111')).toBeNull();
    expect(cardSummary('4111 1111 1111 111x')).toBeNull();
    expect(cardSummary('41111111111111111111')).toBeNull();
  });

  it('checks the Luhn digit', () => {
    expect(luhn('79927398713')).toBe(true);
    expect(luhn('79927398710')).toBe(false);
    expect(validCardNumber('4111 1111 1111 1111')).toBe(true);
  });
});
