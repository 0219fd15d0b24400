// The scaled layout of compose.yaml without Docker: a throwaway PostgreSQL,
// the backend on its own (`node dist/server/index.js backend`), BFF replicas of
// one process each (compose's WEB_CONCURRENCY=1) and Caddy in front with
// deploy/Caddyfile's settings, pointed at one replica and then at two. The same
// personal pages as the personal section go through it: a page with a cart and
// a signed-in account page. Needs Debian's caddy and PostgreSQL.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { freePort, startThrowawayPostgres } from '../../test/helpers/postgres';
import { SHOPPER } from '../../test/helpers/shopper';
import { signUpThroughOutbox } from '../../tools/sign-up-by-outbox';
import { root } from '../production-server';
import { CONNECTIONS, cpuSeconds, DURATION, load, type LoadFigures } from './load';

/** Two replicas should serve at least this many times what one does. */
export const SCALE_OUT_BUDGET = 1.7;
const CART = 'cart=2-0:2.24-1:1; pin=560001; csrf=bench-form-token-0123456789';

function caddyBinary(): string | null {
  try {
    return execFileSync('sh', ['-c', 'command -v caddy'], { encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
}

interface Running {
  child: ChildProcess;
  url: string;
}

/** A process of the layout, ready once `readyPath` answers 200. */
async function startProcess(command: string, args: string[], env: Record<string, string>, url: string, readyPath: string): Promise<Running> {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', command === process.execPath ? 'inherit' : 'ignore'] });
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) break;
    const ready = await fetch(`${url}${readyPath}`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { child, url };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`${command} ${args.join(' ')} did not become ready`);
}

/** Subdirectives deploy/Caddyfile uses that came with Caddy 2.7 (compose runs caddy:2, the newest); Debian 12 ships 2.6. */
const SINCE_2_7 = /^\s*health_(fails|passes)\b.*\n/gm;
const before27 = (version: string) => {
  const [major = 0, minor = 0] = version.replace(/^v/, '').split('.').map(Number);
  return major < 2 || (major === 2 && minor < 7);
};

/** deploy/Caddyfile with this machine's ports: the same balancing, health checks and flushing. */
function caddyfileFor(port: number, upstreams: string[], version: string): string {
  const source = readFileSync(path.join(root, 'deploy/Caddyfile'), 'utf8');
  const local = (before27(version) ? source.replace(SINCE_2_7, '') : source)
    .replace(':8080 {', `http://127.0.0.1:${port} {`)
    .replace('reverse_proxy bff-a:3000 bff-b:3000 {', `reverse_proxy ${upstreams.join(' ')} {`);
  if (local === source || !local.includes(upstreams[0] ?? '')) throw new Error('deploy/Caddyfile no longer has the shape this bench rewrites');
  return local;
}

export async function benchBehindCaddy(): Promise<{ report: string; misses: string[] }> {
  const caddy = caddyBinary();
  if (!caddy) {
    const report = '## Behind Caddy\n\nNot measured: `caddy` is not installed (Debian: `apt-get install caddy`).\n';
    return { report, misses: ['behind Caddy: caddy is not installed'] };
  }
  const version = execFileSync(caddy, ['version'], { encoding: 'utf8' }).trim().split(' ')[0] ?? '';
  const dir = mkdtempSync(path.join(os.tmpdir(), 'too-more-caddy-'));
  const pg = await startThrowawayPostgres({ durable: true });
  const started: ChildProcess[] = [];
  const misses: string[] = [];
  try {
    const backendPort = await freePort();
    // What compose gives every process of the app (the bench loads it from one address: limits count but never refuse).
    const app = { NODE_ENV: 'production', LOG_LEVEL: 'warn', TRUST_PROXY: 'loopback', RATE_LIMIT_MULTIPLIER: '10000' };
    const node = (args: string[], env: Record<string, string>, port: number) => startProcess(process.execPath, args, { ...app, ...env }, `http://127.0.0.1:${port}`, '/readyz');
    const backend = await node(
      ['dist/server/index.js', 'backend'],
      { DATABASE_URL: pg.url, BACKEND_HOST: '127.0.0.1', BACKEND_PORT: String(backendPort), DATA_DIR: dir, ORDER_RATE_LIMIT: '1000000' },
      backendPort,
    );
    started.push(backend.child);
    const lbPort = await freePort();
    const base = `http://127.0.0.1:${lbPort}`;
    const replicas: Running[] = [];
    for (let i = 0; i < 2; i++) {
      const port = await freePort();
      const replica = await node(
        ['dist/server/index.js'],
        { API_URL: backend.url, ORDERING: 'enabled', PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: base, WEB_CONCURRENCY: '1' },
        port,
      );
      started.push(replica.child);
      replicas.push(replica);
    }
    const [first] = replicas;
    if (!first) throw new Error('no replica started');
    const session = await signUpThroughOutbox(first.url, dir, { name: 'Bench', email: `caddy-${Date.now()}@example.in`, password: 'bench-password-1' });
    const order = JSON.stringify({ form: SHOPPER, items: [{ productId: 2, sizeIndex: 0, quantity: 2 }] });
    for (let i = 0; i < 5; i++) await fetch(`${first.url}/api/orders`, { method: 'POST', headers: { 'content-type': 'application/json', cookie: session }, body: order });
    const pages = [
      { path: '/', cookie: CART, who: 'a cart' },
      { path: '/account/orders', cookie: `${session}; ${CART}`, who: 'signed in' },
    ];
    const rows: { replicas: number; page: (typeof pages)[number]; figures: LoadFigures; cores: string }[] = [];
    for (const count of [1, 2]) {
      const file = path.join(dir, `Caddyfile-${count}`);
      writeFileSync(
        file,
        caddyfileFor(
          lbPort,
          replicas.slice(0, count).map((r) => r.url.replace('http://', '')),
          version,
        ),
      );
      const lb = await startProcess(caddy, ['run', '--config', file, '--adapter', 'caddyfile'], { HOME: dir, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir }, base, '/healthz');
      try {
        // Every replica makes each page (and its shell) before it is measured.
        for (let i = 0; i < 8 * count; i++) for (const p of pages) await (await fetch(`${base}${p.path}`, { headers: { cookie: p.cookie } })).text();
        for (const p of pages) {
          // Where the machine's time went while the row ran: each replica, Caddy, the backend and the load generator (this process).
          const watched = [...replicas.slice(0, count).map((r) => r.child.pid), lb.child.pid, backend.child.pid];
          const before = watched.map(cpuSeconds);
          const self = process.cpuUsage();
          const started = performance.now();
          const figures = await load(`\`${p.path}\` (${p.who})`, { url: `${base}${p.path}`, headers: { cookie: p.cookie } });
          const seconds = (performance.now() - started) / 1000;
          const used = watched.map((pid, i) => (cpuSeconds(pid) - (before[i] ?? 0)) / seconds);
          const { user, system } = process.cpuUsage(self);
          const loader = (user + system) / 1e6 / seconds;
          const replicaCores = used
            .slice(0, count)
            .map((c) => c.toFixed(2))
            .join(' + ');
          rows.push({ replicas: count, page: p, figures, cores: `${replicaCores} / ${used[count]?.toFixed(2)} / ${used[count + 1]?.toFixed(2)} / ${loader.toFixed(2)}` });
        }
      } finally {
        lb.child.kill('SIGTERM');
        await new Promise((r) => lb.child.once('exit', r));
      }
    }
    const factor = (p: (typeof pages)[number]) => {
      const rps = (n: number) => rows.find((r) => r.replicas === n && r.page === p)?.figures.rps ?? 0;
      return rps(1) ? rps(2) / rps(1) : 0;
    };
    for (const r of rows) if (r.figures.errors) misses.push(`behind Caddy, ${r.replicas} replica(s), ${r.figures.label}: ${r.figures.errors} errors`);
    for (const p of pages)
      if (factor(p) < SCALE_OUT_BUDGET)
        misses.push(`behind Caddy: two replicas serve ${factor(p).toFixed(2)}× what one does for \`${p.path}\` (${p.who}), below ${SCALE_OUT_BUDGET}×`);
    const report = `## Behind Caddy: one replica and two

Command: \`npm run bench -- caddy\` (${CONNECTIONS} connections, ${DURATION} s per row, production build, ${os.availableParallelism()} cores, Node ${process.version}, Caddy ${version}), ${new Date().toISOString().slice(0, 10)}. compose.yaml's layout without Docker: a throwaway PostgreSQL (durable settings), the backend as its own process, BFF replicas of one process each, and Caddy in front with deploy/Caddyfile's settings (round robin, health checks, every chunk flushed), all on this one machine with the load generator.${before27(version) ? ` Caddy ${version} predates \`health_fails\` and \`health_passes\` (2.7), so those two lines are left out here.` : ''}

| Replicas | Page | Requests/s | p50 (ms) | p99 (ms) | Errors | Cores used: replicas / Caddy / backend / load generator |
|---:|---|---:|---:|---:|---:|---|
${rows.map((r) => `| ${r.replicas} | ${r.figures.label} | ${r.figures.rps} | ${r.figures.p50} | ${r.figures.p99} | ${r.figures.errors} | ${r.cores} |`).join('\n')}

Two replicas against one: ${pages.map((p) => `\`${p.path}\` ${factor(p).toFixed(2)}×`).join(', ')} (budget ≥ ${SCALE_OUT_BUDGET}×). ${misses.length ? `Missed:\n\n${misses.map((m) => `- ${m}`).join('\n')}` : 'All met.'}
`;
    return { report, misses };
  } finally {
    for (const child of started) child.kill('SIGTERM');
    await Promise.all(started.map((child) => new Promise((r) => (child.exitCode === null ? child.once('exit', r) : r(null)))));
    pg.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
