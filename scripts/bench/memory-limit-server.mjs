// The machine's limit for one page: a bare node:http server (node:cluster,
// WORKERS processes on one port) that answers every request with the same
// gzip bytes the shop sends for that page, from memory, doing nothing else.
// Started by scripts/bench.ts beside the shop so both are measured in one run.
// Usage: node memory-limit-server.mjs <gzip-body-file> <port> <workers>
import cluster from 'node:cluster';
import { readFileSync } from 'node:fs';
import http from 'node:http';

const [file, port, workers] = process.argv.slice(2);
if (cluster.isPrimary && Number(workers) > 1) {
  for (let i = 0; i < Number(workers); i++) cluster.fork();
  process.on('SIGTERM', () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill('SIGTERM');
    process.exit(0);
  });
} else {
  const body = readFileSync(file);
  http
    .createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'gzip', 'content-length': body.length });
      res.end(body);
    })
    .listen(Number(port), '127.0.0.1');
}
