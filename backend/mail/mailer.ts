// Outgoing mail: through SMTP_URL with nodemailer, or, without it, one file
// per message in DATA_DIR/outbox/ (logged at info) so a developer or a test
// can read the code.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

import { plainFileName } from '../../shared/enquiries';

/** A file a letter carries. */
export interface Attachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface Message {
  to: string;
  subject: string;
  text: string;
  /** Where an answer goes (an enquiry's sender); checked as an email address before it gets here. */
  replyTo?: string;
  attachments?: readonly Attachment[];
}

export type SendMail = (message: Message) => Promise<void>;

export const FROM = 'Too More <no-reply@toomore.example>';

export function createMailer(options: { smtpUrl?: string; dataDir: string; logger: Logger }): SendMail {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return async (m) => {
      await transport.sendMail({
        from: FROM,
        to: m.to,
        subject: m.subject,
        text: m.text,
        ...(m.replyTo ? { replyTo: m.replyTo } : {}),
        ...(m.attachments?.length ? { attachments: m.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })) } : {}),
      });
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
      // Attachments go beside the mail, named after it; the mail lists them. They are written first: a reader who finds the mail finds its files.
      const attached = (m.attachments ?? []).map((a, i) => {
        const beside = `${file.slice(0, -'.txt'.length)}.${String(i + 1)}-${plainFileName(a.filename).replaceAll(' ', '_')}`;
        writeFileSync(beside, a.content);
        return `Attachment: ${a.filename} (${a.contentType}, ${String(a.content.length)} bytes) in ${path.basename(beside)}\n`;
      });
      const replyTo = m.replyTo ? `Reply-To: ${m.replyTo}\n` : '';
      writeFileSync(file, `From: ${FROM}\nTo: ${m.to}\n${replyTo}Subject: ${m.subject}\n${attached.join('')}\n${m.text}\n`);
      options.logger.info({ to: m.to, subject: m.subject, file }, 'mail written to the outbox');
      resolve();
    });
}

export function outboxDir(dataDir: string): string {
  return path.join(dataDir, 'outbox');
}
