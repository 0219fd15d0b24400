import { describe, expect, it } from 'vitest';

import { gstinCheckCharacter, gstinProblem, gstStateCode, isGstin, normaliseGstin } from './gstin';

// Published GSTINs: the GST portal's own example and a listed company's.
const VALID = ['27AAPFU0939F1ZV', '27AAACR5055K1Z7', '24AAAAA0000A1Z8'];

describe('GSTIN check character', () => {
  it('accepts GSTINs whose check character matches', () => {
    for (const gstin of VALID) {
      expect(gstinCheckCharacter(gstin.slice(0, 14))).toBe(gstin.charAt(14));
      expect(isGstin(gstin)).toBe(true);
    }
  });

  it('refuses each single mistyped character', () => {
    const gstin = '27AAPFU0939F1ZV';
    expect(gstinProblem('27AAPFU0939F1ZW')).toBe('check');
    // A changed PAN letter or digit is caught by the check character.
    expect(gstinProblem('27AAPFV0939F1ZV')).toBe('check');
    expect(gstinProblem('27AAPFU0938F1ZV')).toBe('check');
    // Two neighbours swapped are caught too (the alternating weights).
    expect(gstinProblem('27AAPFU0993F1ZV')).toBe('check');
    expect(gstinProblem(gstin)).toBeNull();
  });

  it('names a wrong shape and an unknown state apart from a wrong check', () => {
    expect(gstinProblem('27AAPFU0939F1Z')).toBe('shape');
    expect(gstinProblem('27AAPFU0939F1XV')).toBe('shape');
    expect(gstinProblem('')).toBe('shape');
    expect(gstinProblem('99AAPFU0939F1ZV')).toBe('state');
  });

  it('forgives spaces and lower case as typed, and stores capitals', () => {
    expect(normaliseGstin(' 27aapfu 0939f1zv ')).toBe('27AAPFU0939F1ZV');
    expect(isGstin('27aapfu0939f1zv')).toBe(true);
    expect(gstStateCode('27AAPFU0939F1ZV')).toBe('27');
  });
});
