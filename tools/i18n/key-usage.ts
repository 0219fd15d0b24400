// Which translation keys each route module can render, read from the source:
// every string or template literal in the files a module imports (statically,
// through the esbuild metafile's import graph) that starts with one of the
// dictionary's top-level sections. A literal key ('auth.loggedIn') keeps that
// key and its plural forms; a template names any key in the place of each
// placeholder (`products.${key}.displayName` → 'products.*.displayName', every
// product's name and nothing else of it), and a template that goes on past what
// the scanner reads keeps the subtree before it. The page's own `meta.<id>` entries
// are added per page by the server, so `meta` itself is left out here.
// see docs/decisions/016-page-weight.md
import { readFileSync } from 'node:fs';
import path from 'node:path';

import type { Metafile } from 'esbuild';

export interface KeyUsage {
  /** Patterns every page needs (the frame: header, footer, messages). */
  shell: string[];
  /** Patterns per route module (client/routes/<module>.tsx), beyond the shell's. */
  routes: Record<string, string[]>;
}

const LITERAL = /(['"`])([A-Za-z][\w-]*\.[^'"`\s]*?)\1|`([A-Za-z][\w-]*\.[^`\s]*?)\$\{/g;

/**
 * Key patterns in one source text: 'a.b' (a key and its plurals), 'a.*.c' (a
 * `*` stands for any one key) or 'a.b.*' (a subtree).
 */
export function keyPatterns(source: string, sections: ReadonlySet<string>): string[] {
  const found = new Set<string>();
  for (const m of source.matchAll(LITERAL)) {
    // m[3]: a template the scanner reads only up to its first placeholder.
    const text = m[3] !== undefined ? `${m[3]}\${}` : (m[2] ?? '');
    const parts = text
      .replace(/\$\{[^}]*\}/g, '*')
      .split('.')
      .filter(Boolean)
      .map((part) => (part.includes('*') ? '*' : part));
    const [section] = parts;
    if (section === undefined || section === '*' || !sections.has(section) || section === 'meta') continue;
    found.add(parts.join('.'));
  }
  return [...found];
}

function closure(meta: Metafile, start: string): Set<string> {
  const seen = new Set<string>();
  const walk = (file: string) => {
    const input = meta.inputs[file];
    if (seen.has(file) || !input) return;
    seen.add(file);
    for (const imp of input.imports) if (imp.kind === 'import-statement' && !imp.path.includes('node_modules/')) walk(imp.path);
  };
  walk(start);
  return seen;
}

export function keyUsage(meta: Metafile, root: string, sections: ReadonlySet<string>): KeyUsage {
  const patternsOf = (files: Iterable<string>) => {
    const all = new Set<string>();
    for (const file of files) for (const p of keyPatterns(readFileSync(path.join(root, file), 'utf8'), sections)) all.add(p);
    return all;
  };
  const shellFiles = closure(meta, 'client/app/start.tsx');
  const shell = patternsOf(shellFiles);
  const routes: Record<string, string[]> = {};
  for (const file of Object.keys(meta.inputs)) {
    const routeModule = /^client\/(?:admin\/)?routes\/([\w-]+)\.tsx$/.exec(file)?.[1];
    if (!routeModule) continue;
    routes[routeModule] = [...patternsOf([...closure(meta, file)].filter((f) => !shellFiles.has(f)))].filter((p) => !shell.has(p)).sort();
  }
  return { shell: [...shell].sort(), routes };
}
