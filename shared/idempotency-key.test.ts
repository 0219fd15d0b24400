import { describe, expect, it } from 'vitest';

import { isIdempotencyKey, newIdempotencyKey } from './idempotency-key';

describe('idempotency keys', () => {
  it('are made fresh each time, in the shape the backend takes', () => {
    const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(isIdempotencyKey(key)).toBe(true);
  });

  it('take 8 to 100 letters, digits, underscores and dashes, nothing else', () => {
    expect(isIdempotencyKey('abcd-123')).toBe(true);
    expect(isIdempotencyKey('a'.repeat(100))).toBe(true);
    for (const bad of ['short', 'a'.repeat(101), 'has space1', 'semi;colon', '<script>x', 12345678, null, undefined]) expect(isIdempotencyKey(bad)).toBe(false);
  });
});
