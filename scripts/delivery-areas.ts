// The delivery table's command line (docs/delivery-areas.md):
//
//   npx tsx scripts/delivery-areas.ts check [table.json]
//     checks a table (shared/delivery-areas.json when none is given); exits 1 on a problem.
//   npx tsx scripts/delivery-areas.ts from-csv <courier.csv> [--collapse] [--base table.json] > table.json
//     turns a courier's serviceability list into a table, keeping the cut-off,
//     closed weekdays and holidays of the base table (the shipped one by default).
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { type DeliveryTable, deliveryTableProblems } from '../shared/delivery';
import { collapsedAreas, exactAreas, readCourierCsv } from '../tools/delivery-areas';

const SHIPPED = path.resolve(import.meta.dirname, '../shared/delivery-areas.json');
const [command, ...args] = process.argv.slice(2);

function option(name: string): string | undefined {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

function fail(problems: string[]): never {
  for (const p of problems) console.error(`  ${p}`);
  process.exit(1);
}

if (command === 'check') {
  const file = args[0] ?? SHIPPED;
  const problems = deliveryTableProblems(JSON.parse(readFileSync(file, 'utf8')));
  if (problems.length) {
    console.error(`${file}: ${problems.length} problem(s)`);
    fail(problems);
  }
  console.log(`${file}: OK`);
} else if (command === 'from-csv' && args[0]) {
  const { rows, problems } = readCourierCsv(readFileSync(args[0], 'utf8'));
  if (problems.length) {
    console.error(`${args[0]}: ${problems.length} problem(s)`);
    fail(problems);
  }
  const base = JSON.parse(readFileSync(option('--base') ?? SHIPPED, 'utf8')) as DeliveryTable;
  const table: DeliveryTable = {
    about: `From ${path.basename(args[0])}, ${new Date().toISOString().slice(0, 10)}: ${rows.length} PIN codes${args.includes('--collapse') ? ', collapsed to prefixes' : ''}.`,
    cutoff: base.cutoff,
    closedWeekdays: base.closedWeekdays,
    holidays: base.holidays,
    areas: args.includes('--collapse') ? collapsedAreas(rows) : exactAreas(rows),
  };
  const tableProblems = deliveryTableProblems(table);
  if (tableProblems.length) fail(tableProblems);
  console.error(`${rows.length} PIN codes → ${table.areas.length} areas`);
  console.log(JSON.stringify(table, null, 2));
} else {
  console.error('usage: delivery-areas.ts check [table.json] | from-csv <courier.csv> [--collapse] [--base table.json]');
  process.exit(2);
}
