// The import arrows between a tree's TypeScript modules (relative imports,
// type-only ones included), the rooms they sit in, and the circles among them:
// what the backend's layering rules are checked against
// (test/unit/backend-rooms.test.ts, docs/decisions/025-backend-rooms.md) and
// what `npx tsx scripts/architecture.ts` measures.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export interface Module {
  /** Path from the repository root, with forward slashes. */
  file: string;
  /** The repository paths it imports. */
  imports: string[];
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?['"](\.{1,2}\/[^'"]+)['"]/g;
const DYNAMIC = /import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return listFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

function resolve(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Every module under `dirs` (relative to `root`) with the repository files it imports. */
export function importGraph(root: string, dirs: readonly string[]): Module[] {
  const rel = (file: string) => path.relative(root, file).split(path.sep).join('/');
  return dirs.flatMap((dir) =>
    listFiles(path.join(root, dir)).map((file) => {
      const text = readFileSync(file, 'utf8');
      const specifiers = [...text.matchAll(IMPORT), ...text.matchAll(DYNAMIC)].map((m) => m[1] ?? '');
      const imports = [...new Set(specifiers.map((s) => resolve(file, s)).filter((f): f is string => f !== null))].map(rel);
      return { file: rel(file), imports };
    }),
  );
}

/** The circles of the graph: each strongly connected set of two or more modules (or a module importing itself), sorted. */
export function circles(modules: readonly Module[]): string[][] {
  const edges = new Map(modules.map((m) => [m.file, m.imports.filter((i) => modules.some((n) => n.file === i))]));
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let counter = 0;
  const visit = (v: string) => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) ?? counter, low.get(w) ?? counter));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) ?? counter, index.get(w) ?? counter));
    }
    if (low.get(v) === index.get(v)) {
      const set: string[] = [];
      let w: string | undefined;
      do {
        w = stack.pop();
        if (w === undefined) break;
        onStack.delete(w);
        set.push(w);
      } while (w !== v);
      if (set.length > 1 || (edges.get(v) ?? []).includes(v)) found.push(set.sort());
    }
  };
  for (const m of modules) if (!index.has(m.file)) visit(m.file);
  return found;
}

/** The arrows between rooms (`roomOf` names a file's room), with how many file-to-file imports each carries. */
export function roomArrows(modules: readonly Module[], roomOf: (file: string) => string): Map<string, number> {
  const arrows = new Map<string, number>();
  for (const m of modules) {
    for (const target of m.imports) {
      const from = roomOf(m.file);
      const to = roomOf(target);
      if (from === to) continue;
      const key = `${from} -> ${to}`;
      arrows.set(key, (arrows.get(key) ?? 0) + 1);
    }
  }
  return arrows;
}
