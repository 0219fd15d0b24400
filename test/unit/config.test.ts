import { describe, expect, it } from 'vitest';

import { readConfig } from '../../server/config';

describe('readConfig', () => {
  it('has defaults that start the embedded backend with ordering on', () => {
    const c = readConfig({});
    expect(c.port).toBe(3000);
    expect(c.apiUrl).toBeNull();
    expect(c.ordering).toBe(true);
    expect(c.publicUrl).toBe('http://localhost:3000');
    expect(c.trustProxy).toBe(false);
  });

  it('turns ordering off by default with an external API host, unless asked', () => {
    expect(readConfig({ API_URL: 'https://api.example' }).ordering).toBe(false);
    expect(readConfig({ API_URL: 'https://api.example', ORDERING: 'enabled' }).ordering).toBe(true);
  });

  it('reads the company facts, refusing a licence number that is not 14 digits', () => {
    expect(readConfig({ COMPANY_FSSAI_LICENCE: '10020042007183' }).company.fssaiLicence).toBe('10020042007183');
    expect(() => readConfig({ COMPANY_FSSAI_LICENCE: 'ABC' })).toThrow(/COMPANY_FSSAI_LICENCE/);
  });

  it('scales the rate limits by RATE_LIMIT_MULTIPLIER, refusing anything but a positive number', () => {
    expect(readConfig({}).rateLimits).toEqual({ general: 1000, write: 100, account: 10 });
    expect(readConfig({ RATE_LIMIT_MULTIPLIER: '0.5' }).rateLimits).toEqual({ general: 500, write: 50, account: 5 });
    for (const bad of ['0', '-1', 'lots']) expect(() => readConfig({ RATE_LIMIT_MULTIPLIER: bad })).toThrow(/RATE_LIMIT_MULTIPLIER/);
  });

  it('strips a trailing slash from PUBLIC_URL', () => {
    expect(readConfig({ PUBLIC_URL: 'https://toomore.example/' }).publicUrl).toBe('https://toomore.example');
  });

  it('lists every problem at once', () => {
    expect(() => readConfig({ PORT: 'abc', API_URL: 'ftp://x', ORDERING: 'maybe', LOG_LEVEL: 'loud' })).toThrow(/PORT[\s\S]*API_URL[\s\S]*ORDERING[\s\S]*LOG_LEVEL/);
  });
});
