// What every bench section shares: one autocannon run, its figures, and the
// resident memory of a process.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

import autocannon from 'autocannon';

export const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

export interface LoadFigures {
  label: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

export async function load(label: string, options: autocannon.Options): Promise<LoadFigures> {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION, ...options, headers: { 'accept-encoding': 'gzip', ...options.headers } });
  return { label, rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.timeouts + result.non2xx };
}

/** Resident memory of a process, in MB (Linux /proc). */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

/** CPU seconds a process has used, all its threads (Linux /proc: user + system ticks). */
export function cpuSeconds(pid: number | undefined): number {
  if (pid === undefined) return 0;
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** The processes a process started (a cluster primary's workers). */
export function childPids(pid: number): number[] {
  try {
    return execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .map((s) => Number(s.trim()))
      .filter((n) => n > 0);
  } catch {
    return [];
  }
}

export const kb = (bytes: number) => (bytes / 1024).toFixed(1);
