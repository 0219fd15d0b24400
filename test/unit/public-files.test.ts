// server/static.ts looks on disk only for paths with an extension: every
// public file must have one, or it would never be served.
import { readdirSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

const files = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)]));

describe('public files', () => {
  it('all have an extension', () => {
    const all = files(path.resolve('public'));
    expect(all.length).toBeGreaterThan(5);
    expect(all.filter((f) => !/\.[^/]+$/.test(path.basename(f)))).toEqual([]);
  });
});
