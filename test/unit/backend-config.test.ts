// The backend's settings: read once, the same way by its own process, the
// shop's server that embeds it and every operator command.
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { backendConfig, embeddedBackendConfig, readBackendConfig } from '../../backend/config';
import { SAMPLE_COMPANY } from '../../shared/company';

describe('readBackendConfig', () => {
  it('has defaults: SQLite in ./data, the outbox, the shop on localhost, loopback callers', () => {
    const c = readBackendConfig({});
    expect(c).toMatchObject({
      dataDir: path.resolve('data'),
      databaseUrl: null,
      databasePoolSize: 10,
      publicUrl: 'http://localhost:3000',
      smtpUrl: null,
      codeSecret: null,
      orderRateLimit: { limit: 30, windowMs: 60_000 },
      trustProxy: ['loopback'],
      host: '127.0.0.1',
      port: 4000,
      logLevel: 'info',
    });
    expect(c.company).toEqual(SAMPLE_COMPANY);
  });

  it('reads every variable, trimmed, and the public URL without its trailing slashes', () => {
    const c = readBackendConfig({
      DATA_DIR: ' /srv/shop ',
      DATABASE_URL: ' postgres://u:p@db:5432/shop ',
      DATABASE_POOL_SIZE: '25',
      PUBLIC_URL: 'https://shop.example//',
      SMTP_URL: 'smtps://mail.example',
      CODE_SECRET: ' s3cret ',
      ORDER_RATE_LIMIT: '5',
      TRUST_PROXY: 'loopback, uniquelocal',
      BACKEND_HOST: '0.0.0.0',
      BACKEND_PORT: '4100',
    });
    expect(c).toMatchObject({
      dataDir: '/srv/shop',
      databaseUrl: 'postgres://u:p@db:5432/shop',
      databasePoolSize: 25,
      publicUrl: 'https://shop.example',
      smtpUrl: 'smtps://mail.example',
      codeSecret: 's3cret',
      orderRateLimit: { limit: 5, windowMs: 60_000 },
      trustProxy: ['loopback', 'uniquelocal'],
      host: '0.0.0.0',
      port: 4100,
    });
    expect(readBackendConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(readBackendConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
  });

  it('refuses bad values, every one listed', () => {
    const problems = (() => {
      try {
        readBackendConfig({
          DATABASE_URL: 'mysql://db/shop',
          ORDER_RATE_LIMIT: 'lots',
          SMTP_URL: 'http://mail',
          DATABASE_POOL_SIZE: '0',
          PUBLIC_URL: 'shop',
          COMPANY_FSSAI_LICENCE: 'ABC',
        });
      } catch (error) {
        return (error as Error).message;
      }
      return '';
    })();
    for (const name of ['DATABASE_URL must start with postgres://', 'ORDER_RATE_LIMIT', 'SMTP_URL', 'DATABASE_POOL_SIZE', 'PUBLIC_URL', 'COMPANY_FSSAI_LICENCE'])
      expect(problems).toContain(name);
  });

  it('stops on a seller GSTIN with a mistyped character, naming the check character it would need', () => {
    const refused = (gstin: string) => {
      try {
        readBackendConfig({ COMPANY_GSTIN: gstin });
      } catch (error) {
        return (error as Error).message;
      }
      return '';
    };
    expect(refused('27AAPFU0939F1ZW')).toContain('COMPANY_GSTIN 27AAPFU0939F1ZW fails its check character (it would end in V): one of its characters is mistyped');
    expect(refused('25AAPFU0939F1ZV')).toContain('no GST state code');
    expect(refused('27aapfu0939f1zv')).toContain('COMPANY_GSTIN must be the 15-character GSTIN in capitals');
    expect(refused('27AAPFU0939F1ZV')).toBe('');
    expect(readBackendConfig({ COMPANY_GSTIN: '27AAPFU0939F1ZV' }).company.gstin).toBe('27AAPFU0939F1ZV');
  });

  it('keeps an embedded backend on a loopback port of its own, whatever TRUST_PROXY says for the server in front', () => {
    expect(embeddedBackendConfig({ TRUST_PROXY: '3', BACKEND_PORT: '4100' })).toMatchObject({ trustProxy: ['loopback'], host: '127.0.0.1', port: 0 });
  });

  it('gives a backend made in code the defaults under what it sets, ignoring what is not a setting', () => {
    const c = backendConfig({ dataDir: '/tmp/x', publicUrl: 'https://shop.example', smtpUrl: undefined, ...({ logger: 'not a setting' } as object) });
    expect(c.dataDir).toBe('/tmp/x');
    expect(c.publicUrl).toBe('https://shop.example');
    expect(c.smtpUrl).toBeNull();
    expect('logger' in c).toBe(false);
  });
});
