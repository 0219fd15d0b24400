// Reports what each language file lacks: `npx tsx scripts/i18n/check.ts [lng...]`
// (all languages when none is given). Exits 1 when anything is wrong.
import { DEFAULT_LANGUAGE, SUPPORTED_CODES } from '../../shared/languages';
import { audit } from '../../tools/i18n/audit';

const wanted = process.argv.slice(2);
const languages = wanted.length ? wanted : SUPPORTED_CODES.filter((c) => c !== DEFAULT_LANGUAGE);
let bad = 0;
for (const lng of languages) {
  const a = audit(lng);
  const problems = Object.entries(a).filter(([k, v]) => k !== 'total' && (v as string[]).length);
  if (!problems.length) {
    console.log(`${lng.padEnd(4)} OK (${a.total} strings)`);
    continue;
  }
  bad++;
  console.log(`${lng.padEnd(4)} ${problems.map(([k, v]) => `${(v as string[]).length} ${k}`).join(', ')}`);
  for (const [k, v] of problems) console.log(`  ${k}: ${(v as string[]).slice(0, 40).join(', ')}${(v as string[]).length > 40 ? ' ...' : ''}`);
}
process.exit(bad ? 1 : 0);
