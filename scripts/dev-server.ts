// One development run: rebuild the browser bundle, then serve from source.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
execFileSync(path.join(root, 'node_modules/.bin/tsx'), ['scripts/build.ts', '--client-only'], { cwd: root, stdio: 'inherit' });
await import('../server/index');
