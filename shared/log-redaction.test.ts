import { pino } from 'pino';
import { describe, expect, it } from 'vitest';

import { REDACT_PATHS, redactUrl } from './log-redaction';

describe('log redaction', () => {
  it('masks secret query values and keeps the rest', () => {
    expect(redactUrl('/reset?email=a%40b.in&otp=123456&step=2')).toBe('/reset?email=%5Bredacted%5D&otp=%5Bredacted%5D&step=2');
    expect(redactUrl('/mango?size=1')).toBe('/mango?size=1');
    expect(redactUrl('/orders?token=abc&token=def')).not.toContain('abc');
    expect(redactUrl(undefined)).toBe('');
  });

  it('keeps cookies, passwords, codes and card fields out of a logger built with its paths', () => {
    const lines: string[] = [];
    const logger = pino({ redact: REDACT_PATHS }, { write: (line: string) => void lines.push(line) });
    logger.info({ req: { headers: { cookie: 'token=s3cret-session' } }, res: { headers: { 'set-cookie': 'token=s3cret-session2' } } }, 'request');
    logger.info({ body: { password: 'mango-lassi-9', otp: '482913', cardNumber: '4111111111111111', cvv: '123' } }, 'body');
    const log = lines.join('\n');
    for (const secret of ['s3cret-session', 'mango-lassi-9', '482913', '4111111111111111', '"123"']) expect(log).not.toContain(secret);
    expect(log).toContain('[Redacted]');
  });
});
