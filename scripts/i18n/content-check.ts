// Checks the translated editions of the corporate pages against English:
// `npx tsx scripts/i18n/content-check.ts [lng...]` (every language but English
// when none is given). Exit code 1 on any problem or text left in English.
import path from 'node:path';

import { SUPPORTED_CODES } from '../../shared/languages';
import { auditContent } from '../../tools/i18n/content-audit';

const languages = process.argv.slice(2).length ? process.argv.slice(2) : SUPPORTED_CODES.filter((l) => l !== 'en');
let failed = false;
for (const lng of languages) {
  const { problems, copied, texts } = auditContent(path.resolve('locales'), lng);
  const ok = problems.length === 0 && copied.length === 0;
  failed ||= !ok;
  console.log(
    `${lng.padEnd(4)} ${ok ? 'OK' : 'FAIL'} (${String(texts)} texts${problems.length ? `, ${String(problems.length)} problems` : ''}${copied.length ? `, ${String(copied.length)} left in English` : ''})`,
  );
  for (const line of [...problems, ...copied.map((c) => `${c}: still the English text`)].slice(0, 40)) console.log(`  ${line}`);
}
process.exit(failed ? 1 : 0);
