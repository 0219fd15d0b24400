// A throwaway PostgreSQL cluster for tests, CI and the bench: initdb in a temp
// directory, pg_ctl start on a free loopback port with the unix socket in that
// directory, and stop + remove at the end. Debian's server binaries
// (/usr/lib/postgresql/<version>/bin, or PG_BIN) are used as they are.
//
// initdb refuses to run as root: as root, the cluster runs as the `postgres`
// user (created by Debian's package) through runuser, in a directory it owns.
//
// As a command: `tsx test/helpers/postgres.ts <command…>` runs the command
// with TEST_DATABASE_URL pointing at a fresh cluster and stops it afterwards
// (.ci/run's PostgreSQL leg, `npm run bench` uses the module).
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface ThrowawayPostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres (trust authentication, loopback only). */
  url: string;
  port: number;
  dir: string;
  stop(): void;
}

export function postgresBin(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(path.join(root, v, 'bin', 'initdb'))) : [];
  versions.sort((a, b) => Number(b) - Number(a));
  if (!versions[0]) throw new Error('PostgreSQL server binaries not found: apt-get install -y postgresql (or set PG_BIN)');
  return path.join(root, versions[0], 'bin');
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface StartOptions {
  /** Durable settings (fsync on) for measurements; tests turn fsync off. */
  durable?: boolean;
  /** Connections the server accepts (default 100). */
  maxConnections?: number;
}

export async function startThrowawayPostgres(options: StartOptions = {}): Promise<ThrowawayPostgres> {
  const bin = postgresBin();
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'too-more-pg-'));
  const data = path.join(dir, 'data');
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const run = (command: string, args: string[]) => {
    const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args]] : [path.join(bin, command), args];
    const result = spawnSync(file, argv, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${command} failed (${result.status}): ${result.stderr || result.stdout}`);
  };
  const port = await freePort();
  const settings = [
    `-c port=${port}`,
    "-c listen_addresses='127.0.0.1'",
    `-c unix_socket_directories='${dir}'`,
    `-c max_connections=${options.maxConnections ?? 100}`,
    ...(options.durable ? [] : ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off']),
  ].join(' ');
  try {
    run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C', '--no-sync']);
    run('pg_ctl', ['-D', data, '-o', settings, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', 'start']);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    dir,
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

// Command mode.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const [command, ...args] = process.argv.slice(2);
  if (!command) {
    console.error('Usage: tsx test/helpers/postgres.ts <command> [args…]');
    process.exit(2);
  }
  const pg = await startThrowawayPostgres();
  console.log(`Throwaway PostgreSQL at ${pg.url} (${pg.dir})`);
  let status = 1;
  try {
    const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: pg.url } });
    status = result.status ?? 1;
  } finally {
    pg.stop();
  }
  process.exit(status);
}
