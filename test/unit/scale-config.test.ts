import os from 'node:os';

import { describe, expect, it } from 'vitest';

import { readConfig, readScaleConfig } from '../../server/config';

describe('readScaleConfig', () => {
  it('uses every available core, SQLite and a 2 s drain by default', () => {
    expect(readScaleConfig({})).toEqual({ webConcurrency: os.availableParallelism(), shutdownDrainMs: 2000 });
  });

  it('reads WEB_CONCURRENCY', () => {
    expect(readScaleConfig({ WEB_CONCURRENCY: ' 1 ' })).toEqual({ webConcurrency: 1, shutdownDrainMs: 2000 });
    expect(readScaleConfig({ WEB_CONCURRENCY: '4' }).webConcurrency).toBe(4);
  });

  it('refuses a bad worker count or database URL, listed with the other problems by readConfig', () => {
    for (const value of ['0', '-1', '1.5', 'many', '1000']) expect(() => readScaleConfig({ WEB_CONCURRENCY: value })).toThrow(/WEB_CONCURRENCY/);
    expect(() => readConfig({ PORT: 'abc', WEB_CONCURRENCY: 'x', DATABASE_URL: 'sqlite:x' })).toThrow(/PORT[\s\S]*WEB_CONCURRENCY[\s\S]*DATABASE_URL/);
  });

  it('reads SHUTDOWN_DRAIN_MS and refuses one that is not a whole number of milliseconds up to two minutes', () => {
    expect(readScaleConfig({ SHUTDOWN_DRAIN_MS: '0' }).shutdownDrainMs).toBe(0);
    expect(readScaleConfig({ SHUTDOWN_DRAIN_MS: '15000' }).shutdownDrainMs).toBe(15000);
    for (const value of ['-1', '1.5', 'soon', '120001']) expect(() => readScaleConfig({ SHUTDOWN_DRAIN_MS: value })).toThrow(/SHUTDOWN_DRAIN_MS/);
  });
});
