// Outgoing mail: through SMTP_URL with nodemailer, or, without it, one file
// per message in DATA_DIR/outbox/ (logged at info) so a developer or a test
// can read the code.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

export interface Message {
  to: string;
  subject: string;
  text: string;
}

export type SendMail = (message: Message) => Promise<void>;

export const FROM = 'Too More <no-reply@toomore.example>';

export function createMailer(options: { smtpUrl?: string; dataDir: string; logger: Logger }): SendMail {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return async (m) => {
      await transport.sendMail({ from: FROM, to: m.to, subject: m.subject, text: m.text });
      options.logger.info({ to: m.to, subject: m.subject }, 'mail sent');
    };
  }
  const outbox = outboxDir(options.dataDir);
  mkdirSync(outbox, { recursive: true });
  let counter = 0;
  // Written synchronously, as one step: a reader in this process never sees half a mail.
  // The executor turns a failed write into a rejection, as an async function would.
  return (m) =>
    new Promise((resolve) => {
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      // The process id keeps two processes writing to one outbox apart.
      const file = path.join(outbox, `${stamp}-${String(++counter).padStart(4, '0')}-${process.pid}-${m.to.replace(/[^\w.@-]/g, '_')}.txt`);
      writeFileSync(file, `From: ${FROM}\nTo: ${m.to}\nSubject: ${m.subject}\n\n${m.text}\n`);
      options.logger.info({ to: m.to, subject: m.subject, file }, 'mail written to the outbox');
      resolve();
    });
}

export function outboxDir(dataDir: string): string {
  return path.join(dataDir, 'outbox');
}
