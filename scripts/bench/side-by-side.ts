// Two builds of the shop side by side, for a change smaller than this
// machine's drift (its speed moves by half within seconds, so two runs of
// `npm run bench` cannot tell 5% apart). Both run at once, as `npm start`
// runs them, and are loaded in turns, so each sees the same machine; what is
// compared is the CPU each server's processes (all their threads) used per
// request, with the requests per second beside it.
//
//   cp -r dist dist-before      # the build to compare against
//   (change, then) npm run build
//   npx tsx scripts/bench/side-by-side.ts dist-before dist /account/orders signed-in
//
// The builds must be folders of the repository (their packages resolve from
// its node_modules; `dist-*` is ignored by git and the linters). The shopper
// is `cart` (a cart and a PIN), `signed-in` (5 orders besides) or
// `anonymous`. Two warm-up turns each, then SIDE_BY_SIDE_TURNS (default 10)
// turns of SIDE_BY_SIDE_SECONDS (default 3) each, at BENCH_CONNECTIONS. Two
// identical builds came out 0.89–1.06 of each other in three comparisons, so
// a difference under 10% wants several. Prints; writes nothing.
import os from 'node:os';

import autocannon from 'autocannon';

import { type ProductionServer, startProductionServer } from '../production-server';
import { childPids, CONNECTIONS, cpuSeconds } from './load';
import { CART, shopperWithOrders } from './personal';

const SHOPPERS = ['anonymous', 'cart', 'signed-in'] as const;
type Shopper = (typeof SHOPPERS)[number];

interface Side {
  dist: string;
  server: ProductionServer;
  cookie: string;
  requests: number;
  seconds: number;
  cpu: number;
  perTurn: number[];
  failed: number;
}

async function cookieFor(shopper: Shopper, server: ProductionServer): Promise<string> {
  if (shopper === 'anonymous') return '';
  if (shopper === 'cart') return CART;
  return `${await shopperWithOrders(server.base, server.dataDir)}; ${CART}`;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((x, y) => x - y);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

const serverCpu = (pid: number) => [pid, ...childPids(pid)].reduce((sum, p) => sum + cpuSeconds(p), 0);

async function turn(side: Side, path: string, seconds: number) {
  const before = serverCpu(side.server.pid);
  const result = await autocannon({ url: `${side.server.base}${path}`, connections: CONNECTIONS, duration: seconds, headers: { cookie: side.cookie, 'accept-encoding': 'gzip' } });
  const cpu = serverCpu(side.server.pid) - before;
  side.failed += result.errors + result.timeouts + result.non2xx;
  side.requests += result.requests.total;
  side.seconds += result.duration;
  side.cpu += cpu;
  side.perTurn.push((1000 * cpu) / Math.max(1, result.requests.total));
}

export async function sideBySide(dists: [string, string], path: string, shopper: Shopper, turns = 10, seconds = 3): Promise<string> {
  const workers = String(os.availableParallelism());
  const sides: Side[] = [];
  try {
    for (const dist of dists) {
      const server = await startProductionServer({ WEB_CONCURRENCY: workers }, { dist, build: false });
      sides.push({ dist, server, cookie: await cookieFor(shopper, server), requests: 0, seconds: 0, cpu: 0, perTurn: [], failed: 0 });
    }
    // Two turns each that do not count: the JIT, the shells and the heaps settle first.
    for (let i = 0; i < 2; i++)
      for (const side of sides) await autocannon({ url: `${side.server.base}${path}`, connections: CONNECTIONS, duration: seconds, headers: { cookie: side.cookie } });
    for (let i = 0; i < turns; i++) for (const side of i % 2 ? [...sides].reverse() : sides) await turn(side, path, seconds);
  } finally {
    for (const side of sides) side.server.stop();
  }
  const lines = sides.map(
    (s) =>
      `${s.dist}: ${((1000 * s.cpu) / s.requests).toFixed(2)} ms of CPU per request (median turn ${median(s.perTurn).toFixed(2)}), ${Math.round(s.requests / s.seconds)} requests/s, ${s.failed} failed (turns: ${s.perTurn.map((t) => t.toFixed(2)).join(' ')})`,
  );
  const [a, b] = sides;
  const ratio = a && b ? `${(b.cpu / b.requests / (a.cpu / a.requests)).toFixed(3)} (medians ${(median(b.perTurn) / median(a.perTurn)).toFixed(3)})` : '?';
  return `${path} (${shopper}), ${turns} turns of ${seconds} s each, ${CONNECTIONS} connections:\n${lines.join('\n')}\n${dists[1]} / ${dists[0]} CPU per request: ${ratio}`;
}

if (import.meta.main) {
  const [distA, distB, path = '/', shopper = 'cart'] = process.argv.slice(2);
  if (!distA || !distB || !path.startsWith('/') || !SHOPPERS.includes(shopper as Shopper)) {
    console.error(`usage: npx tsx scripts/bench/side-by-side.ts <build A> <build B> [path] [${SHOPPERS.join('|')}]`);
    process.exit(2);
  }
  console.log(await sideBySide([distA, distB], path, shopper as Shopper, Number(process.env.SIDE_BY_SIDE_TURNS ?? 10), Number(process.env.SIDE_BY_SIDE_SECONDS ?? 3)));
}
