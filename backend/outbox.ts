// Reading the file outbox: the latest code sent to an address (tests, demos).
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { outboxDir } from './mail';

export function readLatestCode(dataDir: string, email: string): string | null {
  const dir = outboxDir(dataDir);
  let files: string[];
  try {
    files = readdirSync(dir).sort();
  } catch {
    return null;
  }
  for (const file of files.reverse()) {
    const content = readFileSync(path.join(dir, file), 'utf8');
    if (!content.includes(`\nTo: ${email.toLowerCase()}\n`)) continue;
    const code = /\b(\d{6})\b/.exec(content.split('\n\n').slice(1).join('\n\n'));
    if (code) return code[1]!;
  }
  return null;
}
