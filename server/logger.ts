import { type DestinationStream, type Logger, pino } from 'pino';

import { REDACT_PATHS } from '../shared/log-redaction';
import type { LogLevel } from './config';

/** The BFF's logger (JSON lines on stdout, or `destination` in tests); secrets redacted (shared/log-redaction.ts). */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  const options = { level, base: { service: 'too-more-bff' }, redact: REDACT_PATHS };
  return destination ? pino(options, destination) : pino(options);
}
