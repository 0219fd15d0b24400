// Reads the environment once into a typed Config; fails fast with every problem listed.
import os from 'node:os';
import path from 'node:path';

import { type CompanyFacts, readCompanyFacts } from '../shared/company';
import { DEFAULT_RATE_LIMITS, type RateLimitTiers } from './rate-limits';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface Config {
  port: number;
  host: string;
  /** API host the BFF proxies /api to; null means: start the embedded backend. */
  apiUrl: string | null;
  /** Canonical origin for metadata and the sitemap, without a trailing slash. */
  publicUrl: string;
  dataDir: string;
  smtpUrl: string | null;
  ordering: boolean;
  logLevel: LogLevel;
  /** Where the build (client assets, manifest) lives. */
  distDir: string;
  /** Milliseconds before an upstream API call is answered with 504. */
  proxyTimeoutMs: number;
  /** Milliseconds before a stalled render is aborted. */
  renderTimeoutMs: number;
  /**
   * Which proxies in front of the BFF to believe about the client's address
   * (Express `trust proxy`): false (none: the connection's own address), a hop
   * count, or names/CIDRs. That address, never the client's own
   * X-Forwarded-For, is what the API host is told.
   */
  trustProxy: false | number | string[];
  /** Serve anonymous pages from the render cache (server/render/page-cache.ts); RENDER_CACHE=off renders every request. */
  renderCache: boolean;
  /** Company facts: samples unless the COMPANY_* variables set them (shared/company.ts). */
  company: CompanyFacts;
  /** Requests a minute per client address, by tier (server/rate-limits.ts); RATE_LIMIT_MULTIPLIER scales the defaults. */
  rateLimits: RateLimitTiers;
}

const LEVELS: LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** How the production entry runs: how many processes, which store (server/index.ts). */
export interface ScaleConfig {
  /** BFF worker processes (node:cluster); 1 keeps a single process. */
  webConcurrency: number;
  /** PostgreSQL for the embedded backend; null keeps SQLite in DATA_DIR. */
  databaseUrl: string | null;
  /** After SIGTERM, how long to keep serving (readiness 503, connections closed after each answer) before the port closes. */
  shutdownDrainMs: number;
}

function scaleSettings(env: NodeJS.ProcessEnv, problems: string[]): ScaleConfig {
  const rawConcurrency = env.WEB_CONCURRENCY?.trim();
  const webConcurrency = rawConcurrency ? Number(rawConcurrency) : os.availableParallelism();
  if (!Number.isInteger(webConcurrency) || webConcurrency < 1 || webConcurrency > 256) {
    problems.push(`WEB_CONCURRENCY must be a whole number from 1 to 256, got "${env.WEB_CONCURRENCY}"`);
  }
  const databaseUrl = env.DATABASE_URL?.trim() || null;
  if (databaseUrl && !/^postgres(ql)?:\/\/./.test(databaseUrl)) problems.push('DATABASE_URL must start with postgres:// or postgresql://');
  const rawDrain = env.SHUTDOWN_DRAIN_MS?.trim();
  const shutdownDrainMs = rawDrain ? Number(rawDrain) : 2000;
  if (!Number.isInteger(shutdownDrainMs) || shutdownDrainMs < 0 || shutdownDrainMs > 120_000) {
    problems.push(`SHUTDOWN_DRAIN_MS must be a whole number of milliseconds from 0 to 120000, got "${env.SHUTDOWN_DRAIN_MS}"`);
  }
  return { webConcurrency, databaseUrl, shutdownDrainMs };
}

/** WEB_CONCURRENCY, DATABASE_URL and SHUTDOWN_DRAIN_MS (readConfig checks them with everything else). */
export function readScaleConfig(env: NodeJS.ProcessEnv = process.env): ScaleConfig {
  const problems: string[] = [];
  const scale = scaleSettings(env, problems);
  if (problems.length) throw new Error(`Invalid configuration:\n- ${problems.join('\n- ')}`);
  return scale;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const problems: string[] = [];
  const port = env.PORT ? Number(env.PORT) : 3000;
  if (!Number.isInteger(port) || port < 0 || port > 65535) problems.push(`PORT must be a port number, got "${env.PORT}"`);

  const apiUrl = env.API_URL?.trim() || null;
  if (apiUrl && !isHttpUrl(apiUrl)) problems.push(`API_URL must be an http(s) URL, got "${apiUrl}"`);

  const publicUrl = (env.PUBLIC_URL?.trim() || `http://localhost:${port}`).replace(/\/+$/, '');
  if (!isHttpUrl(publicUrl)) problems.push(`PUBLIC_URL must be an http(s) URL, got "${env.PUBLIC_URL}"`);

  const smtpUrl = env.SMTP_URL?.trim() || null;
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl)) problems.push('SMTP_URL must start with smtp:// or smtps://');

  const orderingRaw = env.ORDERING?.trim().toLowerCase();
  if (orderingRaw && orderingRaw !== 'enabled' && orderingRaw !== 'disabled') {
    problems.push(`ORDERING must be "enabled" or "disabled", got "${env.ORDERING}"`);
  }
  const ordering = orderingRaw ? orderingRaw === 'enabled' : apiUrl === null;

  const renderCacheRaw = env.RENDER_CACHE?.trim().toLowerCase();
  if (renderCacheRaw && renderCacheRaw !== 'on' && renderCacheRaw !== 'off') problems.push(`RENDER_CACHE must be "on" or "off", got "${env.RENDER_CACHE}"`);

  const logLevel = (env.LOG_LEVEL?.trim().toLowerCase() || 'info') as LogLevel;
  if (!LEVELS.includes(logLevel)) problems.push(`LOG_LEVEL must be one of ${LEVELS.join(', ')}`);

  const multiplierRaw = env.RATE_LIMIT_MULTIPLIER?.trim();
  const multiplier = multiplierRaw ? Number(multiplierRaw) : 1;
  if (!Number.isFinite(multiplier) || multiplier <= 0) problems.push(`RATE_LIMIT_MULTIPLIER must be a number above 0, got "${env.RATE_LIMIT_MULTIPLIER}"`);

  scaleSettings(env, problems);
  const company = readCompanyFacts(env, problems);

  if (problems.length) throw new Error(`Invalid configuration:\n- ${problems.join('\n- ')}`);

  return {
    port,
    host: env.HOST?.trim() || '0.0.0.0',
    apiUrl,
    publicUrl,
    dataDir: path.resolve(env.DATA_DIR?.trim() || 'data'),
    smtpUrl,
    ordering,
    logLevel,
    distDir: path.resolve(env.DIST_DIR?.trim() || 'dist'),
    proxyTimeoutMs: 15_000,
    renderTimeoutMs: 10_000,
    renderCache: renderCacheRaw !== 'off',
    company,
    trustProxy: trustProxySetting(env.TRUST_PROXY),
    rateLimits: { general: DEFAULT_RATE_LIMITS.general * multiplier, write: DEFAULT_RATE_LIMITS.write * multiplier, account: DEFAULT_RATE_LIMITS.account * multiplier },
  };
}

/** TRUST_PROXY as Express takes it: unset means trust no proxy. */
export function trustProxySetting(value: string | undefined): false | number | string[] {
  const raw = value?.trim();
  if (!raw || raw === 'false' || raw === 'none') return false;
  if (/^\d+$/.test(raw)) return Number(raw);
  return raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

function isHttpUrl(value: string): boolean {
  try {
    const u = new URL(value);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}
