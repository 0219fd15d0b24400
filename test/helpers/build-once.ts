// Vitest global setup for the projects that need the built client: build once
// per test run (the integration and e2e projects share it).
import { execFileSync } from 'node:child_process';
import path from 'node:path';

export default function setup(): void {
  if (process.env.TOO_MORE_TEST_BUILD === 'done') return;
  const root = path.resolve(import.meta.dirname, '../..');
  execFileSync(path.join(root, 'node_modules/.bin/tsx'), ['scripts/build.ts'], { cwd: root, stdio: 'inherit' });
  process.env.TOO_MORE_TEST_BUILD = 'done';
}
