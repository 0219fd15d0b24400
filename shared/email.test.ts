import { describe, expect, it } from 'vitest';

import { isEmail } from './email';

describe('isEmail', () => {
  it('accepts ordinary addresses, with spaces around them', () => {
    for (const ok of ['asha@example.in', ' asha@example.in ', 'a.b+c@mail.co.uk', 'care@toomore.example']) expect(isEmail(ok)).toBe(true);
  });

  it('refuses what is not one address', () => {
    for (const bad of ['', 'asha@', '@example.in', 'a b@example.in', 'asha@example', 'asha@example.1n', 'a<b>@example.in', 'a@b@example.in', `${'a'.repeat(65)}@example.in`]) {
      expect(isEmail(bad)).toBe(false);
    }
  });
});
