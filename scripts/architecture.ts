// `npx tsx scripts/architecture.ts [root]`: how the backend and the server's
// render pipeline are built, in figures — lines per room, the largest
// functions, the import arrows between rooms, the circles — as the closing
// notes and docs/decisions/025-backend-rooms.md report them.
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { functionSizes } from '../tools/architecture/function-sizes';
import { circles, importGraph, roomArrows } from '../tools/architecture/import-graph';
import { roomOf } from '../tools/architecture/rooms';

const root = path.resolve(process.argv[2] ?? '.');
const graph = importGraph(root, ['backend', 'server']);
const lines = (file: string) => readFileSync(path.join(root, file), 'utf8').split('\n').length;

const perRoom = new Map<string, { files: number; lines: number }>();
for (const m of graph) {
  const room = roomOf(m.file);
  const entry = perRoom.get(room) ?? { files: 0, lines: 0 };
  perRoom.set(room, { files: entry.files + 1, lines: entry.lines + lines(m.file) });
}
console.log('Lines per room (files, lines):');
for (const [room, { files, lines: n }] of [...perRoom].sort()) console.log(`  ${room.padEnd(18)} ${String(files).padStart(3)} files ${String(n).padStart(6)} lines`);

const backend = graph.filter((m) => m.file.startsWith('backend/'));
console.log(`\nBackend: ${backend.length} files, ${backend.reduce((n, m) => n + m.imports.filter((i) => i.startsWith('backend/')).length, 0)} import arrows between its files`);
console.log('Arrows between rooms (file-to-file imports they carry):');
for (const [arrow, n] of [...roomArrows(graph, roomOf)].sort()) console.log(`  ${arrow.padEnd(40)} ${n}`);
const found = circles(graph);
console.log(`\nCircles: ${found.length}`);
for (const circle of found) console.log(`  ${circle.join(' <-> ')}`);

const largest = functionSizes(
  root,
  graph.map((m) => m.file),
).slice(0, 12);
console.log('\nLargest functions (lines):');
for (const f of largest) console.log(`  ${String(f.lines).padStart(4)}  ${f.file}  ${f.name}`);
