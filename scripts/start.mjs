// `npm start`: build first when there is no build or a source file is newer
// than it, then run the production server from dist/.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const server = path.join(root, 'dist', 'server', 'index.js');
const stamp = path.join(root, 'dist', 'build-manifest.json');

function newestSource(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const stale =
  !existsSync(server) ||
  !existsSync(stamp) ||
  ['client', 'server', 'shared', 'backend', 'locales'].some((d) => existsSync(path.join(root, d)) && newestSource(path.join(root, d)) > statSync(stamp).mtimeMs);

if (stale) {
  console.log('Building first (npm run build)...');
  const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
  const result = spawnSync(tsx, [path.join(root, 'scripts', 'build.ts')], { stdio: 'inherit', cwd: root });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

process.env.NODE_ENV ??= 'production';
await import(server);
