// Reading the file outbox: the mail sent to an address, newest first, and the
// latest code in it (tests, demos).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { outboxDir } from './mailer';

/** Every mail to an address (headers and body), newest first. */
export function mailsTo(dataDir: string, email: string): string[] {
  const dir = outboxDir(dataDir);
  let files: string[];
  try {
    files = readdirSync(dir)
      .filter((file) => file.endsWith('.txt'))
      .sort()
      .reverse();
  } catch {
    return [];
  }
  const to = `\nTo: ${email.toLowerCase()}\n`;
  return files.map((file) => readFileSync(path.join(dir, file), 'utf8')).filter((content) => content.includes(to));
}

export function latestMailTo(dataDir: string, email: string): string | null {
  return mailsTo(dataDir, email)[0] ?? null;
}

export function readLatestCode(dataDir: string, email: string): string | null {
  for (const content of mailsTo(dataDir, email)) {
    const code = /\b(\d{6})\b/.exec(content.split('\n\n').slice(1).join('\n\n'))?.[1];
    if (code !== undefined) return code;
  }
  return null;
}
