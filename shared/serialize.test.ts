import { describe, expect, it } from 'vitest';

import { serializeForScript } from './serialize';

describe('serializeForScript', () => {
  it('cannot close the script tag or open a comment', () => {
    const out = serializeForScript({ a: '</script><script>alert(1)</script>', b: '<!--', c: '&amp;' });
    expect(out).not.toMatch(/[<>&]/);
    expect(JSON.parse(out)).toEqual({ a: '</script><script>alert(1)</script>', b: '<!--', c: '&amp;' });
  });

  it('escapes the line separators JavaScript strings reject', () => {
    const out = serializeForScript('a\u2028b\u2029c');
    expect(out).toBe('"a\\u2028b\\u2029c"');
    expect(JSON.parse(out)).toBe('a\u2028b\u2029c');
  });

  it('serialises undefined as null', () => {
    expect(serializeForScript(undefined)).toBe('null');
  });
});
