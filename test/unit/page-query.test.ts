// Every query parameter a page reads is in PAGE_QUERY_PARAMS: the render cache
// keys pages on those alone, so a page that read another would be served with
// the value of whoever asked first.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { PAGE_QUERY_PARAMS } from '../../shared/page-query';

const root = path.resolve(import.meta.dirname, '../..');
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : /\.tsx?$/.test(name) && !name.endsWith('.test.ts') ? [full] : [];
  });

describe('the query parameters pages read', () => {
  it('are all listed, so the render cache keys on every one of them', () => {
    const read = new Set<string>();
    for (const file of [...files(path.join(root, 'client')), ...files(path.join(root, 'shared'))]) {
      // The back office is never kept by the render cache (docs/decisions/032-back-office-console.md).
      if (file.endsWith('sw.ts') || file.includes(`${path.sep}client${path.sep}admin${path.sep}`)) continue;
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/(?:searchParams|params|query)\s*\.\s*(?:get|getAll|has)\(\s*'([\w-]+)'\s*\)/g)) read.add(m[1]!);
    }
    expect(read.size).toBeGreaterThan(8);
    expect([...read].filter((name) => !(PAGE_QUERY_PARAMS as readonly string[]).includes(name)).sort()).toEqual([]);
  });
});
