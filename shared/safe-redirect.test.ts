import { describe, expect, it } from 'vitest';

import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it('keeps local paths with their query and fragment', () => {
    expect(safeRedirect('/account/orders')).toBe('/account/orders');
    expect(safeRedirect('/hi/account/orders/TM-1?x=1#top')).toBe('/hi/account/orders/TM-1?x=1#top');
    expect(safeRedirect('/search?q=%3Cscript%3E')).toBe('/search?q=%3Cscript%3E');
  });

  it.each([
    null,
    undefined,
    '',
    'https://evil.example/',
    'http:evil.example',
    'javascript:alert(1)',
    'evil.example',
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/%09/evil.example/x',
    '/\t/evil.example',
    '/%2F%2Fevil.example',
    '/%2f/evil.example',
    '/%5Cevil.example',
    '/%5c%5cevil.example',
    '/\n/evil.example',
    '/%0d%0aSet-Cookie:x=1',
    '/%E0%A4%A',
    `/${'a'.repeat(1001)}`,
  ])('refuses %j', (raw) => {
    expect(safeRedirect(raw)).toBe('/');
  });

  it('uses the fallback it is given', () => {
    expect(safeRedirect('//evil.example', '/hi')).toBe('/hi');
  });
});
