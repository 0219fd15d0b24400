import path from 'node:path';

import type { Config } from '../../server/config';
import { SAMPLE_COMPANY } from '../../shared/company';

export const TEST_PUBLIC_URL = 'https://shop.example';

/** A config for tests: the real build, silent logs, no API host unless given. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    apiUrl: null,
    publicUrl: TEST_PUBLIC_URL,
    ordering: true,
    logLevel: 'silent',
    distDir: path.resolve('dist'),
    proxyTimeoutMs: 15_000,
    renderTimeoutMs: 10_000,
    renderCache: true,
    // Every render asks for the stock, so a test sees a change at once.
    stockMaxAgeMs: 0,
    company: SAMPLE_COMPANY,
    trustProxy: false,
    // Tests send hundreds of requests from one address; test/integration/rate-limits.test.ts sets real tiers.
    rateLimits: { general: 1e7, write: 1e7, account: 1e7 },
    ...overrides,
  };
}
