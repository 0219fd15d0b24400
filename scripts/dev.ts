// `npm run dev`: the server from source with the embedded backend, restarted
// (and the browser bundle rebuilt) whenever a source file changes.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const child = spawn(
  path.join(root, 'node_modules/.bin/tsx'),
  ['watch', '--include', 'client/**/*', '--include', 'locales/**/*', '--include', 'shared/**/*', 'scripts/dev-server.ts'],
  { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'development' } },
);
child.on('exit', (code) => process.exit(code ?? 0));
