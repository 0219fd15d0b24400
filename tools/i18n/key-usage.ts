// Which translation keys each route module can render, read from the source:
// every string or template literal in the files a module imports (statically,
// through the esbuild metafile's import graph) that starts with one of the
// dictionary's top-level sections. A literal key ('auth.loggedIn') keeps that
// key and its plural forms; a template (`products.${key}.displayName`) keeps
// the subtree before its first placeholder. The page's own `meta.<id>` entries
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

/** Key patterns in one source text: 'a.b' (a key and its plurals) or 'a.b.*' (a subtree). */
export function keyPatterns(source: string, sections: ReadonlySet<string>): string[] {
  const found = new Set<string>();
  for (const m of source.matchAll(LITERAL)) {
    const text = m[2] ?? m[3] ?? '';
    const templated = m[3] !== undefined || text.includes('${');
    const head = templated ? (text.split('${')[0] ?? text) : text;
    const parts = head.split('.').filter(Boolean);
    const [section] = parts;
    if (section === undefined || !sections.has(section) || section === 'meta') continue;
    // A template keeps the subtree its static start names; a literal names one key.
    if (templated) found.add(`${(head.endsWith('.') ? parts : parts.slice(0, -1)).join('.') || section}.*`);
    else found.add(parts.join('.'));
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
    const routeModule = /^client\/routes\/([\w-]+)\.tsx$/.exec(file)?.[1];
    if (!routeModule) continue;
    routes[routeModule] = [...patternsOf([...closure(meta, file)].filter((f) => !shellFiles.has(f)))].filter((p) => !shell.has(p)).sort();
  }
  return { shell: [...shell].sort(), routes };
}
