// What every operator command runs on: the configuration from the environment
// (backend/config.ts), the store it names, migrated, and the same mail and
// secret as the backend's routes, so a command does what the API would.
import { type Logger, pino } from 'pino';

import { REDACT_PATHS } from '../../shared/log-redaction';
import { type BackendConfig, readBackendConfig } from '../config';
import { razorpayGateway } from '../gateway/razorpay';
import { createMailer } from '../mail/mailer';
import { createPostOffice } from '../mail/post-office';
import { createMailTranslator } from '../mail/translator';
import { loadCodeSecret } from '../store/code-secret';
import type { OperatorContext } from '../store/context';
import { migrate } from '../store/migrate';
import { openStore } from '../store/open';

export interface Operator extends OperatorContext {
  config: BackendConfig;
  logger: Logger;
}

/** An operator context on the given configuration (tests give their own store and mailer). */
export function operatorOn(
  config: BackendConfig,
  db: OperatorContext['db'],
  logger: Logger,
  sendMail = createMailer({ smtpUrl: config.smtpUrl ?? undefined, dataDir: config.dataDir, logger }),
): Operator {
  const translate = createMailTranslator(config.localesDir);
  return {
    config,
    logger,
    db,
    post: createPostOffice({ sendMail, translate, publicUrl: config.publicUrl, ordersEmail: config.ordersEmail, enquiryEmails: config.enquiryEmails, logger }),
    translate,
    secret: () => loadCodeSecret(db, config.codeSecret ?? undefined),
    gateway: config.razorpay ? razorpayGateway(config.razorpay) : null,
  };
}

/**
 * Runs a command: prints its error's message and sets the exit code (1, or
 * what `exitCodeOf` says) instead of a stack trace; the store is closed after.
 */
export async function runCommand(work: (op: Operator) => Promise<void>, exitCodeOf: (error: unknown) => number = () => 1): Promise<void> {
  let config: BackendConfig;
  try {
    // A command prints what it did; its log says only what went wrong, unless LOG_LEVEL asks for more.
    config = readBackendConfig({ LOG_LEVEL: 'warn', ...process.env });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
    return;
  }
  const logger = pino({ level: config.logLevel, redact: REDACT_PATHS });
  const db = openStore(config);
  try {
    await migrate(db);
    await work(operatorOn(config, db, logger));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = exitCodeOf(error);
  } finally {
    await db.close();
  }
}
