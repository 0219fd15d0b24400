import { pino, type Logger } from 'pino';
import type { LogLevel } from './config';

export function createLogger(level: LogLevel): Logger {
  return pino({ level, base: { service: 'too-more-bff' } });
}
