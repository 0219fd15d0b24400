import { describe, expect, it } from 'vitest';

import { pageSearch } from './page-query';

describe('a page’s own query', () => {
  it('keeps the parameters pages read, in their order, and drops the rest', () => {
    expect(pageSearch('?utm_source=x&q=mango&fbclid=y&filter=berry')).toBe('?q=mango&filter=berry');
    expect(pageSearch('?size=1&size=2')).toBe('?size=1&size=2');
    expect(pageSearch('?gclid=1')).toBe('');
    expect(pageSearch('')).toBe('');
    expect(pageSearch('?q=%3Cscript%3E')).toBe('?q=%3Cscript%3E');
  });
});
