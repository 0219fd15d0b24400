// `npm run grievances -- list | ack <ticket> | resolve <ticket> <reply…>`
// (backend/grievance-command.ts). Uses DATABASE_URL when set, else SQLite in
// DATA_DIR; mail goes through SMTP_URL, else to DATA_DIR/outbox; links in it
// point at PUBLIC_URL.
import path from 'node:path';

import { pino } from 'pino';

import { openStore } from './db';
import { runGrievanceCommand } from './grievance-command';
import type { GrievanceDeps } from './grievances';
import { createMailer } from './mail';
import { createMailTranslator } from './mail-translator';
import { migrate } from './migrations';

const dataDir = path.resolve(process.env.DATA_DIR ?? 'data');
const logger = pino({ level: process.env.LOG_LEVEL ?? 'warn' });
const db = openStore({ dataDir, databaseUrl: process.env.DATABASE_URL?.trim() || null });
try {
  await migrate(db);
  const deps: GrievanceDeps = {
    db,
    sendMail: createMailer({ smtpUrl: process.env.SMTP_URL?.trim() || undefined, dataDir, logger }),
    translateMail: createMailTranslator(path.resolve('locales')),
    publicUrl: (process.env.PUBLIC_URL?.trim() || `http://localhost:${process.env.PORT ?? '3000'}`).replace(/\/+$/, ''),
    logger,
  };
  await runGrievanceCommand(deps, process.argv.slice(2), (line) => console.log(line));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await db.close();
}
